import type { Report } from '../../../shared/contract/reports';

// How the report's periods, points and numbers read on screen.

export type ReportPeriod = Report['period'];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** What one point of a period's series covers: days for a week or month, weeks for a quarter, months for a year. */
export const REPORT_POINT_UNITS: Record<ReportPeriod, 'day' | 'week' | 'month'> = {
  weekly: 'day',
  monthly: 'day',
  quarterly: 'week',
  yearly: 'month',
};

/** The heading of a table's first column: what each row's date starts. */
export const REPORT_POINT_HEADINGS: Record<ReportPeriod, string> = {
  weekly: 'Day',
  monthly: 'Day',
  quarterly: 'Week starting',
  yearly: 'Month starting',
};

const COUNT_FORMAT = new Intl.NumberFormat();
// The series' points start at midnight UTC, so they are labelled in UTC to keep their day.
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatCount = (count: number) => COUNT_FORMAT.format(count);

/** A point's label: 'Jun 3'; with the year for a yearly report, whose points span two years. */
export function pointLabel(period: ReportPeriod, date: string): string {
  return (period === 'yearly' ? DATE_FORMAT : DAY_FORMAT).format(new Date(date));
}

/** The days a report covers, e.g. 'May 12 – Jun 10, 2025'; its end is exclusive, so the last day is the one before. */
export function reportRangeLabel(report: Pick<Report, 'from' | 'to'>): string {
  const from = new Date(report.from);
  const lastDay = new Date(Math.max(from.getTime(), new Date(report.to).getTime() - 1));
  return DATE_FORMAT.formatRange(from, lastDay);
}
