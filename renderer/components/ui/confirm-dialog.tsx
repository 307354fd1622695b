import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, SubmitButton, type ButtonVariant } from './button';

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
 * A modal question with Cancel and a confirm button, on the native <dialog>: the browser makes the
 * rest of the page inert, keeps focus inside and restores it on close. Cancel has focus first.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const requestClose = () => {
    if (!pending) onOpenChange(false);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="confirm-dialog"
      // Escape asks; the open prop decides, so a running action is not hidden half-way.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // The browser may still close it (a repeated Escape); keep the state in step.
      onClose={() => {
        if (open) onOpenChange(false);
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:animate-fade-in"
    >
      <form
        className="p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm leading-relaxed text-slate-600">
          {description}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
          <Button ref={cancelRef} variant="outline" disabled={pending} onClick={requestClose}>
            Cancel
          </Button>
          <SubmitButton variant={variant} pending={pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
