import { useState } from 'react';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** A form's text values with an error per field; typing into a field clears that field's error. */
export function useFormFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<T>>({});

  const setField = (field: keyof T) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { values, setValues, fieldErrors, setFieldErrors, setField };
}
