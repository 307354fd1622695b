import { describe, expect, it } from 'vitest';
import {
  businessFiltersFromAddress,
  businessFiltersNarrow,
  businessFiltersToAddress,
  businessListQuery,
  NO_BUSINESS_FILTERS,
  type BusinessFilters,
} from './business-filters';

describe('businessFiltersFromAddress', () => {
  it.each<[string, string, BusinessFilters]>([
    ['an empty address', '', NO_BUSINESS_FILTERS],
    [
      'every filter',
      'search=joe%27s+pizza&category=restaurant&status=issues&sort=name',
      { search: "joe's pizza", category: 'restaurant', status: 'issues', sort: 'name' },
    ],
    ['an unknown category', 'category=bakery', NO_BUSINESS_FILTERS],
    ['an unknown status', 'status=broken', NO_BUSINESS_FILTERS],
    ['an unknown sort', 'sort=rating', NO_BUSINESS_FILTERS],
    ['a category in other capitals', 'category=Restaurant', NO_BUSINESS_FILTERS],
    ['unrelated parameters', 'page=3&businessId=x', NO_BUSINESS_FILTERS],
    ['the newest first', 'sort=created', { ...NO_BUSINESS_FILTERS, sort: 'created' }],
  ])('%s', (_, address, expected) => {
    expect(businessFiltersFromAddress(new URLSearchParams(address))).toEqual(expected);
  });
});

describe('businessFiltersToAddress', () => {
  it.each<[string, BusinessFilters, string]>([
    ['no filters', NO_BUSINESS_FILTERS, ''],
    ['the default sort is left out', { ...NO_BUSINESS_FILTERS, sort: 'updated' }, ''],
    ['another sort', { ...NO_BUSINESS_FILTERS, sort: 'name' }, 'sort=name'],
    [
      'every filter',
      { search: 'main st', category: 'beauty', status: 'pending', sort: 'created' },
      'search=main+st&category=beauty&status=pending&sort=created',
    ],
  ])('%s', (_, filters, expected) => {
    expect(businessFiltersToAddress(filters).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filters: BusinessFilters = { search: 'a&b=c', category: 'home_services', status: 'active', sort: 'name' };
    expect(businessFiltersFromAddress(businessFiltersToAddress(filters))).toEqual(filters);
  });
});

describe('businessFiltersNarrow', () => {
  it.each<[string, BusinessFilters, boolean]>([
    ['no filters', NO_BUSINESS_FILTERS, false],
    ['only a sort', { ...NO_BUSINESS_FILTERS, sort: 'name' }, false],
    ['blank search', { ...NO_BUSINESS_FILTERS, search: '   ' }, false],
    ['a search', { ...NO_BUSINESS_FILTERS, search: 'pizza' }, true],
    ['a category', { ...NO_BUSINESS_FILTERS, category: 'retail' }, true],
    ['a status', { ...NO_BUSINESS_FILTERS, status: 'issues' }, true],
  ])('%s', (_, filters, expected) => {
    expect(businessFiltersNarrow(filters)).toBe(expected);
  });
});

describe('businessListQuery', () => {
  it.each<[string, BusinessFilters, ReturnType<typeof businessListQuery>]>([
    [
      'no filters',
      NO_BUSINESS_FILTERS,
      { search: undefined, category: undefined, status: undefined, sort: 'updated' },
    ],
    [
      'a padded search and a category',
      { ...NO_BUSINESS_FILTERS, search: '  pizza ', category: 'restaurant' },
      { search: 'pizza', category: 'restaurant', status: undefined, sort: 'updated' },
    ],
  ])('%s', (_, filters, expected) => {
    expect(businessListQuery(filters)).toEqual(expected);
  });
});
