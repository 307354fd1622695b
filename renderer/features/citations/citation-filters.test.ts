import { describe, expect, it } from 'vitest';
import {
  citationFiltersFromAddress,
  citationFiltersNarrow,
  citationFiltersToAddress,
  citationIssueListQuery,
  NO_CITATION_FILTERS,
  type CitationFilters,
} from './citation-filters';

const BUSINESS_ID = '0b9f6a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b';

describe('citationFiltersFromAddress', () => {
  it.each<[string, string, CitationFilters]>([
    ['an empty address', '', NO_CITATION_FILTERS],
    [
      'every filter',
      `businessId=${BUSINESS_ID}&platform=yelp&issueType=phone_mismatch&status=resolved`,
      { businessId: BUSINESS_ID, platform: 'yelp', issueType: 'phone_mismatch', status: 'resolved' },
    ],
    ['a business id that is not one', 'businessId=42', NO_CITATION_FILTERS],
    ['an unknown issue type', 'issueType=typo', NO_CITATION_FILTERS],
    ['an unknown status', 'status=closed', NO_CITATION_FILTERS],
    ['a blank directory', 'platform=%20', NO_CITATION_FILTERS],
    ['every status', 'status=all', { ...NO_CITATION_FILTERS, status: 'all' }],
  ])('%s', (_, address, expected) => {
    expect(citationFiltersFromAddress(new URLSearchParams(address))).toEqual(expected);
  });
});

describe('citationFiltersToAddress', () => {
  it.each<[string, CitationFilters, string]>([
    ['no filters', NO_CITATION_FILTERS, ''],
    ['resolved ones', { ...NO_CITATION_FILTERS, status: 'resolved' }, 'status=resolved'],
    [
      'every filter',
      { businessId: BUSINESS_ID, platform: 'bing-places', issueType: 'missing_listing', status: 'all' },
      `businessId=${BUSINESS_ID}&platform=bing-places&issueType=missing_listing&status=all`,
    ],
  ])('%s', (_, filters, expected) => {
    expect(citationFiltersToAddress(filters).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filters: CitationFilters = { businessId: BUSINESS_ID, platform: 'yelp', issueType: 'name_mismatch', status: 'all' };
    expect(citationFiltersFromAddress(citationFiltersToAddress(filters))).toEqual(filters);
  });
});

describe('citationFiltersNarrow', () => {
  it.each<[string, CitationFilters, boolean]>([
    ['no filters', NO_CITATION_FILTERS, false],
    ['one business', { ...NO_CITATION_FILTERS, businessId: BUSINESS_ID }, true],
    ['a directory', { ...NO_CITATION_FILTERS, platform: 'yelp' }, true],
    ['an issue type', { ...NO_CITATION_FILTERS, issueType: 'website_mismatch' }, true],
    ['resolved ones', { ...NO_CITATION_FILTERS, status: 'resolved' }, true],
  ])('%s', (_, filters, expected) => {
    expect(citationFiltersNarrow(filters)).toBe(expected);
  });
});

describe('citationIssueListQuery', () => {
  it('leaves out the filters not in use and always sends the status', () => {
    expect(citationIssueListQuery(NO_CITATION_FILTERS)).toEqual({
      businessId: undefined,
      platform: undefined,
      issueType: undefined,
      status: 'open',
    });
    expect(citationIssueListQuery({ ...NO_CITATION_FILTERS, platform: 'yelp', status: 'all' })).toEqual({
      businessId: undefined,
      platform: 'yelp',
      issueType: undefined,
      status: 'all',
    });
  });
});
