import { describe, expect, it } from 'vitest';
import { validateRegisterForm, type RegisterFormErrors, type RegisterFormValues } from './register-validation';

const valid: RegisterFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  role: 'business',
};

describe('validateRegisterForm', () => {
  it.each<[string, Partial<RegisterFormValues>, RegisterFormErrors]>([
    ['a complete form', {}, {}],
    ['a missing name', { name: '  ' }, { name: 'Name is required' }],
    ['a missing email', { email: '' }, { email: 'Email is required' }],
    ['a missing role', { role: '' }, { role: 'Choose an account type' }],
    [
      'a missing password',
      { password: '', confirmPassword: '' },
      { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    ],
    ['a short password', { password: 'short', confirmPassword: 'short' }, { password: 'Password must be at least 8 characters' }],
    ['exactly 8 characters', { password: '12345678', confirmPassword: '12345678' }, {}],
    ['different passwords', { confirmPassword: 'correct horsE' }, { confirmPassword: 'Passwords do not match' }],
  ])('%s', (_, change, expected) => {
    expect(validateRegisterForm({ ...valid, ...change })).toEqual(expected);
  });
});
