import { useState } from 'react';
import { emailField } from '../../../shared/contract/fields';

/** An email typed into a form, checked by the contract's own rule before it is sent. */
export function useEmailInput(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  /** The address to send, or undefined after showing why there is none. */
  const check = (): string | undefined => {
    const parsed = emailField.safeParse(value);
    if (!parsed.success) {
      setError(value.trim() ? parsed.error.issues[0]?.message : 'Email is required');
      return undefined;
    }
    setError(undefined);
    return parsed.data;
  };

  return { value, setValue, error, check };
}
