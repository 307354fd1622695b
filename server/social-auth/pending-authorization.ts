import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { z } from 'zod';
import type { SocialProvider } from '../../shared/contract/auth';

/**
 * What the browser must bring back from the provider: the state it was sent away with and, where the
 * provider does PKCE, the code verifier. It lives in a short-lived cookie rather than a server session
 * so that any instance behind a load balancer can finish a sign-in another one started.
 */
export interface PendingAuthorization {
  state: string;
  codeVerifier?: string;
}

const pendingSchema = z.object({
  state: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128).optional(),
});

/** Long enough to sign in at the provider, short enough that a forgotten tab's cookie soon expires. */
const LIFETIME_MS = 10 * 60_000;
const COOKIE_PATH = '/api/auth';

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether the state the provider returned is the one this browser was sent with. */
export function stateMatches(pending: PendingAuthorization | undefined, returned: unknown): boolean {
  return sameSecret(pending?.state, returned);
}

/** Whether a secret the browser brought is the one expected, compared in constant time. */
function sameSecret(expected: string | undefined, returned: unknown): boolean {
  if (!expected || typeof returned !== 'string') return false;
  const want = Buffer.from(expected);
  const got = Buffer.from(returned);
  return want.length === got.length && timingSafeEqual(want, got);
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

function decode(value: string | undefined): PendingAuthorization | undefined {
  if (!value) return undefined;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface PendingAuthorizationCookie {
  read(req: Request): PendingAuthorization | undefined;
  save(res: Response, pending: PendingAuthorization): void;
  clear(res: Response): void;
}

/** The provider's cookie: HttpOnly, SameSite=Lax (it must come along on the provider's redirect back), /api/auth only. */
export function pendingAuthorizationCookie(provider: SocialProvider, options: { secure: boolean }): PendingAuthorizationCookie {
  const name = `citewise_oauth_${provider}`;
  const attributes: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: COOKIE_PATH };
  return {
    read: (req) => decode(readCookie(req, name)),
    save(res, pending) {
      const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
      res.cookie(name, value, { ...attributes, maxAge: LIFETIME_MS });
    },
    clear(res) {
      res.clearCookie(name, attributes);
    },
  };
}

export const SIGN_IN_CODE_COOKIE = 'citewise_sign_in_code';
const SIGN_IN_CODE_PATH = '/api/auth/exchange';

/**
 * The one-time code of a finished sign-in, kept also in the browser that signed in (HttpOnly, sent
 * only to the exchange), so a code from someone else's sign-in, sent in a link, cannot sign another
 * browser into that account.
 */
export function signInCodeCookie(options: { secure: boolean; lifetimeMs: number }) {
  const attributes: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: SIGN_IN_CODE_PATH };
  return {
    path: SIGN_IN_CODE_PATH,
    save(res: Response, code: string): void {
      res.cookie(SIGN_IN_CODE_COOKIE, code, { ...attributes, maxAge: options.lifetimeMs });
    },
    /** Whether this browser holds the code; the cookie is cleared either way, as a code is used once. */
    holds(req: Request, res: Response, code: unknown): boolean {
      const held = readCookie(req, SIGN_IN_CODE_COOKIE);
      res.clearCookie(SIGN_IN_CODE_COOKIE, attributes);
      return sameSecret(held, code);
    },
  };
}
