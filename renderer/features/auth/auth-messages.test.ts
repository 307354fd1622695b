import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import {
  asksForEmailVerification,
  mentionsEmailVerification,
  socialSignInErrorMessage,
  verifyEmailPath,
} from './auth-messages';

function apiError(status: number, serverMessage: string, code?: string) {
  return new ApiRequestError(`${status}: ${serverMessage}`, status, serverMessage, code, undefined);
}

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

describe('asksForEmailVerification', () => {
  it.each<[string, unknown, boolean]>([
    ['the server code', apiError(403, 'Please verify your email address before signing in.', 'EMAIL_NOT_VERIFIED'), true],
    ['a message about verifying the email', apiError(403, 'Email not verified'), true],
    ['wrong credentials', apiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS'), false],
    ['a network failure', new TypeError('Failed to fetch'), false],
  ])('%s', (_, error, expected) => {
    expect(asksForEmailVerification(error)).toBe(expected);
  });
});

describe('verifyEmailPath', () => {
  it.each([
    ['ada@example.com', '/verify-email?email=ada%40example.com'],
    ['  ada@example.com ', '/verify-email?email=ada%40example.com'],
    ['a+b@example.com', '/verify-email?email=a%2Bb%40example.com'],
    ['ada', '/verify-email'],
    ['', '/verify-email'],
  ])('%j -> %s', (email, expected) => {
    expect(verifyEmailPath(email)).toBe(expected);
  });
});

describe('socialSignInErrorMessage', () => {
  it.each<[string, string | null, string]>([
    ['provider_not_configured', 'google', 'Google sign-in is not configured on this server.'],
    ['provider_not_configured', 'linkedin', 'LinkedIn sign-in is not configured on this server.'],
    [
      'email_required',
      'facebook',
      'Your Facebook account did not share a verified email address, so it cannot sign you in here. Sign in with your email and password, or use another provider.',
    ],
    ['invalid_state', 'google', 'Sign-in expired or was started in another window. Please try again.'],
    ['sign_in_failed', 'linkedin', "LinkedIn sign-in failed on the provider's side. Please try again in a moment."],
    ['provider_not_configured', null, 'This sign-in method is not configured on this server.'],
    ['provider_not_configured', 'myspace', 'This sign-in method is not configured on this server.'],
    ['access_denied', 'facebook', 'Sign-in was cancelled.'],
    ['no_token', null, 'Sign-in did not complete: no sign-in details came back. Please try again.'],
    ['invalid_token', null, 'Your sign-in link is invalid or has expired. Please sign in again.'],
    ['validation_failed', null, 'We could not confirm your sign-in. Please check your connection and try again.'],
    ['server_error', 'google', 'Google sign-in did not complete (server_error). Please try again.'],
    ['<b>odd</b> value', null, 'Social sign-in did not complete (boddbvalue). Please try again.'],
    ['<>', null, 'Social sign-in did not complete. Please try again.'],
  ])('%s from %s', (error, provider, expected) => {
    expect(socialSignInErrorMessage(error, provider)).toBe(expected);
  });
});
