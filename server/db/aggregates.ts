import { eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { ListingStatus } from '../../shared/domain/listing-status';

// Counts computed by the database, the same SQL on both dialects; PostgreSQL's bigint counts arrive as text.

export const countAll = (): SQL<number> => sql<number>`count(*)`.mapWith(Number);

export const countWhere = (condition: SQL): SQL<number> =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Neither live nor refused yet. */
const WAITING: ListingStatus[] = ['pending', 'submitted'];

/** A group of listings counted the way the business list and the directory report show them. */
export function listingCounts(listings: { status: Column }) {
  return {
    total: countAll(),
    published: countWhere(eq(listings.status, 'published')),
    error: countWhere(eq(listings.status, 'error')),
    waiting: countWhere(inArray(listings.status, WAITING)),
  };
}

/** Per-status rows (count, latest sync) as the listing summary: every status, zeros included. */
export function listingSummary(rows: readonly { status: ListingStatus; count: number; lastSyncAt: Date | null }[]): {
  byStatus: Record<ListingStatus, number>;
  lastSyncAt: Date | null;
} {
  const byStatus: Record<ListingStatus, number> = { pending: 0, submitted: 0, published: 0, error: 0 };
  let lastSyncAt: Date | null = null;
  for (const row of rows) {
    byStatus[row.status] = row.count;
    if (row.lastSyncAt && (!lastSyncAt || row.lastSyncAt > lastSyncAt)) lastSyncAt = row.lastSyncAt;
  }
  return { byStatus, lastSyncAt };
}
