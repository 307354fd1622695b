import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { Select, type SelectProps } from './select';

export { labelledOptions } from './select';

interface SelectFieldProps<V extends string> extends Omit<SelectProps<V>, 'id'> {
  label: ReactNode;
}

/** A labelled select, as TextField is a labelled input. */
export function SelectField<V extends string>({ label, ...props }: SelectFieldProps<V>) {
  return <FormField label={label}>{(field) => <Select {...field} {...props} />}</FormField>;
}
