import type { CitationIssue, CitationSchedule, CitationSummary, NapTrendPoint } from '../../../shared/contract/citations';
import { SAMPLE_BUSINESS_ID } from '../../testing/fixtures';

// Sample answers of the citation API for the citation screen's tests: complete, valid objects that
// a test changes only where it matters.

const DISCOVERED_AT = '2025-06-02T09:00:00.000Z';

export const SAMPLE_ISSUE_ID = '3c9e7a1d-2b4f-4c6e-8d0a-1f2e3d4c5b6a';

/** Yelp's listing page shows the sample business with an old phone number; open, found once. */
export function sampleCitationIssue(overrides: Partial<CitationIssue> = {}): CitationIssue {
  return {
    id: SAMPLE_ISSUE_ID,
    businessId: SAMPLE_BUSINESS_ID,
    businessName: 'Blue Door Bakery',
    platform: 'yelp',
    platformName: 'Yelp',
    issueType: 'phone_mismatch',
    expectedValue: '(217) 555-0132',
    actualValue: '(217) 555-0199',
    source: 'listing_pages',
    valueKept: true,
    resolved: false,
    regression: false,
    discoveredAt: DISCOVERED_AT,
    resolvedAt: null,
    lastSeenAt: DISCOVERED_AT,
    ...overrides,
  };
}

/** Weekly scores, oldest first, from Monday 2025-03-24; null for a week before any scan. */
export function sampleNapTrend(scores: readonly (number | null)[]): NapTrendPoint[] {
  const firstWeek = Date.parse('2025-03-24T00:00:00.000Z');
  const weekMs = 7 * 24 * 60 * 60 * 1000;
  return scores.map((score, index) => ({ weekStart: new Date(firstWeek + index * weekMs).toISOString(), score }));
}

/** One scanned business at 82 with one open phone mismatch, scanned for the last four weeks. */
export function sampleCitationSummary(overrides: Partial<CitationSummary> = {}): CitationSummary {
  return {
    napScore: 82,
    businessesScanned: 1,
    simulatedBusinesses: 0,
    openIssues: 1,
    regressions: 0,
    byType: [{ issueType: 'phone_mismatch', count: 1 }],
    lastScanAt: DISCOVERED_AT,
    trend: sampleNapTrend([null, null, null, null, null, null, null, null, 70, 74, 80, 82]),
    ...overrides,
  };
}

/** The default: weekly rescans, on. */
export function sampleCitationSchedule(overrides: Partial<CitationSchedule> = {}): CitationSchedule {
  return {
    enabled: true,
    intervalDays: 7,
    nextScanAt: '2025-06-09T09:00:00.000Z',
    lastScanAt: DISCOVERED_AT,
    ...overrides,
  };
}
