import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DirectoryCitation } from '../providers/provider';
import { type CitedBusiness, compareCitation, duplicateListings, findCitationIssues, missingListings } from './citation-comparison';

const business: CitedBusiness = {
  name: "Joe's Pizza, LLC",
  address: '123 Main Street, Suite 200',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '(217) 555-0123',
  website: 'https://www.joespizza.com/',
};

function citationOf(profile: CitedBusiness, overrides: Partial<DirectoryCitation> = {}): DirectoryCitation {
  return { directory: 'yelp', url: 'https://yelp.example/joes', ...profile, ...overrides };
}

describe('compareCitation', () => {
  it.each<[string, Partial<DirectoryCitation>]>([
    ['the same values', {}],
    ['an abbreviated street', { address: '123 Main St. Ste 200' }],
    ['a unit sign', { address: '123 MAIN ST #200' }],
    ['ZIP+4', { zipCode: '62701-1234' }],
    ['a spelled-out state', { state: 'Illinois' }],
    ['another phone format', { phone: '+1 217-555-0123' }],
    ['no legal suffix', { name: 'Joes Pizza' }],
    ['a tracked website', { website: 'http://joespizza.com?utm_source=yelp' }],
  ])('finds nothing for %s', (_, overrides) => {
    expect(compareCitation(business, citationOf(business, overrides))).toEqual([]);
  });

  it.each<[string, Partial<DirectoryCitation>, string, string | null, string | null]>([
    ['another house number', { address: '125 Main St Suite 200' }, 'address_mismatch', '123 Main Street, Suite 200, Springfield, IL 62701', '125 Main St Suite 200, Springfield, IL 62701'],
    ['another ZIP', { zipCode: '62702' }, 'address_mismatch', '123 Main Street, Suite 200, Springfield, IL 62701', '123 Main Street, Suite 200, Springfield, IL 62702'],
    ['another city', { city: 'Chatham' }, 'address_mismatch', '123 Main Street, Suite 200, Springfield, IL 62701', '123 Main Street, Suite 200, Chatham, IL 62701'],
    ['another name', { name: "Joe's Pizzeria" }, 'name_mismatch', "Joe's Pizza, LLC", "Joe's Pizzeria"],
    ['another phone', { phone: '(217) 555-0124' }, 'phone_mismatch', '(217) 555-0123', '(217) 555-0124'],
    ['no phone', { phone: null }, 'phone_mismatch', '(217) 555-0123', null],
    ['another website', { website: 'https://joes-pizza.net' }, 'website_mismatch', 'https://www.joespizza.com/', 'https://joes-pizza.net'],
    ['no website', { website: '' }, 'website_mismatch', 'https://www.joespizza.com/', ''],
  ])('finds %s', (_, overrides, issueType, expectedValue, actualValue) => {
    expect(compareCitation(business, citationOf(business, overrides))).toEqual([
      { platform: 'yelp', issueType, expectedValue, actualValue },
    ]);
  });

  describe('forms directories print for Saint, PO boxes and ordinals', () => {
    const stMarys: CitedBusiness = { ...business, name: "St. Mary's Bakery", address: 'PO Box 12' };
    const onAvenue: CitedBusiness = { ...business, name: 'Mt. Hood Coffee', address: '100 23rd Ave, Suite 200' };

    it.each<[string, CitedBusiness, Partial<DirectoryCitation>]>([
      ['Saint spelled out', stMarys, { name: 'Saint Marys Bakery' }],
      ['Post Office Box', stMarys, { address: 'Post Office Box 12' }],
      ['P. O. Box', stMarys, { address: 'P. O. Box 12' }],
      ['a bare Box', stMarys, { address: 'Box 12' }],
      ['Mount spelled out', onAvenue, { name: 'Mount Hood Coffee' }],
      ['a spelled-out ordinal', onAvenue, { address: '100 Twenty-Third Avenue Ste 200' }],
    ])('finds nothing for %s', (_, profile, overrides) => {
      expect(compareCitation(profile, citationOf(profile, overrides))).toEqual([]);
    });

    it.each<[string, CitedBusiness, Partial<DirectoryCitation>, string]>([
      ['another box', stMarys, { address: 'P.O. Box 21' }, 'address_mismatch'],
      ['another ordinal', onAvenue, { address: '100 Twenty-Second Avenue, Suite 200' }, 'address_mismatch'],
      ['no Saint', stMarys, { name: 'Marys Bakery' }, 'name_mismatch'],
    ])('finds %s', (_, profile, overrides, issueType) => {
      expect(compareCitation(profile, citationOf(profile, overrides)).map((finding) => finding.issueType)).toEqual([issueType]);
    });
  });

  it('does not check a website the profile does not have', () => {
    expect(compareCitation({ ...business, website: null }, citationOf(business, { website: 'https://other.example' }))).toEqual([]);
  });

  it('reports every field that differs', () => {
    const citation = citationOf(business, { name: 'Pete’s Tacos', address: '9 Elm St', phone: '2175559999', website: 'tacos.example' });
    expect(compareCitation(business, citation).map((finding) => finding.issueType)).toEqual([
      'name_mismatch',
      'address_mismatch',
      'phone_mismatch',
      'website_mismatch',
    ]);
  });
});

