import type { GoogleImpressions } from '../../../shared/contract/provider';
import { periodBuckets } from '../../../shared/domain/report-periods';
import type { GoogleDailyMetricsRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import type { GoogleDailyFigures } from '../../google-business/google-business-client';
import type { AnalyticsPeriod, BusinessDataProvider } from '../../providers/provider';
import { GoogleCallRefusedError, type GoogleBusinessService } from './google-business-service';
import type { ProviderQuota } from './provider-quota';

// Listing performance of linked businesses, from Google's Business Profile Performance API. Each day is
// kept once fetched, so a report asks Google only for the days it lacks. Google goes on adding to the
// latest days for a while: those are fetched again, at most every few hours, until they are settled.

export type GoogleAnalytics = NonNullable<Awaited<ReturnType<BusinessDataProvider['analytics']>>> & { impressions: GoogleImpressions };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day's figures fetched this long after it ended are taken as final. */
export const SETTLED_AFTER_MS = 3 * DAY_MS;
/** An unsettled day is fetched again once this old. */
export const REFETCH_AFTER_MS = 6 * 60 * 60 * 1000;

const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether a kept day may be used as it is. */
export function keptDayUsable(record: Pick<GoogleDailyMetricsRecord, 'day' | 'fetchedAt'>, now: Date): boolean {
  const fetched = record.fetchedAt.getTime();
  return fetched - (dayStart(record.day) + DAY_MS) >= SETTLED_AFTER_MS || now.getTime() - fetched < REFETCH_AFTER_MS;
}

/** A day's metrics, kept or just fetched. */
type DayFigures = Omit<GoogleDailyFigures, 'date'>;

const ZERO = { views: 0, searches: 0, clicks: 0, calls: 0, directionRequests: 0 };

/** A day of Google's metrics as the analytics' figures: every impression is a view, Search ones are searches. */
function figuresOf(day: DayFigures) {
  return {
    views: day.desktopMaps + day.desktopSearch + day.mobileMaps + day.mobileSearch,
    searches: day.desktopSearch + day.mobileSearch,
    clicks: day.websiteClicks,
    calls: day.callClicks,
    directionRequests: day.directionRequests,
  };
}

export function createGoogleAnalytics(deps: {
  repositories: Repositories;
  google: Pick<GoogleBusinessService, 'linked'>;
  quota: ProviderQuota;
  clock: () => Date;
}) {
  const { repositories } = deps;

  /** The business's figures over the period ending `until`, from Google; null when it is not linked to a Google location. */
  return async function googleAnalytics(organizationId: string, businessId: string, period: AnalyticsPeriod, until: Date): Promise<GoogleAnalytics | null> {
    const linked = await deps.google.linked(organizationId, businessId);
    if (!linked) return null;
    const { client, link } = linked;
    const buckets = periodBuckets(period, until);
    const from = dayText(buckets[0]!.start.getTime());
    const to = dayText(buckets.at(-1)!.end.getTime() - DAY_MS);
    const now = deps.clock();
    const kept = await repositories.googleDailyMetrics.range(organizationId, businessId, link.locationName, from, to);
    const byDay = new Map<string, DayFigures>(kept.filter((record) => keptDayUsable(record, now)).map((record) => [record.day, record]));
    // One call for the days from the first missing to the last: Google answers a range, not a list.
    let firstMissing: string | undefined;
    let lastMissing: string | undefined;
    for (let time = dayStart(from); time <= dayStart(to); time += DAY_MS) {
      if (byDay.has(dayText(time))) continue;
      firstMissing ??= dayText(time);
      lastMissing = dayText(time);
    }
    if (firstMissing && lastMissing) {
      await deps.quota(organizationId);
      const fetched = await client.dailyMetrics(link.locationName, firstMissing, lastMissing).catch((error: unknown) => {
        // Not connected, or no settings key: the refusal itself (409, 503), not a failure of Google's.
        throw error instanceof GoogleCallRefusedError ? error.refusal : error;
      });
      const fetchedAt = deps.clock();
      await repositories.googleDailyMetrics.save(
        fetched.map((day) => ({ ...day, day: day.date, organizationId, businessId, locationName: link.locationName, fetchedAt })),
      );
      for (const day of fetched) byDay.set(day.date, day);
    }

    const impressions: GoogleImpressions = { desktopMaps: 0, desktopSearch: 0, mobileMaps: 0, mobileSearch: 0 };
    const totals = { ...ZERO };
    const series = buckets.map(({ start, end }) => {
      const point = { ...ZERO };
      for (let time = start.getTime(); time < end.getTime(); time += DAY_MS) {
        const day = byDay.get(dayText(time));
        if (!day) continue;
        const figures = figuresOf(day);
        for (const metric of Object.keys(point) as (keyof typeof point)[]) {
          point[metric] += figures[metric];
          totals[metric] += figures[metric];
        }
        for (const kind of Object.keys(impressions) as (keyof GoogleImpressions)[]) impressions[kind] += day[kind];
      }
      return { date: start.toISOString(), ...point };
    });
    return {
      period,
      from: buckets[0]!.start.toISOString(),
      to: buckets.at(-1)!.end.toISOString(),
      totals,
      series,
      byDirectory: [{ directory: 'google', ...totals }],
      impressions,
    };
  };
}

export type GoogleAnalyticsReader = ReturnType<typeof createGoogleAnalytics>;
