import { describe, expect, it } from 'vitest';
import type { DirectoryCitation, ProviderBusiness } from '../provider';
import { CITATION_DRIFT_RATE, simulateCitations } from './citation-simulation';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';
import { sampleBusinesses } from './sample-businesses';

const BUSINESSES = sampleBusinesses(300);
const DIRECTORIES = DIRECTORY_CATALOGUE.slice(0, 40);
const SHORT: Record<string, string> = { Street: 'St', Avenue: 'Ave', Road: 'Rd', Drive: 'Dr', Lane: 'Ln' };
const digits = (phone: string | null) => phone?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') ?? null;

/** What a citation engine would flag: any field that differs beyond how a phone number is written. */
function differences(business: ProviderBusiness, citation: DirectoryCitation): string[] {
  return [
    citation.name !== business.name && 'name',
    citation.address !== business.address && 'address',
    citation.zipCode !== business.zipCode && 'zipCode',
    digits(citation.phone) !== digits(business.phone) && 'phone',
    citation.website !== business.website && 'website',
    (citation.city !== business.city || citation.state !== business.state) && 'place',
  ].filter((field): field is string => field !== false);
}

const scanned = BUSINESSES.flatMap((business) =>
  simulateCitations(business, DIRECTORIES).map((citation) => ({ business, citation, differences: differences(business, citation) })),
);
const share = (predicate: (entry: (typeof scanned)[number]) => boolean) => scanned.filter(predicate).length / scanned.length;

describe('simulateCitations', () => {
  it('answers each directory asked, in order, with the profile address the listing has there', () => {
    const [business] = BUSINESSES as [ProviderBusiness];
    const citations = simulateCitations(business, [findDirectory('yelp')!, findDirectory('google')!]);
    expect(citations.map((citation) => citation.directory)).toEqual(['yelp', 'google']);
    expect(citations[0]!.url).toMatch(/^https:\/\/www\.yelp\.com\/biz\/[a-z0-9-]+$/);
    expect(citations[1]!.url).toMatch(/^https:\/\/www\.google\.com\/biz\/[a-z0-9-]+$/);
  });

  it('answers the same on every scan', () => {
    for (const business of BUSINESSES.slice(0, 20)) {
      expect(simulateCitations(business, DIRECTORIES)).toEqual(simulateCitations({ ...business }, DIRECTORIES));
    }
  });

  it('shows about a quarter of citations with at least one difference, a few with two', () => {
    const differing = share((entry) => entry.differences.length > 0);
    expect(differing).toBeGreaterThan(CITATION_DRIFT_RATE - 0.05);
    expect(differing).toBeLessThan(CITATION_DRIFT_RATE + 0.05);
    expect(share((entry) => entry.differences.length > 1)).toBeGreaterThan(0.03);
    expect(share((entry) => entry.differences.length > 2)).toBe(0);
  });

  it('writes phone numbers every which way without changing them', () => {
    expect(share((entry) => entry.citation.phone !== entry.business.phone && !entry.differences.includes('phone'))).toBeGreaterThan(0.2);
  });

  const withoutSuite = (address: string) => address.replace(/, Suite \d+$/, '');
  const oneDigitOff = (zip: string, other: string) => [...zip].filter((digit, index) => digit !== other[index]).length === 1;
  const shortened = (address: string) => address.replace(/Street|Avenue|Road|Drive|Lane/, (word) => SHORT[word]!);
  const sameExchange = (phone: string | null, other: string) => digits(phone) !== digits(other) && digits(phone)!.startsWith(digits(other)!.slice(0, 6));
  it.each<[string, (business: ProviderBusiness, citation: DirectoryCitation) => boolean]>([
    ['a short street word', (business, citation) => citation.address !== business.address && citation.address === shortened(business.address)],
    ['an old suite', (business, citation) => citation.address !== business.address && withoutSuite(citation.address) === withoutSuite(business.address)],
    ['an old phone line', (business, citation) => sameExchange(citation.phone, business.phone)],
    ['no website', (business, citation) => business.website !== null && citation.website === null],
    ['a legal suffix', (business, citation) => /^(.+?)(, Inc| Inc\.| LLC| & Co)$/.exec(citation.name)?.[1] === business.name],
    ['a mistyped ZIP code', (business, citation) => oneDigitOff(citation.zipCode, business.zipCode)],
    ['an address before a move', (business, citation) => !business.address.includes(citation.address.split(' ')[1]!)],
  ])('now and then shows %s', (_case, shows) => {
    const rate = share((entry) => shows(entry.business, entry.citation));
    expect(rate).toBeGreaterThan(0.005);
    expect(rate).toBeLessThan(0.1);
  });

  it('keeps the city and state: a citation is of this place', () => {
    expect(scanned.every((entry) => !entry.differences.includes('place'))).toBe(true);
  });
});
