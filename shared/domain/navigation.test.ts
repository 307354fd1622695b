import { describe, expect, it } from 'vitest';
import type { UserRole } from './enums';
import { isNavEntryActive, NAV_ENTRIES, navSectionsFor, navTestId } from './navigation';

const titles = (role: UserRole | undefined) =>
  navSectionsFor(role).map((section) => [section.title, section.entries.map((entry) => entry.name)] as const);

const general = [
  'Dashboard',
  'Business Profiles',
  'Business Matching',
  'Directory Submissions',
  'Citation Scanner',
  'Directory Explorer',
  'Listings Management',
  'Google Business Profile',
  'Citation Monitoring',
  'Reports',
  'Settings',
];

describe('navSectionsFor', () => {
  it.each<[UserRole | undefined, (readonly [string, string[]])[]]>([
    [undefined, [['General', general]]],
    ['business', [['General', general]]],
    ['business_pro', [['General', general]]],
    ['partner', [['General', general], ['Partner Tools', ['Partner Dashboard', 'Client Management']]]],
    [
      'admin',
      [
        ['General', general],
        [
          'Administration',
          ['Admin Dashboard', 'User Management', 'Partner Management', 'Organizations', 'Admin Settings', 'Billing'],
        ],
      ],
    ],
  ])('role %s sees the right groups', (role, expected) => {
    expect(titles(role)).toEqual(expected);
  });
});

describe('isNavEntryActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/businesses', false],
    ['/admin', '/admin/users', false],
    ['/admin/users', '/admin/users', true],
  ])('%s on %s -> %s', (href, path, expected) => {
    expect(isNavEntryActive({ href }, path)).toBe(expected);
  });
});

describe('navTestId', () => {
  it.each([
    ['Dashboard', 'nav-dashboard'],
    ['Business Profiles', 'nav-business-profiles'],
    ['Admin  Settings', 'nav-admin-settings'],
  ])('%s -> %s', (name, expected) => {
    expect(navTestId(name)).toBe(expected);
  });

  it('gives every entry a distinct id', () => {
    const ids = NAV_ENTRIES.map((entry) => navTestId(entry.name));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
