import { describe, expect, it } from 'vitest';
import { ApiRequestError, ApiResponseShapeError } from '../../lib/api-client';
import { oauthValidationFailurePath, readOAuthCallback } from './oauth-callback';

describe('readOAuthCallback', () => {
  it.each([
    ['?token=abc&provider=google', { token: 'abc' }],
    ['?error=access_denied', { redirectTo: '/login?error=access_denied' }],
    ['?error=access_denied&token=abc', { redirectTo: '/login?error=access_denied' }],
    ['?error=a b&c', { redirectTo: '/login?error=a+b' }],
    ['?provider=google', { redirectTo: '/login?error=no_token' }],
    ['', { redirectTo: '/login?error=no_token' }],
  ])('%j', (search, expected) => {
    expect(readOAuthCallback(search)).toEqual(expected);
  });
});

describe('oauthValidationFailurePath', () => {
  it.each<[string, unknown, string]>([
    ['an answer without a user', new ApiResponseShapeError('no user'), '/login?error=invalid_token'],
    ['a rejected token', new ApiRequestError('Authentication failed', 401, undefined, 'INVALID_TOKEN', undefined), '/login?error=validation_failed'],
    ['an unreachable server', new TypeError('Failed to fetch'), '/login?error=validation_failed'],
  ])('%s', (_, error, expected) => {
    expect(oauthValidationFailurePath(error)).toBe(expected);
  });
});
