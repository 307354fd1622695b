import type { GoogleConsentAnswer } from './queries';

// What Google sends back to /google-business/callback, and what the server is handed to finish connecting.

export const CONSENT_NOT_FROM_THIS_BROWSER =
  'This answer from Google does not belong to a connection started in this browser. Start again with Connect Google.';

export type GoogleCallbackStart = { kind: 'answer'; answer: GoogleConsentAnswer } | { kind: 'refused'; message: string };

/**
 * The code (or Google's error) and state from the address, with the pending consent this browser kept.
 * Without the pending consent or a state, the answer cannot be tied to a connection started here.
 */
export function readGoogleCallback(search: string, pending: string | null): GoogleCallbackStart {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!pending || !state) return { kind: 'refused', message: CONSENT_NOT_FROM_THIS_BROWSER };
  const error = query.get('error');
  const code = query.get('code');
  if (error) return { kind: 'answer', answer: { error, state, pending } };
  return { kind: 'answer', answer: { ...(code ? { code } : {}), state, pending } };
}
