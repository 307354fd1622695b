import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { Select } from './select';

interface SelectFieldProps<V extends string> extends Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> {
  label: ReactNode;
  value: V;
  /** The chosen option's value; options only carry values of V, so the one cast lives here. */
  onValueChange(value: V): void;
}

/** A labelled select, as TextField is a labelled input. */
export function SelectField<V extends string>({ label, value, onValueChange, children, ...props }: SelectFieldProps<V>) {
  return (
    <FormField label={label}>
      {(field) => (
        <Select {...field} {...props} value={value} onChange={(event) => onValueChange(event.target.value as V)}>
          {children}
        </Select>
      )}
    </FormField>
  );
}

/** One option per value, labelled from a record. */
export function LabelledOptions<V extends string>({ values, labels }: { values: readonly V[]; labels: Record<V, string> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
