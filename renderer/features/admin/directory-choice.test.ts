import { describe, expect, it } from 'vitest';
import type { CatalogueDirectory } from '../../../shared/contract/admin';
import type { Plan } from '../../../shared/domain/enums';
import {
  FOLLOW_PLAN,
  allowedDirectoriesOf,
  chosenDirectoryIds,
  directoriesByTier,
  directoryChoiceOf,
  directoryChoiceSummary,
  directoryNames,
  followPlanLabel,
  unknownDirectoryIds,
  withDirectories,
  type DirectoryChoice,
} from './directory-choice';

const catalogue: CatalogueDirectory[] = [
  { id: 'google', name: 'Google Business Profile', tier: 'basic', categories: null },
  { id: 'yelp', name: 'Yelp', tier: 'basic', categories: null },
  { id: 'mapquest', name: 'MapQuest', tier: 'pro', categories: null },
  { id: 'opentable', name: 'OpenTable', tier: 'pro', categories: ['restaurant'] },
];
const only = (...ids: string[]): DirectoryChoice => ({ followPlan: false, ids });

describe('directoryChoiceOf and allowedDirectoriesOf', () => {
  it.each<[string[], DirectoryChoice]>([
    [[], FOLLOW_PLAN],
    [['yelp'], only('yelp')],
    [['yelp', 'Old Name'], only('yelp', 'Old Name')],
  ])('%j is %j and back', (allowed, choice) => {
    expect(directoryChoiceOf(allowed)).toEqual(choice);
    expect(allowedDirectoriesOf(choice)).toEqual(allowed);
  });

  it('stores choosing nothing as an empty list too, which the form refuses', () => {
    expect(allowedDirectoriesOf(only())).toEqual([]);
  });
});

describe('chosenDirectoryIds', () => {
  it.each<[string, DirectoryChoice, Plan, string[]]>([
    ['the Basic plan follows Basic', FOLLOW_PLAN, 'business', ['google', 'yelp']],
    ['Business Pro follows Basic and Pro', FOLLOW_PLAN, 'business_pro', ['google', 'yelp', 'mapquest', 'opentable']],
    ['a list, whatever the plan', only('mapquest'), 'business', ['mapquest']],
  ])('%s', (_, choice, plan, expected) => {
    expect(chosenDirectoryIds(choice, plan, catalogue)).toEqual(expected);
  });
});

describe('withDirectories', () => {
  it.each<[string, DirectoryChoice, Plan, string[], boolean, DirectoryChoice]>([
    ['unticking one while following the plan keeps the rest of it', FOLLOW_PLAN, 'business', ['yelp'], false, only('google')],
    ['ticking a Pro one while following Basic adds it', FOLLOW_PLAN, 'business', ['mapquest'], true, only('google', 'yelp', 'mapquest')],
    ['ticks land in catalogue order', only('opentable'), 'business', ['google'], true, only('google', 'opentable')],
    ['ticking a chosen one changes nothing', only('yelp'), 'business', ['yelp'], true, only('yelp')],
    ['select all of a tier', only('opentable'), 'business', ['google', 'yelp'], true, only('google', 'yelp', 'opentable')],
    ['clearing a tier can leave nothing', only('google', 'yelp'), 'business', ['google', 'yelp'], false, only()],
    ['an unknown saved id stays, last', only('Old Name', 'yelp'), 'business', ['google'], true, only('google', 'yelp', 'Old Name')],
    ['an unknown saved id can be removed', only('Old Name', 'yelp'), 'business', ['Old Name'], false, only('yelp')],
  ])('%s', (_, choice, plan, ids, chosen, expected) => {
    expect(withDirectories(choice, plan, catalogue, ids, chosen)).toEqual(expected);
  });
});

describe('unknownDirectoryIds', () => {
  it.each<[DirectoryChoice, string[]]>([
    [FOLLOW_PLAN, []],
    [only('yelp', 'mapquest'), []],
    [only('Yelp', 'yelp', 'foo'), ['Yelp', 'foo']],
  ])('%j', (choice, expected) => {
    expect(unknownDirectoryIds(choice, catalogue)).toEqual(expected);
  });
});

describe('directoryChoiceSummary', () => {
  it.each<[DirectoryChoice, string]>([
    [FOLLOW_PLAN, 'Follows the plan'],
    [only(), '0 directories'],
    [only('yelp'), '1 directory'],
    [only(...Array.from({ length: 12 }, (_, i) => `d${i}`)), '12 directories'],
  ])('%j', (choice, expected) => {
    expect(directoryChoiceSummary(choice)).toBe(expected);
  });
});

describe('followPlanLabel', () => {
  it.each<[Plan, string]>([
    ['business', 'Follow the plan (all Basic directories)'],
    ['business_pro', 'Follow the plan (all Basic/Pro directories)'],
    ['partner', 'Follow the plan (all Basic/Pro directories)'],
  ])('%s', (plan, expected) => {
    expect(followPlanLabel(plan)).toBe(expected);
  });
});

describe('directoriesByTier', () => {
  const ids = (search: string) => directoriesByTier(catalogue, search).map(({ tier, directories }) => [tier, directories.map(({ id }) => id)]);

  it.each<[string, string, unknown[]]>([
    ['no search', '', [['basic', ['google', 'yelp']], ['pro', ['mapquest', 'opentable']]]],
    ['spaces only', '  ', [['basic', ['google', 'yelp']], ['pro', ['mapquest', 'opentable']]]],
    ['a part of a name, in other capitals', 'OPEN', [['pro', ['opentable']]]],
    ['a word matching across tiers', 'e', [['basic', ['google', 'yelp']], ['pro', ['mapquest', 'opentable']]]],
    ['words of a longer name, trimmed', ' business profile ', [['basic', ['google']]]],
    ['nothing matches', 'zzz', []],
  ])('%s', (_, search, expected) => {
    expect(ids(search)).toEqual(expected);
  });
});

describe('directoryNames', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [['yelp', 'google'], ['Yelp', 'Google Business Profile']],
    [['Old Name', 'opentable'], ['Old Name', 'OpenTable']],
  ])('%j', (ids, expected) => {
    expect(directoryNames(ids, catalogue)).toEqual(expected);
  });
});
