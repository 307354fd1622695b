import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../shared/contract/provider';
import { NO_EXPLORER_FILTERS, type ExplorerFilters } from './explorer-filters';
import { directoryMatchesFilters, directoryNameMatches, directoryRegions, explorerResultCount } from './directory-search';

describe('directoryNameMatches', () => {
  it.each<[string, string, boolean]>([
    ['Yelp', '', true],
    ['Yelp', '   ', true],
    ['Google Business Profile', 'business', true],
    ['Google Business Profile', '  GOOGLE ', true],
    ['MapQuest', 'map quest', false],
    ['Yelp', 'yelpx', false],
  ])('%s for “%s”', (name, search, expected) => {
    expect(directoryNameMatches(name, search)).toBe(expected);
  });
});

type Explorable = Parameters<typeof directoryMatchesFilters>[0];

const yelp: Explorable = { name: 'Yelp', tier: 'basic', regions: ['US', 'CA'], aggregator: false, categories: null, allowed: true };
const opentable: Explorable = {
  name: 'OpenTable',
  tier: 'pro',
  regions: ['US'],
  aggregator: false,
  categories: ['restaurant'],
  allowed: false,
};
const neustar: Explorable = { name: 'Neustar Localeze', tier: 'pro', regions: ['US'], aggregator: true, categories: null, allowed: true };
const nyc: Explorable = { name: 'NYC Local', tier: 'basic', regions: ['NY'], aggregator: false, categories: ['retail'], allowed: true };

describe('directoryMatchesFilters', () => {
  const network = { yelp, opentable, neustar, nyc };
  it.each<[string, Partial<ExplorerFilters>, (keyof typeof network)[]]>([
    ['no filters', {}, ['yelp', 'opentable', 'neustar', 'nyc']],
    ['a name', { search: 'open' }, ['opentable']],
    ['a category keeps directories of every category', { category: 'restaurant' }, ['yelp', 'opentable', 'neustar']],
    ['a category nobody lists only', { category: 'automotive' }, ['yelp', 'neustar']],
    ['a tier', { tier: 'pro' }, ['opentable', 'neustar']],
    ['a region', { region: 'NY' }, ['nyc']],
    ['a national region', { region: 'US' }, ['yelp', 'opentable', 'neustar']],
    ['aggregators', { kind: 'aggregator' }, ['neustar']],
    ['listing sites', { kind: 'directory' }, ['yelp', 'opentable', 'nyc']],
    ['in my plan', { inPlan: true }, ['yelp', 'neustar', 'nyc']],
    ['filters together', { tier: 'pro', inPlan: true, category: 'restaurant' }, ['neustar']],
    ['the chosen directory does not filter', { directory: 'yelp' }, ['yelp', 'opentable', 'neustar', 'nyc']],
  ])('%s', (_, change, expected) => {
    const filters = { ...NO_EXPLORER_FILTERS, ...change };
    const shown = (Object.keys(network) as (keyof typeof network)[]).filter((key) => directoryMatchesFilters(network[key], filters));
    expect(shown).toEqual(expected);
  });
});

describe('directoryRegions', () => {
  it.each<[string, Pick<Directory, 'regions'>[], string[]]>([
    ['none', [], []],
    ['each once, US first, then by code', [{ regions: ['NY', 'US'] }, { regions: ['CA', 'US'] }, { regions: ['TX', 'AZ'] }], ['US', 'AZ', 'CA', 'NY', 'TX']],
    ['without US', [{ regions: ['TX'] }, { regions: ['CA'] }], ['CA', 'TX']],
  ])('%s', (_, directories, expected) => {
    expect(directoryRegions(directories)).toEqual(expected);
  });
});

describe('explorerResultCount', () => {
  it.each<[number, number, string]>([
    [134, 134, '134 directories'],
    [12, 134, '12 of 134 directories'],
    [0, 134, '0 of 134 directories'],
    [1, 1, '1 directory'],
    [0, 0, '0 directories'],
  ])('%i of %i', (shown, total, expected) => {
    expect(explorerResultCount(shown, total)).toBe(expected);
  });
});
