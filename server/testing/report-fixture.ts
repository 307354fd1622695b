import { type Report, reportSchema } from '../../shared/contract/reports';

// A month's report for tests of what is made from a report (PDF, CSV, mail), checked against the contract.

const DAY_MS = 24 * 60 * 60 * 1000;
const FROM = Date.UTC(2025, 5, 1);
const DAYS = 30;

export const SAMPLE_DIRECTORIES = [
  'Google Business Profile', 'Yelp', 'Facebook', 'Apple Maps', 'Bing Places', 'Tripadvisor', 'Yellow Pages',
  'Foursquare', 'MapQuest', 'Nextdoor', 'Better Business Bureau', 'Angi', 'Thumbtack', 'Houzz', 'Waze',
  'OpenTable', 'Healthgrades', 'Zocdoc', 'Superpages', 'Citysearch',
] as const;

const day = (index: number) => new Date(FROM + index * DAY_MS).toISOString();

export function sampleReport(overrides: Partial<Report> = {}): Report {
  const byDirectory = SAMPLE_DIRECTORIES.map((directoryName, index) => ({
    directory: directoryName.toLowerCase().replace(/\W+/g, '_'),
    directoryName,
    published: 20 - index,
    pending: index % 3,
    error: index % 4 === 1 ? 1 : 0,
  }));
  const sum = (key: 'published' | 'pending' | 'error') => byDirectory.reduce((total, row) => total + row[key], 0);
  const issueSeries = Array.from({ length: DAYS }, (_, index) => ({ date: day(index), opened: index % 5, resolved: index % 4 }));
  const analyticsSeries = Array.from({ length: DAYS }, (_, index) => ({
    date: day(index),
    views: 400 + index * 10,
    searches: 150 + index * 3,
    clicks: 60 + (index % 7) * 4,
    calls: 8 + (index % 5),
    directionRequests: 12 + (index % 3),
  }));
  const total = (key: Exclude<keyof (typeof analyticsSeries)[number], 'date'>) =>
    analyticsSeries.reduce((sum, point) => sum + point[key], 0);

  return reportSchema.parse({
    title: 'Monthly report: Blue Door Bakery',
    scope: { kind: 'business', businessId: '7f0c8a52-3c1e-4b8e-9a55-0d7c1f9e2b11', name: 'Blue Door Bakery' },
    period: 'monthly',
    from: day(0),
    to: day(DAYS),
    generatedAt: new Date(FROM + DAYS * DAY_MS + 6 * 60 * 60 * 1000).toISOString(),
    coverage: { totals: { published: sum('published'), pending: sum('pending'), error: sum('error') }, byDirectory },
    nap: {
      score: 86,
      // No scan before the fifth day, and none on the twelfth: both are gaps in the line.
      series: Array.from({ length: DAYS }, (_, index) => ({
        date: day(index),
        score: index < 4 || index === 11 ? null : 70 + Math.floor(index / 2),
      })),
    },
    issues: {
      open: 7,
      opened: issueSeries.reduce((sum, point) => sum + point.opened, 0),
      resolved: issueSeries.reduce((sum, point) => sum + point.resolved, 0),
      series: issueSeries,
    },
    enrichment: { enriched: 8, total: 12, rate: 67 },
    analytics: {
      totals: {
        views: total('views'),
        searches: total('searches'),
        clicks: total('clicks'),
        calls: total('calls'),
        directionRequests: total('directionRequests'),
      },
      series: analyticsSeries,
    },
    analyticsError: null,
    citationsSimulated: false,
    analyticsSimulated: false,
    analyticsSource: 'provider',
    analyticsImpressions: null,
    ...overrides,
  });
}
