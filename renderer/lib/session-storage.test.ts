// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  getStoredOrganization,
  getStoredSidebarCollapsed,
  getStoredUser,
  STORAGE_KEYS,
  storeSidebarCollapsed,
  storeUser,
} from './session-storage';

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
