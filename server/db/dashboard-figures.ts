import { Param, sql, type Column, type SQL } from 'drizzle-orm';
import type { DashboardFiguresRecord } from './records';

// The dashboard's figures at a time in one prepared statement, the same SQL on both dialects: the counts
// the triggers keep for the organization, less what each figure's index holds after that time.

interface Tables {
  organizationCounts: { organizationId: Column; businesses: Column; enrichedBusinesses: Column; publishedListings: Column };
  businesses: { organizationId: Column; createdAt: Column; enrichedAt: Column };
  listings: { organizationId: Column; status: Column; publishedAt: Column };
}

/** The selection, read from organization_counts by the placeholder organizationId, with `at` as the time. */
export function figuresAtSelection({ organizationCounts: kept, businesses, listings }: Tables) {
  const number = (column: Column) => sql<number>`${column}`.mapWith(Number);
  // Each subquery takes the organization from the placeholder: a single-table select names its
  // columns unqualified, so a reference to the outer row would bind to the inner table.
  // The time is encoded by the column it is compared with, as a literal would be.
  const after = (column: Column) => sql`${column} > ${new Param(sql.placeholder('at'), column)}`;
  const countAfter = (table: SQL, organizationColumn: Column, ...conditions: SQL[]) =>
    sql<number>`(select count(*) from ${table} where ${organizationColumn} = ${sql.placeholder('organizationId')} and ${sql.join(conditions, sql` and `)})`.mapWith(
      Number,
    );
  return {
    businesses: number(kept.businesses),
    enrichedBusinesses: number(kept.enrichedBusinesses),
    publishedListings: number(kept.publishedListings),
    businessesAfter: countAfter(sql`${businesses}`, businesses.organizationId, after(businesses.createdAt)),
    enrichedAfter: countAfter(sql`${businesses}`, businesses.organizationId, after(businesses.enrichedAt)),
    publishedAfter: countAfter(sql`${listings}`, listings.organizationId, sql`${listings.status} = 'published'`, after(listings.publishedAt)),
  };
}

interface FiguresRow {
  businesses: number;
  enrichedBusinesses: number;
  publishedListings: number;
  businessesAfter: number;
  enrichedAfter: number;
  publishedAfter: number;
}

/** An organization that never had a business has no kept counts: every figure is 0. */
export function figuresOf(row: FiguresRow | undefined): DashboardFiguresRecord {
  if (!row) return { totalBusinesses: 0, enrichedBusinesses: 0, activeListings: 0 };
  return {
    totalBusinesses: row.businesses - row.businessesAfter,
    enrichedBusinesses: row.enrichedBusinesses - row.enrichedAfter,
    activeListings: row.publishedListings - row.publishedAfter,
  };
}
