import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../shared/contract/provider';
import type { BusinessCategory } from '../../../shared/domain/enums';
import {
  categoryGapNote,
  directoryGroups,
  directoryPickable,
  pickableDirectoryIds,
  regionNote,
  submittableDirectoryIds,
  uncoveredCategories,
} from './directory-groups';

type Pickable = Pick<Directory, 'id' | 'name' | 'tier' | 'allowed' | 'categories'>;

const directory = (id: string, name: string, tier: Directory['tier'], allowed: boolean, categories: BusinessCategory[] | null = null): Pickable => ({
  id,
  name,
  tier,
  allowed,
  categories,
});

const network: Pickable[] = [
  directory('mapquest', 'MapQuest', 'pro', false),
  directory('google', 'Google Business Profile', 'basic', true),
  directory('opentable', 'OpenTable', 'pro', true, ['restaurant']),
  directory('yelp', 'Yelp', 'basic', true),
  directory('angi', 'Angi', 'pro', true, ['home_services']),
];

describe('directoryGroups', () => {
  it.each<[string, string, [string, string[]][]]>([
    [
      'everything, Basic first, the plan’s directories first in a tier',
      '',
      [
        ['basic', ['google', 'yelp']],
        ['pro', ['opentable', 'angi', 'mapquest']],
      ],
    ],
    ['a search leaves out empty tiers', 'yelp', [['basic', ['yelp']]]],
    ['a search that reaches outside the plan', 'ma', [['pro', ['mapquest']]]],
    ['nothing matches', 'tripadvisor', []],
  ])('%s', (_, search, expected) => {
    expect(directoryGroups(network, search).map((group) => [group.tier, group.directories.map(({ id }) => id)])).toEqual(expected);
  });
});

describe('directoryPickable', () => {
  it.each<[string, Pickable, BusinessCategory[], boolean]>([
    ['in the plan, every category', network[1]!, ['fitness'], true],
    ['outside the plan', network[0]!, [], false],
    ['lists the chosen category', network[2]!, ['restaurant'], true],
    ['does not list one chosen category', network[2]!, ['restaurant', 'fitness'], false],
    ['no business chosen yet', network[4]!, [], true],
  ])('%s', (_, pickable, categories, expected) => {
    expect(directoryPickable(pickable, categories)).toBe(expected);
  });
});

describe('pickableDirectoryIds', () => {
  it.each<[string, BusinessCategory[], string[]]>([
    ['no business chosen: the plan’s directories, in order', [], ['google', 'opentable', 'yelp', 'angi']],
    ['a restaurant', ['restaurant'], ['google', 'opentable', 'yelp']],
    ['a restaurant and a plumber', ['restaurant', 'home_services'], ['google', 'yelp']],
  ])('%s', (_, categories, expected) => {
    expect(pickableDirectoryIds(network, categories)).toEqual(expected);
  });
});

describe('submittableDirectoryIds', () => {
  it.each<[string, string[], BusinessCategory[], string[]]>([
    ['none ticked', [], [], []],
    ['in the network’s order, not the ticking order', ['yelp', 'google'], [], ['google', 'yelp']],
    ['a ticked directory outside the plan is not sent', ['mapquest', 'angi'], [], ['angi']],
    ['an id the network no longer has is not sent', ['gone', 'yelp'], [], ['yelp']],
    ['a ticked directory that does not list a chosen trade is not sent', ['opentable', 'yelp'], ['fitness'], ['yelp']],
  ])('%s', (_, selected, categories, expected) => {
    expect(submittableDirectoryIds(new Set(selected), network, categories)).toEqual(expected);
  });
});

describe('uncoveredCategories', () => {
  it.each<[string, BusinessCategory[] | null, BusinessCategory[], BusinessCategory[]]>([
    ['every category', null, ['restaurant', 'fitness'], []],
    ['lists them all', ['restaurant', 'fitness', 'beauty'], ['restaurant', 'fitness'], []],
    ['lists some', ['restaurant'], ['restaurant', 'fitness', 'retail'], ['fitness', 'retail']],
    ['no business chosen', ['restaurant'], [], []],
  ])('%s', (_, categories, chosen, expected) => {
    expect(uncoveredCategories({ categories }, chosen)).toEqual(expected);
  });
});

describe('categoryGapNote', () => {
  it.each<[BusinessCategory[], string]>([
    [[], ''],
    [['restaurant'], 'Does not list Restaurant'],
    [['restaurant', 'retail'], 'Does not list Restaurant or Retail Store'],
    [['restaurant', 'retail', 'beauty'], 'Does not list Restaurant, Retail Store or Beauty & Spa'],
  ])('%j', (uncovered, expected) => {
    expect(categoryGapNote(uncovered)).toBe(expected);
  });
});

describe('regionNote', () => {
  it.each<[string[], string]>([
    [['US'], ''],
    [['US', 'CA'], ''],
    [[], ''],
    [['NY'], 'Publishes only in NY'],
    [['CA'], 'Publishes only in CA'],
    [['NJ', 'NY'], 'Publishes only in NJ, NY'],
  ])('%j', (regions, expected) => {
    expect(regionNote({ regions })).toBe(expected);
  });
});
