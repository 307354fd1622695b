import { validateNewPassword } from './password-rules';

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
}

export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, string>>;

const REQUIRED_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  role: 'Choose an account type',
} as const;

/**
 * The register rules (name, email and role required, plus the password rules), checked before
 * anything is sent; empty when the form may be sent.
 */
export function validateRegisterForm(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = validateNewPassword(values);
  for (const field of Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  return errors;
}
