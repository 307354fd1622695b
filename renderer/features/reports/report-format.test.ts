import { describe, expect, it } from 'vitest';
import { pointLabel, reportRangeLabel } from './report-format';

describe('report dates', () => {
  it('labels a point by its UTC day, with the year in a yearly report', () => {
    expect(pointLabel('monthly', '2025-06-03T00:00:00.000Z')).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2025, 5, 3)),
    );
    expect(pointLabel('yearly', '2025-06-03T00:00:00.000Z')).toContain('2025');
  });

  it('ends the range on the day before its exclusive end', () => {
    const format = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(reportRangeLabel({ from: '2025-06-01T00:00:00.000Z', to: '2025-07-01T00:00:00.000Z' })).toBe(
      format.formatRange(Date.UTC(2025, 5, 1), Date.UTC(2025, 5, 30, 23, 59, 59, 999)),
    );
  });
});
