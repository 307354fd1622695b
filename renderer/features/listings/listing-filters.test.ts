import { describe, expect, it } from 'vitest';
import {
  listingFiltersFromAddress,
  listingFiltersNarrow,
  listingFiltersToAddress,
  listingListQuery,
  listingsPathForBusiness,
  NO_LISTING_FILTERS,
  type ListingFilters,
} from './listing-filters';

const BUSINESS_ID = '0b9f6a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b';

describe('listingFiltersFromAddress', () => {
  it.each<[string, string, ListingFilters]>([
    ['an empty address', '', NO_LISTING_FILTERS],
    [
      'every filter',
      `businessId=${BUSINESS_ID}&search=pizza&status=error&platform=yelp`,
      { businessId: BUSINESS_ID, search: 'pizza', status: 'error', platform: 'yelp' },
    ],
    ['a business id that is not one', 'businessId=42', NO_LISTING_FILTERS],
    ['an unknown status', 'status=live', NO_LISTING_FILTERS],
    ['a blank directory', 'platform=%20%20', NO_LISTING_FILTERS],
    ['a submitted status', 'status=submitted', { ...NO_LISTING_FILTERS, status: 'submitted' }],
  ])('%s', (_, address, expected) => {
    expect(listingFiltersFromAddress(new URLSearchParams(address))).toEqual(expected);
  });

  it('cuts an overlong directory id to what the server accepts', () => {
    expect(listingFiltersFromAddress(new URLSearchParams(`platform=${'x'.repeat(150)}`)).platform).toHaveLength(100);
  });
});

describe('listingFiltersToAddress', () => {
  it.each<[string, ListingFilters, string]>([
    ['no filters', NO_LISTING_FILTERS, ''],
    ['a status', { ...NO_LISTING_FILTERS, status: 'published' }, 'status=published'],
    [
      'every filter',
      { businessId: BUSINESS_ID, search: 'main st', status: 'pending', platform: 'bing-places' },
      `businessId=${BUSINESS_ID}&search=main+st&status=pending&platform=bing-places`,
    ],
  ])('%s', (_, filters, expected) => {
    expect(listingFiltersToAddress(filters).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filters: ListingFilters = { businessId: BUSINESS_ID, search: 'a&b', status: 'error', platform: 'yelp' };
    expect(listingFiltersFromAddress(listingFiltersToAddress(filters))).toEqual(filters);
  });
});

describe('listingFiltersNarrow', () => {
  it.each<[string, ListingFilters, boolean]>([
    ['no filters', NO_LISTING_FILTERS, false],
    ['blank search', { ...NO_LISTING_FILTERS, search: ' ' }, false],
    ['one business', { ...NO_LISTING_FILTERS, businessId: BUSINESS_ID }, true],
    ['a search', { ...NO_LISTING_FILTERS, search: 'pizza' }, true],
    ['a status', { ...NO_LISTING_FILTERS, status: 'error' }, true],
    ['a directory', { ...NO_LISTING_FILTERS, platform: 'yelp' }, true],
  ])('%s', (_, filters, expected) => {
    expect(listingFiltersNarrow(filters)).toBe(expected);
  });
});

describe('listingListQuery', () => {
  it.each<[string, ListingFilters, ReturnType<typeof listingListQuery>]>([
    ['no filters', NO_LISTING_FILTERS, { businessId: undefined, search: undefined, status: undefined, platform: undefined }],
    [
      'a padded search and a directory',
      { ...NO_LISTING_FILTERS, search: ' pizza ', platform: 'yelp' },
      { businessId: undefined, search: 'pizza', status: undefined, platform: 'yelp' },
    ],
  ])('%s', (_, filters, expected) => {
    expect(listingListQuery(filters)).toEqual(expected);
  });
});

describe('listingsPathForBusiness', () => {
  it('filters the listings screen to the business', () => {
    expect(listingsPathForBusiness(BUSINESS_ID)).toBe(`/listings?businessId=${BUSINESS_ID}`);
  });
});
