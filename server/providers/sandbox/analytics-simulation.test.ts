import { describe, expect, it } from 'vitest';
import { ANALYTICS_PERIODS } from '../../../shared/contract/provider';
import type { ProviderBusiness } from '../provider';
import { ANALYTICS_POINTS } from '../../../shared/domain/report-periods';
import { METRICS, simulateAnalytics, type ProviderAnalytics } from './analytics-simulation';
import { DIRECTORY_CATALOGUE } from './directory-catalogue';
import { sampleBusinesses } from './sample-businesses';

const until = new Date('2025-03-15T12:00:00Z');
const [business] = sampleBusinesses(1) as [ProviderBusiness];
const restaurant: ProviderBusiness = { ...business, category: 'restaurant', state: 'NY' };
const analytics = (period: ProviderAnalytics['period'], of: ProviderBusiness = restaurant, at: Date = until) =>
  simulateAnalytics(of, DIRECTORY_CATALOGUE, period, at);
const sum = (rows: readonly Record<string, unknown>[], metric: string) => rows.reduce((total, row) => total + (row[metric] as number), 0);

describe('simulateAnalytics', () => {
  it.each<[ProviderAnalytics['period'], string, string, number]>([
    ['weekly', '2025-03-08T00:00:00.000Z', '2025-03-15T00:00:00.000Z', 1],
    ['monthly', '2025-02-13T00:00:00.000Z', '2025-03-15T00:00:00.000Z', 1],
    ['quarterly', '2024-12-14T00:00:00.000Z', '2025-03-15T00:00:00.000Z', 7],
    ['yearly', '2024-03-15T00:00:00.000Z', '2025-03-15T00:00:00.000Z', 28],
  ])('covers the %s period from %s to %s, a point per day, week or month', (period, from, to, shortestPointDays) => {
    const result = analytics(period);
    expect(result).toMatchObject({ period, from, to });
    expect(result.series).toHaveLength(ANALYTICS_POINTS[period].count);
    expect(result.series[0]!.date).toBe(from);
    const starts = result.series.map((point) => Date.parse(point.date));
    const lengths = starts.map((start, index) => ((starts[index + 1] ?? Date.parse(to)) - start) / 86_400_000);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(shortestPointDays);
  });

  it.each(ANALYTICS_PERIODS)('adds the %s totals up from the series and from the directories', (period) => {
    const result = analytics(period);
    for (const metric of METRICS) {
      expect(result.totals[metric]).toBe(sum(result.series, metric));
      expect(result.totals[metric]).toBe(sum(result.byDirectory, metric));
    }
  });

  it('answers the same for the same business and day, whichever period shows it', () => {
    expect(analytics('monthly')).toEqual(analytics('monthly'));
    expect(analytics('monthly').series.slice(-7)).toEqual(analytics('weekly').series);
    const week = analytics('weekly');
    expect(analytics('quarterly').series.at(-1)).toEqual({ date: week.from, ...week.totals });
    expect(analytics('weekly', restaurant, new Date('2025-03-15T23:59:00Z'))).toEqual(week);
    expect(analytics('weekly', { ...restaurant, name: 'Another Bakery' })).not.toEqual(week);
  });

  it('sees many more views than searches, clicks, calls and direction requests', () => {
    for (const sample of sampleBusinesses(200)) {
      const { totals } = analytics('monthly', sample);
      expect(totals.views).toBeGreaterThan(totals.searches * 2);
      expect(totals.searches).toBeGreaterThan(totals.clicks * 2);
      expect(totals.clicks).toBeGreaterThan(totals.calls);
      expect(totals.clicks).toBeGreaterThan(totals.directionRequests);
      expect(totals.calls + totals.directionRequests).toBeGreaterThan(0);
    }
  });

  it.each<[string, ProviderBusiness['category'], number[], number[]]>([
    ['a restaurant is busiest at the weekend', 'restaurant', [5, 6], [1, 2]],
    ['an office is busiest on weekdays', 'professional', [1, 2], [0, 6]],
  ])('%s', (_case, category, busy, quiet) => {
    const { series } = analytics('quarterly', { ...restaurant, category });
    const days = analytics('monthly', { ...restaurant, category }).series;
    const average = (weekdays: number[]) => {
      const chosen = days.filter((point) => weekdays.includes(new Date(point.date).getUTCDay()));
      return sum(chosen, 'views') / chosen.length;
    };
    expect(average(busy)).toBeGreaterThan(average(quiet) * 1.2);
    expect(series.length).toBe(13);
  });

  it('shares the traffic over the directories that show the business, Google first', () => {
    const { byDirectory } = analytics('monthly');
    const ids = byDirectory.map((row) => row.directory);
    expect(ids[0]).toBe('google');
    expect(ids).toEqual(expect.arrayContaining(['yelp', 'opentable', 'nyc-com']));
    // Not for a restaurant, not in New York, or an aggregator that shows nothing itself.
    for (const absent of ['zocdoc', 'nj-com', 'yellowpages-ca', 'data-axle', 'foursquare']) expect(ids).not.toContain(absent);
    expect(byDirectory.map((row) => row.views)).toEqual([...byDirectory.map((row) => row.views)].sort((a, b) => b - a));
  });
});
