import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { newState, pendingAuthorizationCookie, stateMatches } from './pending-authorization';

function requestWithCookie(cookie: string): Request {
  return { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : undefined) } as unknown as Request;
}

function recordingResponse() {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ name, value, options }),
    clearCookie: (name: string, options: Record<string, unknown>) => calls.push({ name, options }),
  } as unknown as Response;
  return { res, calls };
}

describe('pending authorization', () => {
  it('round-trips through an HttpOnly, SameSite=Lax cookie scoped to /api/auth', () => {
    const cookie = pendingAuthorizationCookie('google', { secure: true });
    const { res, calls } = recordingResponse();
    const pending = { state: newState(), codeVerifier: newState() };
    cookie.save(res, pending);
    expect(calls[0]).toMatchObject({
      name: 'citewise_oauth_google',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/api/auth', maxAge: 600_000 },
    });
    expect(cookie.read(requestWithCookie(`other=1; citewise_oauth_google=${calls[0]?.value}`))).toEqual(pending);
  });

  it('ignores a missing, foreign or malformed cookie', () => {
    const cookie = pendingAuthorizationCookie('linkedin', { secure: false });
    expect(cookie.read(requestWithCookie(''))).toBeUndefined();
    expect(cookie.read(requestWithCookie('citewise_oauth_google=e30'))).toBeUndefined();
    expect(cookie.read(requestWithCookie('citewise_oauth_linkedin=not-json'))).toBeUndefined();
    const short = Buffer.from(JSON.stringify({ state: 'short' })).toString('base64url');
    expect(cookie.read(requestWithCookie(`citewise_oauth_linkedin=${short}`))).toBeUndefined();
  });

  it('matches only the exact state', () => {
    const state = newState();
    expect(stateMatches({ state }, state)).toBe(true);
    expect(stateMatches({ state }, `${state}x`)).toBe(false);
    expect(stateMatches({ state }, ['array'])).toBe(false);
    expect(stateMatches(undefined, state)).toBe(false);
  });
});
