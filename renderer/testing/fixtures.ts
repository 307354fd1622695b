import type { Business } from '../../shared/contract/businesses';
import type { Listing } from '../../shared/contract/listings';
import type { Batch, Directory, IntegrationStatus, MatchResult } from '../../shared/contract/provider';

// Sample answers of the API for the renderer's tests: each a complete, valid object that a test
// changes only where it matters.

const CREATED_AT = '2025-01-01T00:00:00.000Z';

export const SAMPLE_BUSINESS_ID = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';

/** Blue Door Bakery, a restaurant in Springfield, IL, with nothing optional filled in and never matched. */
export function sampleBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: SAMPLE_BUSINESS_ID,
    name: 'Blue Door Bakery',
    category: 'restaurant',
    address: '12 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0132',
    email: null,
    website: null,
    description: null,
    hours: {},
    dataAxleInfogroupId: null,
    dataAxleMatchGrade: null,
    dataAxleConfidenceScore: null,
    dataAxleLastSynced: null,
    dataAxleEnrichmentData: null,
    listingCounts: { total: 0, published: 0, error: 0, waiting: 0 },
    createdAt: CREATED_AT,
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** What sampleBusiness leaves empty, filled in: with it the profile is complete. */
export const COMPLETE_PROFILE = {
  email: 'hello@bluedoor.example',
  website: 'https://bluedoor.example',
  description: 'Sourdough and pastries.',
  hours: { monday: { open: '07:00', close: '15:00' } },
} satisfies Partial<Business>;

/** The sample business's listing on Yelp, submitted and not yet synced. */
export function sampleListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 'l1',
    businessId: SAMPLE_BUSINESS_ID,
    businessName: 'Blue Door Bakery',
    platform: 'yelp',
    directoryName: 'Yelp',
    status: 'submitted',
    profileUrl: null,
    lastSyncAt: null,
    errorMessage: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/** The provider's good (grade B, 87%) match for the sample business, under a slightly different name. */
export function sampleMatch(overrides: Partial<MatchResult> = {}): MatchResult {
  return {
    infogroupId: '404501993',
    businessName: 'Blue Door Bakery Inc',
    address: '12 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0132',
    matchGrade: 'B',
    confidenceScore: 0.874,
    enrichmentData: { employeeSize: 12 },
    ...overrides,
  };
}

/** Yelp: a basic-tier directory of every category in the US, in the plan, with no listings yet. */
export function sampleDirectory(overrides: Partial<Directory> = {}): Directory {
  return {
    id: 'yelp',
    name: 'Yelp',
    logo: null,
    url: 'https://www.yelp.example/',
    tier: 'basic',
    regions: ['US'],
    aggregator: false,
    categories: null,
    allowed: true,
    status: 'available',
    counts: { published: 0, waiting: 0, error: 0 },
    ...overrides,
  };
}

/** A match batch of two businesses, queued with nothing done. */
export function sampleBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    id: '0b7d3c1e-9f0a-4c55-8e21-5a8f3d2c1b00',
    kind: 'match',
    status: 'queued',
    total: 2,
    succeeded: 0,
    failed: 0,
    directories: [],
    items: [],
    createdAt: CREATED_AT,
    finishedAt: null,
    ...overrides,
  };
}

/** The business-data integration on, in the sandbox, with every feature. */
export function sampleIntegrationStatus(overrides: Partial<IntegrationStatus> = {}): IntegrationStatus {
  return {
    enabled: true,
    environment: 'sandbox',
    features: { businessMatching: true, listingSubmission: true, citationScanning: true, analytics: true },
    ...overrides,
  };
}
