import { describe, expect, it } from 'vitest';
import type { CitedBusiness } from '../../citations/citation-comparison';
import type { ListingRecord } from '../../db/records';
import type { DirectoryInfo } from '../../providers/provider';
import type { SourcedCitation } from '../../citations/sources/gather-citations';
import { scanDirectories } from './citation-scan-service';

const business: CitedBusiness = {
  name: 'Blue Door Bakery',
  address: '12 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '(217) 555-0132',
  website: null,
};

function directory(id: string, name: string): DirectoryInfo {
  return { id, name, logo: null, tier: 'basic', categories: null, requires: [], url: `https://${id}.example/`, regions: ['US'], aggregator: false };
}

const google = directory('google', 'Google Business Profile');
const yelp = directory('yelp', 'Yelp');
const bing = directory('bing', 'Bing Places');
const foursquare = directory('foursquare', 'Foursquare');

function citation(on: DirectoryInfo, overrides: Partial<SourcedCitation> = {}): SourcedCitation {
  const url = overrides.url ?? `https://${on.id}.example/blue-door`;
  return { directory: on.id, url, source: 'simulated', listingId: url, valuesKept: true, ...business, ...overrides };
}

function publishedOn(on: DirectoryInfo): ListingRecord {
  const at = new Date('2025-03-01T00:00:00Z');
  return {
    id: `listing-${on.id}`,
    organizationId: 'org',
    businessId: 'business',
    platform: on.id,
    platformId: null,
    status: 'published',
    profileUrl: `https://${on.id}.example/listing`,
    additionalUrls: [],
    lastSyncAt: null,
    errorMessage: null,
    dataAxleSubmissionId: null,
    dataAxleBatchId: null,
    dataAxleDirectory: on.id,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

describe('scanDirectories', () => {
  const scan = scanDirectories(
    business,
    [google, yelp, bing, foursquare],
    [publishedOn(bing)],
    [
      citation(google, { phone: '217.555.0132' }),
      citation(yelp, { phone: '(217) 555-0199' }),
      citation(yelp, { url: 'https://yelp.example/blue-door-2' }),
    ],
  );

  it('tells how each checked directory came out, in the order checked', () => {
    expect(scan.results.map(({ platform, platformName, status, profileUrl }) => ({ platform, platformName, status, profileUrl }))).toEqual([
      { platform: 'google', platformName: 'Google Business Profile', status: 'consistent', profileUrl: 'https://google.example/blue-door' },
      { platform: 'yelp', platformName: 'Yelp', status: 'inconsistent', profileUrl: 'https://yelp.example/blue-door' },
      { platform: 'bing', platformName: 'Bing Places', status: 'missing', profileUrl: 'https://bing.example/listing' },
      { platform: 'foursquare', platformName: 'Foursquare', status: 'not_listed', profileUrl: null },
    ]);
  });

  it('shows what the directory has, as found', () => {
    expect(scan.results[1]!.found).toEqual({ ...business, phone: '(217) 555-0199' });
    expect(scan.results[2]!.found).toBeNull();
  });

  it('compares the first citation and counts later ones as duplicates', () => {
    expect(scan.results[1]!.findings).toEqual([
      { issueType: 'phone_mismatch', expectedValue: '(217) 555-0132', actualValue: '(217) 555-0199' },
      { issueType: 'duplicate_listing', expectedValue: 'https://yelp.example/blue-door', actualValue: 'https://yelp.example/blue-door-2' },
    ]);
  });

  it('reports a published listing the directory no longer shows as missing, and nothing for a directory it was never on', () => {
    expect(scan.findings.filter((finding) => finding.platform === 'bing')).toEqual([
      { platform: 'bing', issueType: 'missing_listing', expectedValue: 'Blue Door Bakery', actualValue: null },
    ]);
    expect(scan.findings.some((finding) => finding.platform === 'foursquare')).toBe(false);
  });

  it('scores the directories where the business was found or is published', () => {
    expect(scan.scored).toEqual(['google', 'yelp', 'bing']);
  });
});
