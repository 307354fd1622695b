import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content on the label's line, e.g. a forgot-password link. */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactElement;
}

/** A label tied to its control, with the field's error or hint described by it. */
export function FormField({ label, error, hint, labelAside, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={error ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
          {message}
        </p>
      )}
    </div>
  );
}
