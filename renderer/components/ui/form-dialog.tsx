import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, SubmitButton } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** The form; it ends with <FormDialogActions>. Rendered only while open. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A modal holding a form, as ConfirmDialog is: focus starts on the first field, stays inside and
 * returns to the opener on close. Long forms scroll inside the dialog, so it fits a phone.
 */
export function FormDialog({ open, onOpenChange, title, description, children, ...props }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid={props['data-testid']}
        // Without a description the dialog has no accessible description, rather than a dangling one.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        <div className="relative p-5 sm:p-6">
          <DialogTitle className="pr-10 text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description && (
            <DialogDescription asChild>
              <div className="mt-1 text-sm text-slate-500">{description}</div>
            </DialogDescription>
          )}
          <div className="mt-5">{children}</div>
          {/* Last in order, so the initial focus lands on the form's first field. */}
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-3 right-3 size-9"
            aria-label="Close"
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface FormDialogActionsProps {
  onCancel(): void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  disabled?: boolean;
}

/** Cancel and submit, at the end of a dialog's form. */
export function FormDialogActions({ onCancel, pending, submitLabel, pendingLabel, disabled }: FormDialogActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
