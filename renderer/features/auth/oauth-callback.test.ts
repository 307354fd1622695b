// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/contract/entities';
import { ApiRequestError, ApiResponseShapeError } from '../../lib/api-client';
import { getStoredToken } from '../../lib/session-storage';
import { oauthValidationFailurePath, readOAuthCallback, signInFromCallback } from './oauth-callback';

const user: PublicUser = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  name: 'Ada Lovelace',
  role: 'business',
  emailVerified: true,
  avatarUrl: null,
  provider: 'google',
  lastLogin: null,
  createdAt: '2025-06-01T12:00:00.000Z',
};
const organization = { id: 'o1', name: "Ada's organization", slug: 'ada', type: 'standard', plan: 'business', role: 'owner' } as const;

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readOAuthCallback', () => {
  it.each([
    ['?code=abc&provider=google', { kind: 'code', code: 'abc' }],
    // A session token in the address is never taken: a link could sign someone into another's account.
    ['?token=abc&provider=google', { kind: 'redirect', to: '/login?error=no_token' }],
    ['?code=abc&token=def', { kind: 'code', code: 'abc' }],
    ['?error=access_denied', { kind: 'redirect', to: '/login?error=access_denied' }],
    ['?error=access_denied&code=abc', { kind: 'redirect', to: '/login?error=access_denied' }],
    ['?error=a b&c', { kind: 'redirect', to: '/login?error=a+b' }],
    ['?provider=google', { kind: 'redirect', to: '/login?error=no_token' }],
    ['?code=', { kind: 'redirect', to: '/login?error=no_token' }],
    ['', { kind: 'redirect', to: '/login?error=no_token' }],
  ])('%j', (search, expected) => {
    expect(readOAuthCallback(search)).toEqual(expected);
  });
});

describe('signInFromCallback', () => {
  it('exchanges a code for a session', async () => {
    fetchMock.mockResolvedValue(json(200, { user, token: 'session-token', organization }));
    await expect(signInFromCallback({ kind: 'code', code: 'one-time-code-123456' })).resolves.toEqual({
      user,
      token: 'session-token',
      organization,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/exchange');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"code":"one-time-code-123456"}');
  });

  it('treats an exchange without a token as an invalid answer', async () => {
    fetchMock.mockResolvedValue(json(200, { user, organization }));
    const error = await signInFromCallback({ kind: 'code', code: 'c' }).catch((failure: unknown) => failure);
    expect(oauthValidationFailurePath(error)).toBe('/login?error=invalid_token');
  });

  it('stores nothing itself: the session is what the exchange answers', async () => {
    fetchMock.mockResolvedValue(json(200, { user, token: 'session-token', organization }));
    await signInFromCallback({ kind: 'code', code: 'one-time-code-123456' });
    expect(getStoredToken()).toBeNull();
  });
});

describe('oauthValidationFailurePath', () => {
  it.each<[string, unknown, string]>([
    ['an answer without a user', new ApiResponseShapeError('no user'), '/login?error=invalid_token'],
    ['a used code', new ApiRequestError('400: Invalid code', 400, 'Invalid code', 'INVALID_TOKEN_LINK', undefined), '/login?error=validation_failed'],
    ['a rejected token', new ApiRequestError('Authentication failed', 401, undefined, 'INVALID_TOKEN', undefined), '/login?error=validation_failed'],
    ['an unreachable server', new TypeError('Failed to fetch'), '/login?error=validation_failed'],
  ])('%s', (_, error, expected) => {
    expect(oauthValidationFailurePath(error)).toBe(expected);
  });
});
