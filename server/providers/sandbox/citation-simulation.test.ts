import { describe, expect, it } from 'vitest';
import type { DirectoryCitation, DirectoryInfo, ProviderBusiness } from '../provider';
import { CITATION_DRIFT_RATE, DUPLICATE_RATE, NOT_LISTED_RATE, WEEKLY_CHANGE_RATE, simulateCitations } from './citation-simulation';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';
import { sampleBusinesses } from './sample-businesses';

const BUSINESSES = sampleBusinesses(300);
const DIRECTORIES = DIRECTORY_CATALOGUE.slice(0, 40);
const WEEK = new Date('2025-03-05T12:00:00Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const weeksAfter = (weeks: number) => new Date(WEEK.getTime() + weeks * WEEK_MS);
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

/** Each directory asked with the citations found on it. */
function byDirectory(business: ProviderBusiness, directories: readonly DirectoryInfo[], scannedAt: Date) {
  const citations = simulateCitations(business, directories, scannedAt);
  return directories.map((directory) => ({ directory, citations: citations.filter((citation) => citation.directory === directory.id) }));
}

const scans = BUSINESSES.flatMap((business) =>
  byDirectory(business, DIRECTORIES, WEEK).map(({ directory, citations }) => ({ business, directory, citations })),
);
const scanned = scans.flatMap(({ business, citations }) =>
  citations.slice(0, 1).map((citation) => ({ business, citation, differences: differences(business, citation) })),
);
const share = (predicate: (entry: (typeof scanned)[number]) => boolean) => scanned.filter(predicate).length / scanned.length;
const shareOf = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length / items.length;

describe('simulateCitations', () => {
  it('answers the directories asked, in order, with the profile address the listing has there', () => {
    const [yelp, google] = [findDirectory('yelp')!, findDirectory('google')!];
    const business = BUSINESSES.find((candidate) => byDirectory(candidate, [yelp, google], WEEK).every(({ citations }) => citations.length === 1))!;
    const citations = simulateCitations(business, [yelp, google], WEEK);
    expect(citations.map((citation) => citation.directory)).toEqual(['yelp', 'google']);
    expect(citations[0]!.url).toMatch(/^https:\/\/www\.yelp\.com\/biz\/[a-z0-9-]+$/);
    expect(citations[1]!.url).toMatch(/^https:\/\/www\.google\.com\/biz\/[a-z0-9-]+$/);
    for (const business of BUSINESSES.slice(0, 50)) {
      const order = simulateCitations(business, DIRECTORIES, WEEK).map((citation) => DIRECTORIES.findIndex(({ id }) => id === citation.directory));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('answers the same on every scan in the same week', () => {
    const monday = new Date('2025-03-03T00:00:00Z');
    const sunday = new Date('2025-03-09T23:59:59Z');
    for (const business of BUSINESSES.slice(0, 20)) {
      const citations = simulateCitations(business, DIRECTORIES, monday);
      expect(simulateCitations({ ...business }, DIRECTORIES, monday)).toEqual(citations);
      expect(simulateCitations(business, DIRECTORIES, sunday)).toEqual(citations);
    }
  });

  it('counts weeks from Monday, across the turn of the year', () => {
    const sameWeek = (a: string, b: string) =>
      BUSINESSES.slice(0, 50).every((business) => JSON.stringify(simulateCitations(business, DIRECTORIES, new Date(a))) === JSON.stringify(simulateCitations(business, DIRECTORIES, new Date(b))));
    expect(sameWeek('2024-12-30T00:00:00Z', '2025-01-05T23:59:59Z')).toBe(true);
    expect(sameWeek('2024-12-29T23:59:59Z', '2024-12-30T00:00:00Z')).toBe(false);
  });

  it('has the business on most directories, not on a few, and twice on a few', () => {
    const listed = scans.filter(({ directory }) => !directory.aggregator);
    expect(Math.abs(shareOf(listed, ({ citations }) => citations.length === 0) - NOT_LISTED_RATE)).toBeLessThan(0.02);
    expect(Math.abs(shareOf(scans, ({ citations }) => citations.length === 2) - DUPLICATE_RATE)).toBeLessThan(0.015);
    expect(scans.every(({ citations }) => citations.length <= 2)).toBe(true);
  });

  it('always finds the business at the data aggregators', () => {
    const aggregators = scans.filter(({ directory }) => directory.aggregator);
    expect(aggregators.length).toBeGreaterThan(0);
    expect(aggregators.every(({ citations }) => citations.length > 0)).toBe(true);
  });

  it('shows a duplicate as a second profile: another address, at times a longer or shorter name', () => {
    const pairs = scans.filter(({ citations }) => citations.length === 2).map(({ citations: [first, second] }) => ({ first: first!, second: second! }));
    expect(pairs.length).toBeGreaterThan(0);
    for (const { first, second } of pairs) {
      expect([second.url.slice(0, -2), second.url.slice(-2)]).toEqual([first.url, expect.stringMatching(/^-\d$/)]);
      expect(second.name.startsWith(first.name) || first.name.startsWith(second.name)).toBe(true);
      expect({ ...second, name: first.name, url: first.url }).toEqual(first);
    }
    expect(pairs.some(({ first, second }) => first.name !== second.name)).toBe(true);
  });

  it('shows about a quarter of citations with at least one difference, a few with two', () => {
    const differing = share((entry) => entry.differences.length > 0);
    expect(differing).toBeGreaterThan(CITATION_DRIFT_RATE - 0.05);
    expect(differing).toBeLessThan(CITATION_DRIFT_RATE + 0.05);
    expect(share((entry) => entry.differences.length > 1)).toBeGreaterThan(0.03);
    expect(share((entry) => entry.differences.length > 2)).toBe(0);
  });

  it('changes a few citations from one week to the next, and only their differences', () => {
    const changes = BUSINESSES.flatMap((business) => {
      const [now, next] = [WEEK, weeksAfter(1)].map((scannedAt) => byDirectory(business, DIRECTORIES, scannedAt));
      return now!.map(({ citations }, index) => ({ business, now: citations, next: next![index]!.citations }));
    });
    expect(changes.every(({ now, next }) => now.length === next.length)).toBe(true);
    const cited = changes.filter(({ now }) => now.length > 0);
    const drifts = (business: ProviderBusiness, citation: DirectoryCitation) => differences(business, citation).length > 0;
    const changed = shareOf(cited, ({ business, now, next }) => drifts(business, now[0]!) !== drifts(business, next[0]!));
    expect(Math.abs(changed - WEEKLY_CHANGE_RATE)).toBeLessThan(0.015);
    expect(cited.every(({ now, next }) => now.every((citation, index) => citation.url === next[index]!.url))).toBe(true);
  });

  it('breaks fixed citations again and fixes broken ones as the weeks go by', () => {
    const histories = BUSINESSES.flatMap((business) => {
      const weeks = [0, 1, 2].map((week) => simulateCitations(business, DIRECTORIES, weeksAfter(week)));
      return weeks[0]!.map((citation, index) => ({ business, weeks: [citation, weeks[1]![index]!, weeks[2]![index]!] }));
    });
    const drifts = histories.map(({ business, weeks }) => weeks.map((citation) => differences(business, citation).length > 0).join());
    expect(drifts).toContain('true,false,true');
    expect(drifts).toContain('false,true,false');
    // Mostly a lasting drift fixed for a week that comes back as it was (the same issue again, a
    // regression); rarely a clean citation with a drift of its own in each of two weeks.
    const returning = histories.filter((_, index) => drifts[index] === 'true,false,true');
    const asItWas = returning.filter(({ weeks: [before, , after] }) => JSON.stringify(before) === JSON.stringify(after));
    expect(asItWas.length).toBeGreaterThan(returning.length / 2);
  });

  it('produces only well-formed citations of this business on the directories asked', () => {
    const origins = new Map(DIRECTORIES.map((directory) => [directory.id, new URL(directory.url).origin]));
    const malformed = (business: ProviderBusiness, citation: DirectoryCitation) =>
      !citation.url.startsWith(`${origins.get(citation.directory)}/biz/`) ||
      !/\/biz\/[a-z0-9-]+$/.test(citation.url) ||
      citation.name.trim() === '' ||
      !/^\d+ \S/.test(citation.address) ||
      !/^\d{5}$/.test(citation.zipCode) ||
      !/^\d{10}$/.test(digits(citation.phone) ?? '') ||
      ![business.website, null].includes(citation.website) ||
      citation.city !== business.city ||
      citation.state !== business.state;
    const found = [0, 1, 2, 3].flatMap((week) =>
      BUSINESSES.flatMap((business) => simulateCitations(business, DIRECTORIES, weeksAfter(week)).map((citation) => ({ business, citation }))),
    );
    expect(found.length).toBeGreaterThan(4 * BUSINESSES.length * DIRECTORIES.length * 0.85);
    expect(found.filter(({ business, citation }) => malformed(business, citation)).map(({ citation }) => citation)).toEqual([]);
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
