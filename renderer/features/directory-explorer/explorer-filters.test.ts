import { describe, expect, it } from 'vitest';
import {
  explorerFiltersFromAddress,
  explorerFiltersNarrow,
  explorerFiltersToAddress,
  NO_EXPLORER_FILTERS,
  type ExplorerFilters,
} from './explorer-filters';

const every: ExplorerFilters = {
  search: 'yelp & co',
  category: 'restaurant',
  tier: 'pro',
  region: 'NY',
  kind: 'aggregator',
  inPlan: true,
  directory: 'opentable',
};

describe('explorerFiltersFromAddress', () => {
  it.each<[string, string, ExplorerFilters]>([
    ['an empty address', '', NO_EXPLORER_FILTERS],
    [
      'every filter',
      'search=yelp+%26+co&category=restaurant&tier=pro&region=NY&kind=aggregator&inPlan=true&directory=opentable',
      every,
    ],
    ['an unknown category', 'category=bakery', NO_EXPLORER_FILTERS],
    ['an unknown tier', 'tier=gold', NO_EXPLORER_FILTERS],
    ['an unknown kind', 'kind=social', NO_EXPLORER_FILTERS],
    ['in my plan only when true', 'inPlan=1', NO_EXPLORER_FILTERS],
    ['a padded region and directory', 'region=+US+&directory=+yelp+', { ...NO_EXPLORER_FILTERS, region: 'US', directory: 'yelp' }],
    ['a region too long to be one', `region=${'X'.repeat(101)}`, NO_EXPLORER_FILTERS],
    ['unrelated parameters', 'page=2&status=error', NO_EXPLORER_FILTERS],
  ])('%s', (_, address, expected) => {
    expect(explorerFiltersFromAddress(new URLSearchParams(address))).toEqual(expected);
  });
});

describe('explorerFiltersToAddress', () => {
  it.each<[string, ExplorerFilters, string]>([
    ['no filters', NO_EXPLORER_FILTERS, ''],
    ['in my plan', { ...NO_EXPLORER_FILTERS, inPlan: true }, 'inPlan=true'],
    ['a chosen directory', { ...NO_EXPLORER_FILTERS, directory: 'yelp' }, 'directory=yelp'],
    ['every filter', every, 'search=yelp+%26+co&category=restaurant&tier=pro&region=NY&kind=aggregator&inPlan=true&directory=opentable'],
  ])('%s', (_, filters, expected) => {
    expect(explorerFiltersToAddress(filters).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    expect(explorerFiltersFromAddress(explorerFiltersToAddress(every))).toEqual(every);
  });
});

describe('explorerFiltersNarrow', () => {
  it.each<[string, Partial<ExplorerFilters>, boolean]>([
    ['no filters', {}, false],
    ['only a chosen directory', { directory: 'yelp' }, false],
    ['a blank search', { search: '  ' }, false],
    ['a search', { search: 'map' }, true],
    ['a category', { category: 'beauty' }, true],
    ['a tier', { tier: 'basic' }, true],
    ['a region', { region: 'US' }, true],
    ['a kind', { kind: 'directory' }, true],
    ['in my plan', { inPlan: true }, true],
  ])('%s', (_, change, expected) => {
    expect(explorerFiltersNarrow({ ...NO_EXPLORER_FILTERS, ...change })).toBe(expected);
  });
});