describe('missingListings and duplicateListings', () => {
  const yelp = citationOf(business, { directory: 'yelp', url: 'https://yelp.example/1' });
  const yelpAgain = citationOf(business, { directory: 'yelp', url: 'https://yelp.example/2' });
  const bing = citationOf(business, { directory: 'bing', url: 'https://bing.example/1' });

  it('finds the directories without a citation', () => {
    expect(missingListings(business, ['yelp', 'bing', 'foursquare'], [yelp, bing])).toEqual([
      { platform: 'foursquare', issueType: 'missing_listing', expectedValue: "Joe's Pizza, LLC", actualValue: null },
    ]);
  });

  it('finds a second citation on one directory', () => {
    expect(duplicateListings([yelp, bing, yelpAgain])).toEqual([
      { platform: 'yelp', issueType: 'duplicate_listing', expectedValue: 'https://yelp.example/1', actualValue: 'https://yelp.example/2' },
    ]);
    expect(duplicateListings([yelp, bing])).toEqual([]);
  });

  it('findCitationIssues combines missing, duplicate and mismatched citations', () => {
    const issues = findCitationIssues(business, ['yelp', 'bing', 'foursquare'], [yelp, { ...yelpAgain, phone: '2175550000' }, bing]);
    expect(issues.map((issue) => `${issue.platform}:${issue.issueType}`)).toEqual([
      'foursquare:missing_listing',
      'yelp:duplicate_listing',
      'yelp:phone_mismatch',
    ]);
  });
});

const words = (pattern: RegExp) => fc.stringMatching(pattern);
const businessArbitrary: fc.Arbitrary<CitedBusiness> = fc.record({
  name: words(/^[A-Za-z0-9][A-Za-z0-9'&.,-]{0,12}( [A-Za-z0-9'&.,-]{1,12}){0,4}$/),
  address: words(/^\d{1,5}( [A-Za-z0-9.#]{1,10}){1,5}$/),
  city: words(/^[A-Za-z.]{1,12}( [A-Za-z.-]{1,12}){0,2}$/),
  state: fc.constantFrom('IL', 'Illinois', 'NY', 'New York', 'ca'),
  zipCode: words(/^\d{5}(-\d{4})?$/),
  phone: fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }).map((digits) => `${digits}`.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3')),
  website: fc.option(fc.webUrl({ withQueryParameters: true }), { nil: null }),
});

function flipCase(value: string, upper: readonly boolean[]): string {
  return [...value].map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char.toLowerCase())).join('');
}

function respace(value: string, pad: number): string {
  return `${' '.repeat(pad)}${value.replace(/ /g, ' '.repeat(pad + 1))}${' '.repeat(pad)}`;
}

describe('compareCitation properties', () => {
  it('finds nothing in a citation equal to its profile', () => {
    fc.assert(
      fc.property(businessArbitrary, (profile) => {
        expect(compareCitation(profile, citationOf(profile))).toEqual([]);
      }),
    );
  });

  it('finds nothing when only whitespace and case differ', () => {
    fc.assert(
      fc.property(businessArbitrary, fc.array(fc.boolean(), { minLength: 1 }), fc.nat(3), (profile, upper, pad) => {
        const changed = (value: string) => respace(flipCase(value, upper), pad);
        const citation = citationOf(profile, {
          name: changed(profile.name),
          address: changed(profile.address),
          city: changed(profile.city),
          state: changed(profile.state),
          zipCode: changed(profile.zipCode),
          phone: changed(profile.phone),
          website: profile.website === null ? null : ` ${flipCase(profile.website, upper)} `,
        });
        expect(compareCitation(profile, citation)).toEqual([]);
      }),
    );
  });
});
