import { describe, expect, it } from 'vitest';
import {
  matchingFiltersFromAddress,
  matchingFiltersNarrow,
  matchingFiltersToAddress,
  passesEnhancementFilter,
  type EnhancementFilter,
  type MatchingFilters,
} from './matching-filters';

describe('matchingFiltersFromAddress', () => {
  it.each<[string, MatchingFilters]>([
    ['', { search: '', enhancement: 'all' }],
    ['search=bakery', { search: 'bakery', enhancement: 'all' }],
    ['enhancement=enhanced', { search: '', enhancement: 'enhanced' }],
    ['enhancement=not-enhanced&search=x', { search: 'x', enhancement: 'not-enhanced' }],
    ['enhancement=everything', { search: '', enhancement: 'all' }],
  ])('?%s', (query, expected) => {
    expect(matchingFiltersFromAddress(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('matchingFiltersToAddress', () => {
  it.each<[MatchingFilters, string]>([
    [{ search: '', enhancement: 'all' }, ''],
    [{ search: 'blue door', enhancement: 'all' }, 'search=blue+door'],
    [{ search: '', enhancement: 'enhanced' }, 'enhancement=enhanced'],
  ])('%j -> ?%s', (filters, expected) => {
    expect(matchingFiltersToAddress(filters).toString()).toBe(expected);
  });
});

describe('matchingFiltersNarrow', () => {
  it.each<[MatchingFilters, boolean]>([
    [{ search: '', enhancement: 'all' }, false],
    [{ search: '   ', enhancement: 'all' }, false],
    [{ search: 'a', enhancement: 'all' }, true],
    [{ search: '', enhancement: 'not-enhanced' }, true],
  ])('%j -> %s', (filters, expected) => {
    expect(matchingFiltersNarrow(filters)).toBe(expected);
  });
});

describe('passesEnhancementFilter', () => {
  it.each<[string | null, EnhancementFilter, boolean]>([
    [null, 'all', true],
    ['404501993', 'all', true],
    [null, 'not-enhanced', true],
    ['404501993', 'not-enhanced', false],
    [null, 'enhanced', false],
    ['404501993', 'enhanced', true],
  ])('provider id %s with %s -> %s', (dataAxleInfogroupId, filter, expected) => {
    expect(passesEnhancementFilter({ dataAxleInfogroupId }, filter)).toBe(expected);
  });
});
