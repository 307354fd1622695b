import type { CitationScan, DirectoryScanResult } from '../../shared/contract/citations';
import { SAMPLE_BUSINESS_ID } from './fixtures';

// Sample scan answers for the scanner's tests: complete, valid objects a test changes only where it matters.

/** Yelp shows the sample business at 14 Main Street instead of 12. */
export function sampleDirectoryResult(overrides: Partial<DirectoryScanResult> = {}): DirectoryScanResult {
  return {
    platform: 'yelp',
    platformName: 'Yelp',
    status: 'inconsistent',
    profileUrl: 'https://www.yelp.example/biz/blue-door-bakery',
    found: {
      name: 'Blue Door Bakery',
      address: '14 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0132',
      website: null,
    },
    findings: [
      {
        issueType: 'address_mismatch',
        expectedValue: '12 Main Street, Springfield, IL 62701',
        actualValue: '14 Main Street, Springfield, IL 62701',
      },
    ],
    source: 'yelp',
    listingId: 'blue-door-bakery-springfield',
    duplicates: [],
    valuesKept: true,
    ...overrides,
  };
}

/** A manual scan of the sample business over one directory, Yelp, with its address wrong. */
export function sampleScan(overrides: Partial<CitationScan> = {}): CitationScan {
  return {
    id: '3c9e1f20-7a4b-4c8d-9e0f-1a2b3c4d5e6f',
    businessId: SAMPLE_BUSINESS_ID,
    businessName: 'Blue Door Bakery',
    trigger: 'manual',
    scannedAt: '2025-06-10T12:00:00.000Z',
    directoriesChecked: 1,
    citationsFound: 1,
    napScore: 0,
    newIssues: 1,
    resolvedIssues: 0,
    reopenedIssues: 0,
    regressions: 0,
    openIssues: 1,
    simulated: false,
    sourceFailures: [],
    results: [sampleDirectoryResult()],
    ...overrides,
  };
}
