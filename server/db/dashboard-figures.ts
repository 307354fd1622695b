import { Param, sql, type Column, type SQL } from 'drizzle-orm';
import type { DashboardFiguresRecord } from './records';

// The dashboard's figures at a time in one prepared statement, the same SQL on both dialects: the counts
// the triggers keep for the organization, less the days the triggers count after that time's day, less
// what each figure's index holds after that time within its own day.

interface Tables {
  organizationCounts: { organizationId: Column; businesses: Column; enrichedBusinesses: Column; publishedListings: Column };
  organizationDailyCounts: { organizationId: Column; day: Column; businesses: Column; enrichedBusinesses: Column; publishedListings: Column };
  businesses: { organizationId: Column; createdAt: Column; enrichedAt: Column };
  listings: { organizationId: Column; status: Column; publishedAt: Column };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statement's values for the organization at `at`: its UTC day, as the triggers number days, and the next day's start. */
export function figuresAtValues(organizationId: string, at: Date) {
  const day = Math.floor(at.getTime() / DAY_MS);
  return { organizationId, at, day, nextDay: new Date((day + 1) * DAY_MS) };
}

/** The selection, read from organization_counts by the placeholder organizationId, with the values of figuresAtValues. */
export function figuresAtSelection({ organizationCounts: kept, organizationDailyCounts: daily, businesses, listings }: Tables) {
  const number = (column: Column) => sql<number>`${column}`.mapWith(Number);
  // Each subquery takes the organization from the placeholder: a single-table select names its
  // columns unqualified, so a reference to the outer row would bind to the inner table.
  const laterDays = (column: Column) =>
    sql<number>`(select coalesce(sum(${column}), 0) from ${daily} where ${daily.organizationId} = ${sql.placeholder('organizationId')} and ${daily.day} > ${sql.placeholder('day')})`.mapWith(
      Number,
    );
  // The times are encoded by the column they are compared with, as a literal would be.
  const laterThatDay = (column: Column) =>
    sql`${column} > ${new Param(sql.placeholder('at'), column)} and ${column} < ${new Param(sql.placeholder('nextDay'), column)}`;
  const countAfter = (table: SQL, organizationColumn: Column, ...conditions: SQL[]) =>
    sql<number>`(select count(*) from ${table} where ${organizationColumn} = ${sql.placeholder('organizationId')} and ${sql.join(conditions, sql` and `)})`.mapWith(
      Number,
    );
  return {
    businesses: number(kept.businesses),
    enrichedBusinesses: number(kept.enrichedBusinesses),
    publishedListings: number(kept.publishedListings),
    businessesLaterDays: laterDays(daily.businesses),
    enrichedLaterDays: laterDays(daily.enrichedBusinesses),
    publishedLaterDays: laterDays(daily.publishedListings),
    businessesLaterThatDay: countAfter(sql`${businesses}`, businesses.organizationId, laterThatDay(businesses.createdAt)),
    enrichedLaterThatDay: countAfter(sql`${businesses}`, businesses.organizationId, laterThatDay(businesses.enrichedAt)),
    publishedLaterThatDay: countAfter(
      sql`${listings}`,
      listings.organizationId,
      sql`${listings.status} = 'published'`,
      laterThatDay(listings.publishedAt),
    ),
  };
}

type FiguresRow = Record<keyof ReturnType<typeof figuresAtSelection>, number>;

/** An organization that never had a business has no kept counts: every figure is 0. */
export function figuresOf(row: FiguresRow | undefined): DashboardFiguresRecord {
  if (!row) return { totalBusinesses: 0, enrichedBusinesses: 0, activeListings: 0 };
  return {
    totalBusinesses: row.businesses - row.businessesLaterDays - row.businessesLaterThatDay,
    enrichedBusinesses: row.enrichedBusinesses - row.enrichedLaterDays - row.enrichedLaterThatDay,
    activeListings: row.publishedListings - row.publishedLaterDays - row.publishedLaterThatDay,
  };
}
