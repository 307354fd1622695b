import { describe, expect, it } from 'vitest';
import type { AdminOrganization } from '../../../shared/contract/admin';
import { organizationChanges, organizationFormValues, type OrganizationFormValues } from './organization-changes';

const saved: AdminOrganization = {
  id: 'org-1',
  name: 'Corner Bakery',
  slug: 'corner-bakery-1a2b3c',
  type: 'standard',
  plan: 'business',
  isActive: true,
  partnerOrganizationId: null,
  maxBusinesses: 1,
  maxUsers: 1,
  allowedDirectories: ['yelp', 'google'],
  usage: { businesses: 0, users: 1 },
  createdAt: '2025-05-01T00:00:00.000Z',
};

const edit = (changes: Partial<OrganizationFormValues>): OrganizationFormValues => ({
  ...organizationFormValues(saved),
  ...changes,
});

describe('organizationChanges', () => {
  it.each<[string, Partial<OrganizationFormValues>, object]>([
    ['nothing edited', {}, {}],
    ['spaces around the name', { name: '  Corner Bakery ' }, {}],
    ['the same directories in another order', { directories: { followPlan: false, ids: ['google', 'yelp'] } }, {}],
    ['a limit typed with spaces', { maxUsers: ' 1 ' }, {}],
    ['a new plan and user limit', { plan: 'business_pro', maxUsers: '5' }, { plan: 'business_pro', maxUsers: 5 }],
    ['a new type', { type: 'white_label' }, { type: 'white_label' }],
    ['paused', { isActive: false }, { isActive: false }],
    ['a zero limit', { maxBusinesses: '0' }, { maxBusinesses: 0 }],
    ['a directory more', { directories: { followPlan: false, ids: ['yelp', 'google', 'bing'] } }, { allowedDirectories: ['yelp', 'google', 'bing'] }],
    ['back to following the plan', { directories: { followPlan: true } }, { allowedDirectories: [] }],
    ['a new name', { name: 'Corner Bakery & Café' }, { name: 'Corner Bakery & Café' }],
  ])('%s', (_, values, expected) => {
    expect(organizationChanges(saved, edit(values))).toEqual({ changes: expected, errors: {} });
  });

  it.each<[string, Partial<OrganizationFormValues>, object]>([
    ['an empty limit', { maxUsers: '' }, { maxUsers: 'Enter a whole number, 0 or more' }],
    ['a negative limit', { maxBusinesses: '-1' }, { maxBusinesses: 'Enter a whole number, 0 or more' }],
    ['a fraction', { maxUsers: '2.5' }, { maxUsers: 'Enter a whole number, 0 or more' }],
    ['a huge limit', { maxUsers: '1000001' }, { maxUsers: 'Use at most 1,000,000' }],
    ['a one-letter name', { name: 'A' }, { name: 'Organization name must be at least 2 characters' }],
    ['no directory chosen', { directories: { followPlan: false, ids: [] } }, { directories: 'Choose at least one directory, or follow the plan' }],
  ])('refuses %s', (_, values, expected) => {
    expect(organizationChanges(saved, edit(values)).errors).toEqual(expected);
  });
});
