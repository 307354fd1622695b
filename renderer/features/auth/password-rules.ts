import { passwordField } from '../../../shared/contract/fields';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** Rules for choosing a password (register, reset, change): long enough, typed the same twice; empty when it may be sent. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'Password is required';
  else {
    const parsed = passwordField.safeParse(password);
    if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
  }
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  // Said even when the password is also too short, so both fixes are asked for at once.
  else if (password && password !== confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
