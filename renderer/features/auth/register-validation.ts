import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/constants';

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
}

export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, string>>;

const REQUIRED_MESSAGES: Record<keyof RegisterFormValues, string> = {
  name: 'Name is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmPassword: 'Please confirm your password',
  role: 'Choose an account type',
};

/** Section 5's register rules, checked before anything is sent; empty when the form may be sent. */
export function validateRegisterForm(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as (keyof RegisterFormValues)[]) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (!errors.password && !errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}
