// The points of an analytics or report period: the sandbox's analytics and the report share them, so
// a report's NAP and issue series line up with the provider's analytics point by point.

/** The periods analytics and reports cover. */
export const ANALYTICS_PERIODS = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;

/** How many points a period has and what one covers; every point ends before `until`'s day. */
export const ANALYTICS_POINTS = {
  weekly: { count: 7, unit: 'day' },
  monthly: { count: 30, unit: 'day' },
  quarterly: { count: 13, unit: 'week' },
  yearly: { count: 12, unit: 'month' },
} as const satisfies Record<string, { count: number; unit: 'day' | 'week' | 'month' }>;

export type PeriodName = keyof typeof ANALYTICS_POINTS;

export const REPORT_PERIOD_LABELS: Record<PeriodName, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export interface PeriodBucket {
  /** Inclusive. */
  start: Date;
  /** Exclusive: the next bucket's start. */
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's points as [start, end), oldest first, the last ending where `until`'s day starts (UTC). */
export function periodBuckets(period: PeriodName, until: Date): PeriodBucket[] {
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
  const { count, unit } = ANALYTICS_POINTS[period];
  const boundary = (back: number) =>
    unit === 'month' ? monthsBefore(end, back) : end - back * (unit === 'week' ? 7 : 1) * DAY_MS;
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(boundary(count - index)),
    end: new Date(boundary(count - index - 1)),
  }));
}

/** The same day of an earlier month, or that month's last day when it is shorter. */
function monthsBefore(time: number, months: number): number {
  const date = new Date(time);
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(date.getUTCFullYear(), month, Math.min(date.getUTCDate(), lastDay));
}
