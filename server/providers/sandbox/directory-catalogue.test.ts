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

// Countries, or a US state's code; 'CA' is Canada, so California has no code of its own here.
const US_STATE_PATTERN = /^(?!CA$)(A[KLRZ]|C[OT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;
const REGION_PATTERN = new RegExp(`^(US|CA)$|${US_STATE_PATTERN.source}`);

describe('directory catalogue', () => {
  it('keeps every released id', () => {
    expect(DIRECTORY_CATALOGUE.map((directory) => directory.id)).toEqual(expect.arrayContaining(RELEASED_IDS));
  });

  it('is large enough for the 130+ directories the product claims', () => {
    expect(DIRECTORY_CATALOGUE.length).toBeGreaterThanOrEqual(130);
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

  it('keeps the basic tier to the big general directories of the whole country', () => {
    const basic = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'basic');
    expect(basic).toHaveLength(15);
    for (const directory of basic) expect(directory).toMatchObject({ categories: null, regions: ['US'] });
  });

  it('marks the data aggregators', () => {
    const aggregators = DIRECTORY_CATALOGUE.filter((directory) => directory.aggregator).map((directory) => directory.id);
    expect(aggregators.sort()).toEqual(['acxiom', 'data-axle', 'dun-bradstreet', 'foursquare', 'neustar-localeze']);
  });

  it('has regional directories, for Canada and for single US states', () => {
    expect(DIRECTORY_CATALOGUE.filter((directory) => directory.regions.join() === 'CA').length).toBeGreaterThanOrEqual(8);
    const ofStates = DIRECTORY_CATALOGUE.filter((directory) => directory.regions.every((region) => US_STATE_PATTERN.test(region)));
    expect(ofStates.length).toBeGreaterThanOrEqual(10);
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
    expect(directory.regions.length).toBeGreaterThan(0);
    for (const region of directory.regions) expect(region).toMatch(REGION_PATTERN);
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
