// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPendingConsent, PENDING_CONSENT_KEY, readPendingConsent, rememberPendingConsent } from './pending-consent';

describe('pending consent', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept in this tab until forgotten', () => {
    expect(readPendingConsent()).toBeNull();
    rememberPendingConsent('sealed');
    expect(sessionStorage.getItem(PENDING_CONSENT_KEY)).toBe('sealed');
    expect(readPendingConsent()).toBe('sealed');
    forgetPendingConsent();
    expect(readPendingConsent()).toBeNull();
  });
});
