import type { Report } from '../../shared/contract/reports';

// How a PDF report writes its figures and dates. The server's locale is nobody's in particular, so
// it is fixed, and dates are days in UTC like the period's points.

type Period = Report['period'];

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const PERIOD_LABELS: Record<Period, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** 12,345 */
export const formatCount = (value: number): string => COUNT.format(value);

/** Jun 1, 2025 */
export const formatDay = (iso: string): string => DAY.format(new Date(iso));

/** The label of one point of a period's series: its day, or its month in a year. */
export const formatPoint = (iso: string, period: Period): string =>
  (period === 'yearly' ? MONTH : SHORT_DAY).format(new Date(iso));

/** Jun 1, 2025 – Jun 30, 2025: the first day and the last, as `to` itself is not part of the period. */
export const formatPeriodRange = (from: string, to: string): string =>
  `${formatDay(from)} – ${DAY.format(new Date(new Date(to).getTime() - 1))}`;
