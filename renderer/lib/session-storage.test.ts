// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  getStoredOrganization,
  getStoredSidebarCollapsed,
  getStoredUser,
  rememberNextAfterVerification,
  STORAGE_KEYS,
  storeSidebarCollapsed,
  storeUser,
  takeNextAfterVerification,
} from './session-storage';
import { VERIFICATION_LINK_TTL_MS } from '../../shared/domain/constants';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'business_pro' } as const;

describe('stored user', () => {
  it('reads back what was stored, extra fields included', () => {
    storeUser({ ...user, avatarUrl: null });
    expect(getStoredUser()).toEqual({ ...user, avatarUrl: null });
  });

  it.each([
    ['not JSON', '{oops'],
    ['missing fields', '{"name":"Ada"}'],
    ['an unknown role', JSON.stringify({ ...user, role: 'root' })],
  ])('logs and yields no user for %s', (_, raw) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.user, raw);
    expect(getStoredUser()).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to parse user data', expect.anything());
  });

  it('yields no user when none is stored', () => {
    expect(getStoredUser()).toBeNull();
  });
});

describe('clearStoredSession', () => {
  it('forgets token, user and organization but not the sidebar preference', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    storeUser(user);
    localStorage.setItem(STORAGE_KEYS.currentOrg, JSON.stringify({ id: 'o1', name: 'Acme' }));
    storeSidebarCollapsed(true);
    expect(getStoredOrganization()).toEqual({ id: 'o1', name: 'Acme' });

    clearStoredSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getStoredOrganization()).toBeNull();
    expect(getStoredSidebarCollapsed()).toBe(true);
  });
});

describe('sidebar-collapsed', () => {
  it.each([
    [null, false],
    ['true', true],
    ['false', false],
    ['yes', false],
  ])('%j reads as %s', (raw, expected) => {
    if (raw !== null) localStorage.setItem('sidebar-collapsed', raw);
    expect(getStoredSidebarCollapsed()).toBe(expected);
  });

  it("is stored as 'true' or 'false'", () => {
    storeSidebarCollapsed(true);
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    storeSidebarCollapsed(false);
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
  });
});

describe('next path kept across email verification', () => {
  const now = 1_700_000_000_000;

  it('hands the path back once', () => {
    rememberNextAfterVerification('/invitations/accept?token=abc', now);
    expect(takeNextAfterVerification(now + 60_000)).toBe('/invitations/accept?token=abc');
    expect(takeNextAfterVerification(now + 60_000)).toBeUndefined();
  });

  it('forgets it once the verification link has expired', () => {
    rememberNextAfterVerification('/settings', now);
    expect(takeNextAfterVerification(now + VERIFICATION_LINK_TTL_MS + 1)).toBeUndefined();
  });

  it('ignores a value it did not write', () => {
    localStorage.setItem(STORAGE_KEYS.nextAfterVerification, '{oops');
    expect(takeNextAfterVerification(now)).toBeUndefined();
  });
});
