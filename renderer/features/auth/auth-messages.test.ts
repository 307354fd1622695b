import { describe, expect, it } from 'vitest';
import { mentionsEmailVerification, verifyEmailPath } from './auth-messages';

describe('mentionsEmailVerification', () => {
  it.each([
    ['Please verify your email before signing in', true],
    ['Email not verified', true],
    ['Your e-mail address needs verification', true],
    ['Invalid email or password', false],
    ['Verification failed', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (message, expected) => {
    expect(mentionsEmailVerification(message)).toBe(expected);
  });
});

describe('verifyEmailPath', () => {
  it.each([
    ['ada@example.com', '/verify-email?email=ada%40example.com'],
    ['  ada@example.com ', '/verify-email?email=ada%40example.com'],
    ['a+b@example.com', '/verify-email?email=a%2Bb%40example.com'],
    ['', '/verify-email'],
  ])('%j -> %s', (email, expected) => {
    expect(verifyEmailPath(email)).toBe(expected);
  });
});
