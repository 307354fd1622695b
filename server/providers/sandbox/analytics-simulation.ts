import type { BusinessCategory } from '../../../shared/domain/enums';
import type { AnalyticsPeriod, BusinessDataProvider, DirectoryInfo, ProviderBusiness } from '../provider';
import { businessSeed } from './business-identity';
import { servesRegion } from '../../../shared/domain/directory-region';
import { periodBuckets } from '../../../shared/domain/report-periods';
import { seededRandom } from './seeded-random';

// Listing performance, simulated: every day of a business has its own figures, drawn from the
// business and the date, so a week is the same seven days whichever period shows it. Many more people
// see a listing than search for it, fewer click through, and fewer still call or ask the way.

export type ProviderAnalytics = NonNullable<Awaited<ReturnType<BusinessDataProvider['analytics']>>>;
type Figures = ProviderAnalytics['totals'];

export const METRICS = ['views', 'searches', 'clicks', 'calls', 'directionRequests'] as const satisfies readonly (keyof Figures)[];

const DAY_MS = 24 * 60 * 60 * 1000;

// Traffic by weekday, Sunday first.
const EVENINGS_AND_WEEKENDS = [1.15, 0.8, 0.85, 0.9, 1.0, 1.25, 1.35];
const OFFICE_HOURS = [0.45, 1.15, 1.15, 1.1, 1.1, 0.95, 0.6];
const BEFORE_AND_AFTER_WORK = [0.9, 1.25, 1.15, 1.1, 1.0, 0.85, 0.95];

interface Trade {
  /** Listing views on an average day for a business of average popularity. */
  dailyViews: number;
  weekdays: readonly number[];
  /** Day of the year the trade is busiest. */
  busiestDay: number;
  /** Of the clicks, the share that call, and that ask for directions. */
  callShare: number;
  directionShare: number;
}

const TRADES: Record<BusinessCategory, Trade> = {
  restaurant: { dailyViews: 140, weekdays: EVENINGS_AND_WEEKENDS, busiestDay: 196, callShare: 0.18, directionShare: 0.3 },
  retail: { dailyViews: 80, weekdays: EVENINGS_AND_WEEKENDS, busiestDay: 350, callShare: 0.12, directionShare: 0.28 },
  fitness: { dailyViews: 60, weekdays: BEFORE_AND_AFTER_WORK, busiestDay: 10, callShare: 0.15, directionShare: 0.22 },
  healthcare: { dailyViews: 55, weekdays: OFFICE_HOURS, busiestDay: 300, callShare: 0.32, directionShare: 0.2 },
  professional: { dailyViews: 25, weekdays: OFFICE_HOURS, busiestDay: 75, callShare: 0.3, directionShare: 0.12 },
  home_services: { dailyViews: 35, weekdays: OFFICE_HOURS, busiestDay: 150, callShare: 0.36, directionShare: 0.08 },
  automotive: { dailyViews: 45, weekdays: OFFICE_HOURS, busiestDay: 120, callShare: 0.3, directionShare: 0.22 },
  beauty: { dailyViews: 55, weekdays: EVENINGS_AND_WEEKENDS, busiestDay: 130, callShare: 0.25, directionShare: 0.2 },
  education: { dailyViews: 30, weekdays: OFFICE_HOURS, busiestDay: 240, callShare: 0.22, directionShare: 0.14 },
  entertainment: { dailyViews: 95, weekdays: EVENINGS_AND_WEEKENDS, busiestDay: 200, callShare: 0.12, directionShare: 0.3 },
};
const SEASONAL_SWING = 0.1;

/** Rough shares of local search traffic; other general directories share a little, niche ones more. */
const TRAFFIC_SHARE: Record<string, number> = {
  google: 50, yelp: 10, facebook: 8, apple: 7, tripadvisor: 5, bing: 4, opentable: 4, healthgrades: 3, zocdoc: 3, angi: 3,
  yellowpages: 2.5, waze: 2, houzz: 2, thumbtack: 2, mapquest: 1.5, nextdoor: 1.5, bbb: 1.5,
};
const GENERAL_SHARE = 0.3;
const NICHE_SHARE = 1;

