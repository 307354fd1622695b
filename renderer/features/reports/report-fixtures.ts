import type { Report, ReportSchedule } from '../../../shared/contract/reports';

// Sample answers of the reports API for the reports screen's tests: complete, valid objects that a
// test changes only where it matters.

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.parse('2025-06-01T00:00:00.000Z');

/** The ISO date of the series' point at index, one day apart from June 1, 2025. */
export const sampleReportDate = (index: number) => new Date(FIRST_DAY + index * DAY_MS).toISOString();

/**
 * Acme's monthly report shortened to four daily points: 12 listings on three directories, a NAP
 * score rising from 70 to 82 after a day unscanned, five issues found and three fixed, two of
 * four businesses enriched, and the provider's analytics.
 */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    title: 'Monthly report: Acme',
    scope: { kind: 'organization', businessId: null, name: 'Acme' },
    period: 'monthly',
    from: sampleReportDate(0),
    to: sampleReportDate(4),
    generatedAt: sampleReportDate(4),
    coverage: {
      totals: { published: 7, pending: 3, error: 2 },
      byDirectory: [
        { directory: 'yelp', directoryName: 'Yelp', published: 4, pending: 1, error: 0 },
        { directory: 'bing-places', directoryName: 'Bing Places', published: 2, pending: 1, error: 1 },
        { directory: 'foursquare', directoryName: 'Foursquare', published: 1, pending: 1, error: 1 },
      ],
    },
    nap: {
      score: 82,
      series: [null, 70, 74, 82].map((score, index) => ({ date: sampleReportDate(index), score })),
    },
    issues: {
      open: 4,
      opened: 5,
      resolved: 3,
      series: [
        [2, 0],
        [1, 1],
        [2, 0],
        [0, 2],
      ].map(([opened = 0, resolved = 0], index) => ({ date: sampleReportDate(index), opened, resolved })),
    },
    enrichment: { enriched: 2, total: 4, rate: 50 },
    analytics: {
      totals: { views: 1260, searches: 860, clicks: 96, calls: 34, directionRequests: 18 },
      series: [0, 1, 2, 3].map((index) => ({
        date: sampleReportDate(index),
        views: 300 + index * 10,
        searches: 200 + index * 10,
        clicks: 24,
        calls: 7 + index,
        directionRequests: 3 + index,
      })),
    },
    analyticsError: null,
    citationsSimulated: false,
    analyticsSimulated: false,
    analyticsSource: 'provider',
    analyticsImpressions: null,
    ...overrides,
  };
}

/** Monthly reports to one recipient, on, sent once before. */
export function sampleReportSchedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    enabled: true,
    frequency: 'monthly',
    recipients: ['owner@acme.example'],
    nextSendAt: '2025-07-01T08:00:00.000Z',
    lastSentAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}
