import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, SubmitButton } from '../../components/ui/button';

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
 * A modal holding a form, on the native <dialog> as ConfirmDialog is: the page behind is inert,
 * focus starts on the first field, stays inside and returns to the opener on close. Long forms
 * scroll inside the dialog, so it fits a phone.
 */
export function FormDialog({ open, onOpenChange, title, description, children, ...props }: FormDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={props['data-testid']}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        if (open) onOpenChange(false);
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:animate-fade-in"
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <h2 id={titleId} className="pr-10 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-slate-500">
              {description}
            </div>
          )}
          <div className="mt-5">{children}</div>
          {/* Last in order, so the browser's initial focus lands on the form's first field. */}
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
      )}
    </dialog>
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
