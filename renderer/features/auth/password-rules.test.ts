import { describe, expect, it } from 'vitest';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './password-rules';

describe('validateNewPassword', () => {
  it.each<[string, NewPasswordValues, NewPasswordErrors]>([
    ['matching passwords', { password: 'correct horse', confirmPassword: 'correct horse' }, {}],
    ['exactly 8 characters', { password: '12345678', confirmPassword: '12345678' }, {}],
    ['nothing typed', { password: '', confirmPassword: '' }, { password: 'Password is required', confirmPassword: 'Please confirm your password' }],
    ['a short password', { password: 'short', confirmPassword: 'short' }, { password: 'Password must be at least 8 characters' }],
    ['a short password, not confirmed', { password: 'short', confirmPassword: '' }, { password: 'Password must be at least 8 characters', confirmPassword: 'Please confirm your password' }],
    ['a long password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
    ['different passwords', { password: 'correct horse', confirmPassword: 'correct horsE' }, { confirmPassword: 'Passwords do not match' }],
    ['a short password, confirmed differently', { password: 'short', confirmPassword: 'shorter' }, { password: 'Password must be at least 8 characters', confirmPassword: 'Passwords do not match' }],
    ['only the confirmation typed', { password: '', confirmPassword: 'correct horse' }, { password: 'Password is required' }],
  ])('%s', (_, values, expected) => {
    expect(validateNewPassword(values)).toEqual(expected);
  });
});
