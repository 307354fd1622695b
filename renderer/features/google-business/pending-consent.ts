// The sealed `pending` of a Google consent this tab started: only the answer coming back to the same
// browser can finish the connection, so it stays in this tab's session storage, and is used once.

export const PENDING_CONSENT_KEY = 'citewise.googleBusiness.pending';

export function rememberPendingConsent(pending: string): void {
  try {
    window.sessionStorage.setItem(PENDING_CONSENT_KEY, pending);
  } catch {
    // Storage refused (a private mode): the callback will say the answer is not from this browser.
  }
}

export function readPendingConsent(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_CONSENT_KEY) || null;
  } catch {
    return null;
  }
}

/** Once Google's answer is in, the pending consent is of no further use. */
export function forgetPendingConsent(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CONSENT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
