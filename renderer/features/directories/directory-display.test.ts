import { describe, expect, it } from 'vitest';
import { directoriesInPlanFirst, directoryCategoriesText, directoryInitials } from './directory-display';

describe('directoryInitials', () => {
  it.each<[string, string]>([
    ['Yelp', 'Y'],
    ['Google Business Profile', 'GB'],
    ['Bing Places', 'BP'],
    ['MapQuest', 'MQ'],
    ['eLocal', 'EL'],
    ['Better Business Bureau (BBB)', 'BB'],
    ['411.com', '4C'],
    ['  Apple   Maps ', 'AM'],
    ['Ärzte-Verzeichnis', 'ÄV'],
    ['', ''],
    ['---', ''],
  ])('%s', (name, expected) => {
    expect(directoryInitials(name)).toBe(expected);
  });
});

describe('directoriesInPlanFirst', () => {
  it.each<[string, { id: string; allowed: boolean }[], string[]]>([
    ['none', [], []],
    ['all in the plan keep their order', [{ id: 'a', allowed: true }, { id: 'b', allowed: true }], ['a', 'b']],
    [
      'the others move after, in order',
      [
        { id: 'pro1', allowed: false },
        { id: 'a', allowed: true },
        { id: 'pro2', allowed: false },
        { id: 'b', allowed: true },
      ],
      ['a', 'b', 'pro1', 'pro2'],
    ],
  ])('%s', (_, directories, expected) => {
    expect(directoriesInPlanFirst(directories).map((directory) => directory.id)).toEqual(expected);
  });
});

describe('directoryCategoriesText', () => {
  it.each<[string, Parameters<typeof directoryCategoriesText>[0], string]>([
    ['every category', null, 'Every category'],
    ['one category', ['restaurant'], 'Restaurant'],
    ['several, in the given order', ['retail', 'restaurant'], 'Retail Store, Restaurant'],
  ])('%s', (_, categories, expected) => {
    expect(directoryCategoriesText(categories)).toBe(expected);
  });
});
