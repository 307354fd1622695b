import { Param, sql, type Column, type SQL } from 'drizzle-orm';
import type { DashboardFiguresRecord } from './records';

// The dashboard's figures at several times in one prepared statement, the same SQL on both dialects: the
// counts the triggers keep for the organization, less the days the triggers count after each time's day,
// less what each figure's index holds after that time within its own day. One statement is one round
// trip for the dashboard's two times; each time's placeholders carry its position in their names. The
// days after every time are summed in one pass over the organization's days since the earliest
// (laterDaysTable): a subquery per figure and time read the same rows six times.

interface Tables {
  organizationCounts: { organizationId: Column; businesses: Column; enrichedBusinesses: Column; publishedListings: Column };
  organizationDailyCounts: { organizationId: Column; day: Column; businesses: Column; enrichedBusinesses: Column; publishedListings: Column };
  businesses: { organizationId: Column; createdAt: Column; enrichedAt: Column };
  listings: { organizationId: Column; status: Column; publishedAt: Column };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statement's values for the organization at each time: the time, its UTC day as the triggers number days, and the next day's start; and the earliest of the days. */
export function figuresAtValues(organizationId: string, moments: readonly Date[]): Record<string, unknown> {
  const days = moments.map((at) => Math.floor(at.getTime() / DAY_MS));
  const values: Record<string, unknown> = { organizationId, firstDay: Math.min(...days) };
  moments.forEach((at, index) => {
    const day = days[index]!;
    Object.assign(values, { [`at${index}`]: at, [`day${index}`]: day, [`nextDay${index}`]: new Date((day + 1) * DAY_MS) });
  });
  return values;
}

const LATER_DAYS = 'later_days';
const DAILY_FIGURES = ['businesses', 'enrichedBusinesses', 'publishedListings'] as const;
const laterDaysColumn = (figure: (typeof DAILY_FIGURES)[number], index: number) => sql.identifier(`${figure}${index}`);

/**
 * What the days after each time's day add to each kept figure, in one row for all `count` times: joined
 * (on true) to the kept counts, read by figuresAtSelection. Without days in the range its sums are null.
 */
export function laterDaysTable({ organizationDailyCounts: daily }: Pick<Tables, 'organizationDailyCounts'>, count: number): SQL {
  const sums = Array.from({ length: count }, (_, index) =>
    DAILY_FIGURES.map(
      (figure) => sql`sum(case when ${daily.day} > ${sql.placeholder(`day${index}`)} then ${daily[figure]} else 0 end) as ${laterDaysColumn(figure, index)}`,
    ),
  ).flat();
  return sql`(select ${sql.join(sums, sql`, `)} from ${daily} where ${daily.organizationId} = ${sql.placeholder('organizationId')} and ${daily.day} > ${sql.placeholder('firstDay')}) as ${sql.identifier(LATER_DAYS)}`;
}

/** The selection, read from organization_counts by the placeholder organizationId, one field per time with the values of figuresAtValues. */
export function figuresAtSelection(tables: Tables, count: number): Record<string, ReturnType<typeof figuresAtOne>> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`at${index}`, figuresAtOne(tables, index)]));
}

/** One time's figures, from the placeholders named with its position. */
function figuresAtOne({ organizationCounts: kept, businesses, listings }: Tables, index: number) {
  const placeholder = (name: 'at' | 'nextDay') => sql.placeholder(`${name}${index}`);
  const number = (column: Column) => sql<number>`${column}`.mapWith(Number);
  const laterDays = (figure: (typeof DAILY_FIGURES)[number]) =>
    sql<number>`coalesce(${sql.identifier(LATER_DAYS)}.${laterDaysColumn(figure, index)}, 0)`.mapWith(Number);
  // Each subquery takes the organization from the placeholder: a single-table select names its
  // columns unqualified, so a reference to the outer row would bind to the inner table.
  // The times are encoded by the column they are compared with, as a literal would be.
  const laterThatDay = (column: Column) =>
    sql`${column} > ${new Param(placeholder('at'), column)} and ${column} < ${new Param(placeholder('nextDay'), column)}`;
  const countAfter = (table: SQL, organizationColumn: Column, ...conditions: SQL[]) =>
    sql<number>`(select count(*) from ${table} where ${organizationColumn} = ${sql.placeholder('organizationId')} and ${sql.join(conditions, sql` and `)})`.mapWith(
      Number,
    );
  // The first of the column's times after the moment: until then the figure it counts stays as it is.
  // Ordered and limited rather than min(): a planner that expects one row would otherwise read them all.
  const firstAfter = (table: SQL, organizationColumn: Column, column: Column, ...conditions: SQL[]) =>
    sql<Date | null>`(select ${column} from ${table} where ${sql.join(
      [sql`${organizationColumn} = ${sql.placeholder('organizationId')}`, ...conditions, sql`${column} > ${new Param(placeholder('at'), column)}`],
      sql` and `,
    )} order by ${column} limit 1)`.mapWith(column) as SQL<Date | null>;
  return {
    businesses: number(kept.businesses),
    enrichedBusinesses: number(kept.enrichedBusinesses),
    publishedListings: number(kept.publishedListings),
    businessesLaterDays: laterDays('businesses'),
    enrichedLaterDays: laterDays('enrichedBusinesses'),
    publishedLaterDays: laterDays('publishedListings'),
    businessesLaterThatDay: countAfter(sql`${businesses}`, businesses.organizationId, laterThatDay(businesses.createdAt)),
    enrichedLaterThatDay: countAfter(sql`${businesses}`, businesses.organizationId, laterThatDay(businesses.enrichedAt)),
    publishedLaterThatDay: countAfter(
      sql`${listings}`,
      listings.organizationId,
      sql`${listings.status} = 'published'`,
      laterThatDay(listings.publishedAt),
    ),
    nextCreated: firstAfter(sql`${businesses}`, businesses.organizationId, businesses.createdAt),
    nextEnriched: firstAfter(sql`${businesses}`, businesses.organizationId, businesses.enrichedAt),
    nextPublished: firstAfter(sql`${listings}`, listings.organizationId, listings.publishedAt, sql`${listings.status} = 'published'`),
  };
}

type NextChanges = 'nextCreated' | 'nextEnriched' | 'nextPublished';
type FiguresRow = Record<Exclude<keyof ReturnType<typeof figuresAtOne>, NextChanges>, number> & Record<NextChanges, Date | null>;

/** Each time's figures in order. An organization that never had a business has no kept counts: every figure is 0. */
export function figuresOf(row: Record<string, FiguresRow> | undefined, count: number): DashboardFiguresRecord[] {
  return Array.from({ length: count }, (_, index) => figuresOfOne(row?.[`at${index}`]));
}

/** The earliest of the times given; null when none is. */
export function earliest(times: readonly (Date | null)[]): Date | null {
  const given = times.filter((at): at is Date => at !== null);
  return given.length === 0 ? null : new Date(Math.min(...given.map((at) => at.getTime())));
}

function figuresOfOne(row: FiguresRow | undefined): DashboardFiguresRecord {
  if (!row) return { totalBusinesses: 0, enrichedBusinesses: 0, activeListings: 0, nextChangeAt: null };
  return {
    totalBusinesses: row.businesses - row.businessesLaterDays - row.businessesLaterThatDay,
    enrichedBusinesses: row.enrichedBusinesses - row.enrichedLaterDays - row.enrichedLaterThatDay,
    activeListings: row.publishedListings - row.publishedLaterDays - row.publishedLaterThatDay,
    nextChangeAt: earliest([row.nextCreated, row.nextEnriched, row.nextPublished]),
  };
}
