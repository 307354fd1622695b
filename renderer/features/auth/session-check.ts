import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import type { SessionOrganization, SessionUser } from '../../lib/session-storage';

export const SESSION_CHECK_KEY = ['session-check'] as const;

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
