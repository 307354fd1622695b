import { describe, expect, it } from 'vitest';
import { ANALYTICS_POINTS, periodBuckets, type PeriodName } from './report-periods';

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('periodBuckets', () => {
  it.each<[PeriodName, string, string[], string[]]>([
    ['weekly', '2025-03-15T12:00:00Z', ['2025-03-08', '2025-03-09'], ['2025-03-14', '2025-03-15']],
    ['monthly', '2025-03-15T12:00:00Z', ['2025-02-13', '2025-02-14'], ['2025-03-14', '2025-03-15']],
    ['quarterly', '2025-03-15T12:00:00Z', ['2024-12-14', '2024-12-21'], ['2025-03-08', '2025-03-15']],
    ['yearly', '2025-03-15T12:00:00Z', ['2024-03-15', '2024-04-15'], ['2025-02-15', '2025-03-15']],
    // A month shorter than the day: its last day.
    ['yearly', '2025-03-31T00:00:00Z', ['2024-03-31', '2024-04-30'], ['2025-02-28', '2025-03-31']],
  ])('cuts the %s period up to %s into its points', (period, until, first, last) => {
    const buckets = periodBuckets(period, new Date(until));
    expect(buckets).toHaveLength(ANALYTICS_POINTS[period].count);
    expect([iso(buckets[0]!.start), iso(buckets[0]!.end)]).toEqual(first);
    expect([iso(buckets.at(-1)!.start), iso(buckets.at(-1)!.end)]).toEqual(last);
  });

  it('leaves no gap between points and ends where the day of `until` starts', () => {
    const buckets = periodBuckets('yearly', new Date('2025-03-15T23:59:59Z'));
    buckets.slice(1).forEach((bucket, index) => expect(bucket.start).toEqual(buckets[index]!.end));
    expect(buckets.at(-1)!.end).toEqual(new Date('2025-03-15T00:00:00Z'));
  });
});
