import { and, asc, eq, getTableColumns, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import { countAll, listingCounts, listingSummary } from './aggregates';
import { lockBusinessIds, lockBusinessesOf } from './business-locks';
import { directoryNameCloser, keptJson, preparedStoredPage, writtenPage, writtenRow } from './json-rows';
import { listingFilters, listingJson, listingJsonHead } from './listing-list-query';
import { keptCount, keptListingTotal, listingTotalIsKept, organizationCountsOf } from './organization-counts';
import { afterCursor, newestFirst, sortBy, toPage } from './cursor';
import { byShape, organizationPage, type Prepared } from './prepared-shapes';
import type { ListingRecord, ListingWithBusiness } from './records';
import type { ListingRepository } from './repositories';
import { step, type SqlDialect } from './sql-dialect';
import { updateFromValues } from './pg/update-from-values';
import {
  LISTING_IDENTITY,
  changesByFields,
  fromExcluded,
  groupByGivenFields,
  groupIdenticalChanges,
  idChunks,
  insertChunks,
  mergeByKey,
  valuesChunks,
} from './write-batches';


export function createListingRepository(d: SqlDialect): ListingRepository {
  const { db } = d;
  const { businesses, listings, organizationCounts } = d.tables;
  // Records leave the stored JSON out: it is the list's.
  const { writtenJson: _writtenJson, ...listingColumns } = getTableColumns(listings);
  const listingWithBusiness = { ...listingColumns, businessName: businesses.name };
  const writtenListings = keptJson(d, listings, listingJsonHead(d.name, listings, businesses));
  const storedListingPages = byShape<ReturnType<typeof preparedStoredPage>>();
  const closeListing = directoryNameCloser('directoryName');
  const listingsNewestFirst = newestFirst<ListingRecord>('updated', listings.updatedAt, listings.id, (row) => row.updatedAt);
  const pairKey = (row: { businessId: string; platform: string }) => `${row.businessId}\n${row.platform}`;
  const listingPages = byShape<Prepared<ListingWithBusiness>>();
  return {
    upsertMany: async (inputs) => {
      const rows = mergeByKey(inputs, pairKey);
      const written = await d.transaction(function* (tx) {
        // The listings' triggers write their businesses' listing counts: a listing write takes its
        // businesses first, as a rename or delete of a business does (business-locks).
        yield* lockBusinessIds(d, tx, rows.map((row) => row.businessId), 'no key update');
        const out: ListingRecord[] = [];
        for (const group of groupByGivenFields(rows)) {
          for (const chunk of insertChunks(listings, group.rows, d.maxParameters)) {
            const upsert = tx
              .insert(listings)
              .values(chunk)
              .onConflictDoUpdate({
                target: [listings.businessId, listings.platform],
                set: { ...fromExcluded(listings, group.fields, LISTING_IDENTITY), updatedAt: new Date() },
              })
              .returning(listingColumns);
            out.push(...(yield* step(upsert)));
          }
        }
        return out;
      });
      const byPair = new Map(written.map((listing) => [pairKey(listing), listing]));
      return rows.flatMap((row) => byPair.get(pairKey(row)) ?? []);
    },
    // One page, two readers: `list` gives records (the reference the written page is tested against,
    // the benchmarks); `listWritten` gives the HTTP list route the contract's JSON, written by the database.
    list: async ({ limit, cursor, ...query }) => {
      const pageOf = (where: SQL | undefined) =>
        db
          .select(listingWithBusiness)
          .from(listings)
          .innerJoin(businesses, eq(businesses.id, listings.businessId))
          .where(where)
          .orderBy(...sortBy(listingsNewestFirst));
      const kept = keptListingTotal(query, () => organizationCountsOf(d, query.organizationId));
      if (kept) {
        // The unfiltered list, the one opened most: prepared.
        const page = organizationPage(listingsNewestFirst, { ...query, limit, cursor });
        const statement = listingPages(page.shape, () =>
          pageOf(page.where(listings.organizationId)).limit(sql.placeholder('limit')).prepare(`listing_page_${page.shape}`),
        );
        const [rows, total] = await Promise.all([statement.execute(page.values), kept]);
        return { ...toPage(listingsNewestFirst, rows, limit), total };
      }
      const filters = listingFilters(query, listings, businesses, d.like);
      const [rows, total] = await Promise.all([
        pageOf(and(filters, afterCursor(listingsNewestFirst, cursor))).limit(limit + 1).execute(),
        db.$count(listings, filters),
      ]);
      return { ...toPage(listingsNewestFirst, rows, limit), total };
    },
    listWritten: async ({ limit, cursor, ...query }, directoryNames) => {
      const pageOf = (where: SQL | undefined, names: SQL) =>
        db
          .select(writtenRow(d.name, listingsNewestFirst, listingJson(d.name, listings, businesses, sql`${names}`)))
          .from(listings)
          .where(where)
          .orderBy(...sortBy(listingsNewestFirst));
      if (listingTotalIsKept(query)) {
        // The total read in the page's own statement: one round trip for both.
        const page = organizationPage(listingsNewestFirst, { ...query, limit, cursor });
        const total = keptCount(d, organizationCounts.listings);
        // As the issue list: the kept JSON alone, named in JS; an unfiltered page, planned once (steadyDb).
        const readStored = storedListingPages(page.shape, () =>
          preparedStoredPage(
            d,
            listingsNewestFirst,
            { stored: listings.writtenJson, total, last: listings.platform },
            (columns) => d.steadyDb.select(columns).from(listings).where(page.where(listings.organizationId)).orderBy(...sortBy(listingsNewestFirst)).limit(sql.placeholder('limit')),
            `listing_page_stored_${page.shape}`,
            writtenListings.heads,
          ),
        );
        const written = await readStored(page.values, limit, closeListing(directoryNames));
        return { ...written, total: written.total ?? (await organizationCountsOf(d, query.organizationId)).listings };
      }
      const filters = listingFilters(query, listings, businesses, d.like);
      const [rows, total] = await Promise.all([
        pageOf(and(filters, afterCursor(listingsNewestFirst, cursor)), sql`${directoryNames}`).limit(limit + 1),
        db.$count(listings, filters),
      ]);
      return { ...writtenPage(listingsNewestFirst, rows, limit), total };
    },
    writeMissingJson: (limit, after) => writtenListings.writeMissing(limit, after),
    listByBusiness: async (organizationId, businessId) =>
      db
        .select(listingColumns)
        .from(listings)
        .where(and(eq(listings.organizationId, organizationId), eq(listings.businessId, businessId)))
        .orderBy(asc(listings.platform)),
    batch: async ({ organizationId, businessId, statuses, afterId, limit }) =>
      db
        .select(listingWithBusiness)
        .from(listings)
        .innerJoin(businesses, eq(businesses.id, listings.businessId))
        .where(
          and(
            eq(listings.organizationId, organizationId),
            businessId ? eq(listings.businessId, businessId) : undefined,
            statuses ? inArray(listings.status, [...statuses]) : undefined,
            afterId ? gt(listings.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(listings.id))
        .limit(limit),
    // PostgreSQL gives each row its own values in one statement (a round trip saved per change);
    // in process, SQLite's statement per distinct change costs about what one of them all would.
    updateMany: async (organizationId, updates) => {
      if (updates.length === 0) return;
      const inOrganization = eq(listings.organizationId, organizationId);
      const now = new Date();
      await d.transaction(function* (tx) {
        if (d.name === 'postgres') {
          yield* lockBusinessesOf(d, tx, listings, organizationId, updates.map((update) => update.id), 'no key update');
          for (const group of changesByFields(updates)) {
            for (const rows of valuesChunks(group.rows, group.fields.length, d.maxParameters)) {
              yield* step(tx.execute(updateFromValues(listings, group.fields, rows, inOrganization, now)));
            }
          }
          return;
        }
        for (const group of groupIdenticalChanges(updates)) {
          for (const ids of idChunks(group.ids, d.maxParameters)) {
            yield* step(tx.update(listings).set(group.changes).where(and(inOrganization, inArray(listings.id, ids))));
          }
        }
      });
    },
    summary: async (organizationId) =>
      listingSummary(
        await db
          .select({ status: listings.status, count: countAll(), lastSyncAt: max(listings.lastSyncAt) })
          .from(listings)
          .where(eq(listings.organizationId, organizationId))
          .groupBy(listings.status),
      ),
    countsByPlatform: async (organizationId) => {
      const { published, waiting, error } = listingCounts(listings);
      const rows = await db
        .select({ platform: listings.platform, published, waiting, error })
        .from(listings)
        .where(eq(listings.organizationId, organizationId))
        .groupBy(listings.platform);
      return new Map(rows.map(({ platform, ...counts }) => [platform, counts]));
    },
  };
}
