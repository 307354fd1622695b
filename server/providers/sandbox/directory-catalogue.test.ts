import { describe, expect, it } from 'vitest';
import { DIRECTORY_TIERS } from '../../../shared/domain/directories';
import { BUSINESS_CATEGORIES } from '../../../shared/domain/enums';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';

// Listings store these ids as their platform: removing or renaming one orphans stored listings.
const RELEASED_IDS = [
  'google', 'bing', 'apple', 'yelp', 'facebook', 'foursquare', 'yellowpages', 'here', 'tomtom', 'waze', 'bbb',
  'whitepages', 'local-com', 'brownbook', 'chamber-of-commerce', 'mapquest', 'superpages', 'citysearch', 'hotfrog',
  'manta', 'nextdoor', 'dexknows', 'merchantcircle', 'ezlocal', 'cylex', 'showmelocal', 'angi', 'houzz',
  'homeadvisor', 'thumbtack', 'healthgrades', 'zocdoc', 'vitals', 'tripadvisor', 'opentable', 'grubhub', 'vagaro',
  'styleseat', 'repairpal', 'avvo', 'greatschools',
];

describe('directory catalogue', () => {
  it('keeps every released id', () => {
    expect(DIRECTORY_CATALOGUE.map((directory) => directory.id)).toEqual(expect.arrayContaining(RELEASED_IDS));
  });

  it('has unique ids and names', () => {
    const ids = DIRECTORY_CATALOGUE.map((directory) => directory.id);
    const names = DIRECTORY_CATALOGUE.map((directory) => directory.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(DIRECTORY_TIERS)('has %s directories', (tier) => {
    expect(DIRECTORY_CATALOGUE.filter((directory) => directory.tier === tier).length).toBeGreaterThan(0);
  });

  it.each(DIRECTORY_CATALOGUE.map((directory) => [directory.id, directory] as const))('%s is well formed', (_id, directory) => {
    expect(directory.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new URL(directory.url).protocol).toBe('https:');
    expect(directory.logo).toBeNull();
    if (directory.categories) {
      expect(directory.categories.length).toBeGreaterThan(0);
      for (const category of directory.categories) expect(BUSINESS_CATEGORIES).toContain(category);
    }
    expect(new Set(directory.requires).size).toBe(directory.requires.length);
  });

  it.each([
    ['healthgrades', ['healthcare']],
    ['zocdoc', ['healthcare']],
    ['opentable', ['restaurant']],
    ['houzz', ['home_services']],
    ['angi', ['home_services']],
    ['google', null],
  ])('%s lists %j', (id, categories) => {
    expect(findDirectory(id)?.categories ?? null).toEqual(categories);
  });

  it('finds nothing for an unknown id', () => {
    expect(findDirectory('myspace')).toBeUndefined();
  });
});
