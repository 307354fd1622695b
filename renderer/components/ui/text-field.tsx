import type { ComponentProps, ReactNode } from 'react';
import { FormField, type FieldControlProps } from './form-field';
import { Input } from './input';

type TextInputProps = Omit<ComponentProps<'input'>, keyof FieldControlProps | 'value' | 'onChange' | 'children'>;

interface TextFieldProps extends TextInputProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  value: string;
  /** Called with the input's text on every change, so a form's setter can be passed as it is. */
  onValueChange: (value: string) => void;
}

/** A labelled text input: FormField's label, message and aria wiring around an Input. */
export function TextField({ label, error, hint, onValueChange, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => <Input {...field} {...inputProps} onChange={(event) => onValueChange(event.target.value)} />}
    </FormField>
  );
}
