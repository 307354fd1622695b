import type { UserRole } from './enums';

export type NavGroup = 'general' | 'partner' | 'admin';

export interface NavEntry {
  name: string;
  href: string;
  group: NavGroup;
  /** Absent: shown to everyone, even before a user is loaded. */
  roles?: readonly UserRole[];
}

export const NAV_GROUP_TITLES: Record<NavGroup, string> = {
  general: 'General',
  partner: 'Partner Tools',
  admin: 'Administration',
};

export const NAV_ENTRIES: readonly NavEntry[] = [
  { name: 'Dashboard', href: '/', group: 'general' },
  { name: 'Business Profiles', href: '/businesses', group: 'general' },
  { name: 'Business Matching', href: '/matching', group: 'general' },
  { name: 'Directory Submissions', href: '/submissions', group: 'general' },
  { name: 'Citation Scanner', href: '/scanner', group: 'general' },
  { name: 'Directory Explorer', href: '/directory-explorer', group: 'general' },
  { name: 'Listings Management', href: '/listings', group: 'general' },
  { name: 'Google Business Profile', href: '/google-business', group: 'general' },
  { name: 'Citation Monitoring', href: '/citations', group: 'general' },
  { name: 'Reports', href: '/reports', group: 'general' },
  { name: 'Settings', href: '/settings', group: 'general' },
  { name: 'Partner Dashboard', href: '/partner', group: 'partner', roles: ['partner'] },
  { name: 'Client Management', href: '/partner/clients', group: 'partner', roles: ['partner'] },
  { name: 'Admin Dashboard', href: '/admin', group: 'admin', roles: ['admin'] },
  { name: 'User Management', href: '/admin/users', group: 'admin', roles: ['admin'] },
  { name: 'Partner Management', href: '/admin/partners', group: 'admin', roles: ['admin'] },
  { name: 'Organizations', href: '/admin/organizations', group: 'admin', roles: ['admin'] },
  { name: 'Admin Settings', href: '/admin/settings', group: 'admin', roles: ['admin'] },
  { name: 'Billing', href: '/admin/billing', group: 'admin', roles: ['admin'] },
];

/** The small-screen menu also lists Directory Integration, which the sidebar omits. */
export const DIRECTORY_INTEGRATION_ENTRY: NavEntry = {
  name: 'Directory Integration',
  href: '/directories',
  group: 'general',
};

export const BOTTOM_TAB_ENTRIES: readonly { name: string; href: string }[] = [
  { name: 'Dashboard', href: '/' },
  { name: 'Businesses', href: '/businesses' },
  { name: 'Listings', href: '/listings' },
  { name: 'Citations', href: '/citations' },
  { name: 'Reports', href: '/reports' },
];

export function isNavEntryVisible(entry: NavEntry, role: UserRole | undefined): boolean {
  if (!entry.roles) return true;
  return role !== undefined && entry.roles.includes(role);
}

export interface NavSection {
  group: NavGroup;
  title: string;
  entries: NavEntry[];
}

/** Groups in display order, each with the entries the role may see; empty groups are left out. */
export function navSectionsFor(role: UserRole | undefined, entries: readonly NavEntry[] = NAV_ENTRIES): NavSection[] {
  const groups: NavGroup[] = ['general', 'partner', 'admin'];
  return groups
    .map((group) => ({
      group,
      title: NAV_GROUP_TITLES[group],
      entries: entries.filter((e) => e.group === group && isNavEntryVisible(e, role)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Active only on an exact path match, so '/' is not active everywhere. */
export function isNavEntryActive(entry: { href: string }, path: string): boolean {
  return entry.href === path;
}

export function navTestId(name: string): string {
  return `nav-${name.toLowerCase().trim().replace(/\s+/g, '-')}`;
}
