import type { OrganizationSummary, PublicUser } from '../../shared/contract/entities';
import { VERIFICATION_LINK_TTL_MS } from '../../shared/domain/constants';
import { USER_ROLES } from '../../shared/domain/enums';

// What the browser keeps between visits.

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  currentOrg: 'currentOrg',
  sidebarCollapsed: 'sidebar-collapsed',
  nextAfterVerification: 'next-after-verification',
  installPromptDismissed: 'install-prompt-dismissed',
} as const;

// Only the fields the shell relies on are required, so an older stored user still reads; the rest is
// kept as stored. Checked by hand: the first screens load no schema library.
export type SessionUser = Pick<PublicUser, 'id' | 'name' | 'email' | 'role'> & { [field: string]: unknown };
export type SessionOrganization = Pick<OrganizationSummary, 'id' | 'name'> & { [field: string]: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasText = (record: Record<string, unknown>, ...fields: string[]) => fields.every((field) => typeof record[field] === 'string');

function asSessionUser(value: unknown): SessionUser {
  if (!isRecord(value) || !hasText(value, 'id', 'name', 'email') || !(USER_ROLES as readonly unknown[]).includes(value.role)) {
    throw new TypeError('The stored user lacks its id, name, email or role');
  }
  return value as SessionUser;
}

function asSessionOrganization(value: unknown): SessionOrganization {
  if (!isRecord(value) || !hasText(value, 'id', 'name')) throw new TypeError('The stored organization lacks its id or name');
  return value as SessionOrganization;
}

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
    return asSessionUser(JSON.parse(raw));
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
    return asSessionOrganization(JSON.parse(raw));
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

/**
 * Where a sign-up that must first verify its email was heading (an invitation, say): the
 * verification link may open in another tab, so it is kept for as long as the link lives.
 */
export function rememberNextAfterVerification(next: string, now = Date.now()): void {
  write(STORAGE_KEYS.nextAfterVerification, JSON.stringify({ next, until: now + VERIFICATION_LINK_TTL_MS }));
}

/** The remembered path once, then forgotten; undefined when none or expired. */
export function takeNextAfterVerification(now = Date.now()): string | undefined {
  const raw = read(STORAGE_KEYS.nextAfterVerification);
  if (!raw) return undefined;
  write(STORAGE_KEYS.nextAfterVerification, null);
  try {
    const { next, until } = JSON.parse(raw) as { next?: unknown; until?: unknown };
    return typeof next === 'string' && typeof until === 'number' && now <= until ? next : undefined;
  } catch {
    return undefined;
  }
}

/** When the install prompt was last dismissed, in epoch milliseconds; undefined when never. */
export function getInstallPromptDismissedAt(): number | undefined {
  const dismissedAt = Number(read(STORAGE_KEYS.installPromptDismissed) ?? Number.NaN);
  return Number.isFinite(dismissedAt) ? dismissedAt : undefined;
}

export function storeInstallPromptDismissedAt(at: number): void {
  write(STORAGE_KEYS.installPromptDismissed, String(at));
}
