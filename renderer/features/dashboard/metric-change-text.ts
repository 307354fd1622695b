import type { MetricChange } from '../../../shared/domain/metric-change';

/** Counts change by a number of businesses or listings; rates by percentage points. */
export type MetricUnit = 'count' | 'points';

/** A metric card's change line, e.g. '+3 vs last 30 days' or '-1.5 pts vs last 30 days'. */
export function metricChangeText(change: MetricChange, unit: MetricUnit, periodDays: number): string {
  const period = `vs last ${periodDays} ${periodDays === 1 ? 'day' : 'days'}`;
  if (change.direction === 'none') return `No change ${period}`;
  const sign = change.direction === 'increase' ? '+' : '-';
  const suffix = unit === 'points' ? ' pts' : '';
  return `${sign}${change.amount}${suffix} ${period}`;
}
