import { useRef, type ReactNode } from 'react';
import { Button, SubmitButton, type ButtonVariant } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs, e.g. 'Revoking...'. */
  pendingLabel: string;
  pending?: boolean;
  onConfirm(): void;
  variant?: Extract<ButtonVariant, 'primary' | 'destructive'>;
}

/**
 * A modal question with Cancel and a confirm button. Cancel has focus first; while the action runs,
 * Escape and a click outside leave it open, so a running action is not hidden half-way.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  variant = 'destructive',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  const requestClose = () => {
    if (!pending) onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) requestClose();
      }}
    >
      <DialogContent
        data-testid="confirm-dialog"
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <form
          className="p-6"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="mt-2 text-sm leading-relaxed text-slate-600">{description}</div>
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
            <Button ref={cancelRef} variant="outline" disabled={pending} onClick={requestClose}>
              Cancel
            </Button>
            <SubmitButton variant={variant} pending={pending} pendingLabel={pendingLabel}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
