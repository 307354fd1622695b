import type { z } from 'zod';
import { organizationSummarySchema, publicUserSchema } from '../../shared/contract/entities';

// What the browser keeps between visits (spec section 3, client-side storage).

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  currentOrg: 'currentOrg',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

// Only the fields the shell relies on are required, so an older stored user still reads.
const sessionUserSchema = publicUserSchema.pick({ id: true, name: true, email: true, role: true }).loose();
export type SessionUser = z.infer<typeof sessionUserSchema>;

const sessionOrganizationSchema = organizationSummarySchema.pick({ id: true, name: true }).loose();
export type SessionOrganization = z.infer<typeof sessionOrganizationSchema>;

// Storage can throw (disabled cookies, private modes); the app then runs without persistence.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives only in memory for this visit.
  }
}

export function getStoredToken(): string | null {
  return read(STORAGE_KEYS.token) || null;
}

export function storeToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

export function getStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return sessionUserSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Failed to parse user data', error);
    return null;
  }
}

export function storeUser(user: SessionUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function getStoredOrganization(): SessionOrganization | null {
  const raw = read(STORAGE_KEYS.currentOrg);
  if (!raw) return null;
  try {
    return sessionOrganizationSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeOrganization(organization: SessionOrganization | null): void {
  write(STORAGE_KEYS.currentOrg, organization ? JSON.stringify(organization) : null);
}

/** Forgets the signed-in session: token, user and current organization. */
export function clearStoredSession(): void {
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.currentOrg, null);
}

export function getStoredSidebarCollapsed(): boolean {
  return read(STORAGE_KEYS.sidebarCollapsed) === 'true';
}

export function storeSidebarCollapsed(collapsed: boolean): void {
  write(STORAGE_KEYS.sidebarCollapsed, String(collapsed));
}