export function simulateAnalytics(
  business: ProviderBusiness,
  catalogue: readonly DirectoryInfo[],
  period: AnalyticsPeriod,
  until: Date,
): ProviderAnalytics {
  const dayOf = dailyFigures(business);
  const series = periodBuckets(period, until).map(({ start, end }) => {
    const figures = zero();
    for (let day = start.getTime(); day < end.getTime(); day += DAY_MS) add(figures, dayOf(day));
    return { date: start.toISOString(), start, end, figures };
  });
  const totals = zero();
  for (const point of series) add(totals, point.figures);
  return {
    period,
    from: series[0]!.start.toISOString(),
    to: series.at(-1)!.end.toISOString(),
    totals,
    series: series.map(({ date, figures }) => ({ date, ...figures })),
    byDirectory: byDirectory(business, catalogue, totals),
  };
}

/** Day start (ms) -> the business's figures that day. */
function dailyFigures(business: ProviderBusiness): (day: number) => Figures {
  const seed = businessSeed(business);
  const trade = TRADES[business.category];
  const random = seededRandom(`analytics:${seed}`);
  // Most businesses are modestly popular, a few very much so.
  const popularity = 0.3 + 2.2 * random.next() ** 2;
  const searchShare = 0.3 + random.next() * 0.1;
  const clickShare = 0.22 + random.next() * 0.12;
  return (day) => {
    const today = seededRandom(`analytics:${seed}:${day / DAY_MS}`);
    const jitter = (spread: number) => 1 - spread + today.next() * 2 * spread;
    // Rounded up or down by chance, so small figures keep their average instead of rounding to 0.
    const whole = (value: number) => Math.floor(value + today.next());
    const date = new Date(day);
    const dayOfYear = (day - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
    const season = 1 + SEASONAL_SWING * Math.cos((2 * Math.PI * (dayOfYear - trade.busiestDay)) / 365);
    const views = whole(trade.dailyViews * popularity * trade.weekdays[date.getUTCDay()]! * season * jitter(0.2));
    const searches = whole(views * searchShare * jitter(0.15));
    const clicks = whole(searches * clickShare * jitter(0.15));
    return {
      views,
      searches,
      clicks,
      calls: whole(clicks * trade.callShare * jitter(0.3)),
      directionRequests: whole(clicks * trade.directionShare * jitter(0.3)),
    };
  };
}

/** The totals shared out over the directories that show the business, biggest audience first. */
function byDirectory(business: ProviderBusiness, catalogue: readonly DirectoryInfo[], totals: Figures): ProviderAnalytics['byDirectory'] {
  const seed = businessSeed(business);
  const showing = catalogue.filter(
    (directory) =>
      !directory.aggregator &&
      (directory.categories === null || directory.categories.includes(business.category)) &&
      servesRegion(directory, business.state),
  );
  const weights = showing.map((directory) => {
    const share = TRAFFIC_SHARE[directory.id] ?? (directory.categories ? NICHE_SHARE : GENERAL_SHARE);
    return share * (0.7 + 0.6 * seededRandom(`analytics:${seed}:${directory.id}`).next());
  });
  const shares = Object.fromEntries(METRICS.map((metric) => [metric, apportion(totals[metric], weights)])) as Record<
    keyof Figures,
    number[]
  >;
  return showing
    .map((directory, index) => ({
      directory: directory.id,
      ...(Object.fromEntries(METRICS.map((metric) => [metric, shares[metric][index]!])) as Figures),
    }))
    .filter((row) => METRICS.some((metric) => row[metric] > 0))
    .sort((a, b) => b.views - a.views);
}

/** Whole parts of `total` in proportion to the weights, adding up to exactly `total`. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

const zero = (): Figures => ({ views: 0, searches: 0, clicks: 0, calls: 0, directionRequests: 0 });

function add(sum: Figures, figures: Figures): void {
  for (const metric of METRICS) sum[metric] += figures[metric];
}
