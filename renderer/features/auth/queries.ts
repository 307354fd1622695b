import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import type { SessionOrganization, SessionUser } from '../../lib/session-storage';

// Only keys and the session check live here: the sign-in screens load this module, so it stays small.
export const authKeys = {
  /** Kept when switching organizations resets the cache, so its root is shared with no other key. */
  sessionCheck: ['session-check'] as const,
  emailVerification: (token: string) => ['auth', 'verify-email', token] as const,
};

/** What the server says about the stored token; 'offline' keeps the cached user, so a network failure signs no one out. */
export type SessionCheck =
  | { status: 'valid'; user: SessionUser; organization: SessionOrganization | null }
  | { status: 'invalid' }
  | { status: 'offline' };

export async function checkSession(): Promise<SessionCheck> {
  try {
    const { user, organization } = await callRoute(contract.auth.validate);
    return { status: 'valid', user, organization };
  } catch (error) {
    // fetch rejects with a TypeError when the server cannot be reached at all.
    if (error instanceof TypeError) return { status: 'offline' };
    return { status: 'invalid' };
  }
}
