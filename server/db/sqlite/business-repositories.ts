import { and, asc, eq, getTableColumns, gt, inArray, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { countAll, listingCounts, listingSummary } from '../aggregates';
import { figuresAtSelection, figuresAtValues, figuresOf } from '../dashboard-figures';
import { businessJson, businessPage } from '../business-list-query';
import { writtenPage, writtenRow, type WrittenRow } from '../json-rows';
import { listingFilters, listingJson } from '../listing-list-query';
import { NO_COUNTS, keptBusinessTotal, keptListingTotal, type OrganizationCounts } from '../organization-counts';
import { afterCursor, newestCreatedFirst, newestFirst, sortBy, toPage } from '../cursor';
import { MAX_PREPARED_LIST, byShape, listPlaceholders, listValues, onFirstUse, organizationPage } from '../prepared-shapes';
import type { BusinessRecord, ListingCountsRecord, ListingRecord, ListingWithBusiness } from '../records';
import type { BusinessListQuery, Repositories } from '../repositories';
import { mapUniqueViolation } from '../unique-violation';
import {
  LISTING_IDENTITY,
  MAX_PARAMETERS,
  fromExcluded,
  groupByGivenFields,
  groupIdenticalChanges,
  idChunks,
  insertChunks,
  mergeByKey,
} from '../write-batches';
import * as schema from './schema';
import type { SqliteDb } from './sqlite-repositories';

type BusinessRepositories = Pick<Repositories, 'businesses' | 'listings' | 'activity' | 'dashboard'>;

const countStatements = new WeakMap<SqliteDb, ReturnType<typeof prepareCounts>>();

function prepareCounts(db: SqliteDb) {
  return db
    .select()
    .from(schema.organizationCounts)
    .where(eq(schema.organizationCounts.organizationId, sql.placeholder('organizationId')))
    .prepare();
}

/** The counts the triggers keep for the organization: one row read by its key, prepared once per database. */
export async function organizationCountsOf(db: SqliteDb, organizationId: string): Promise<OrganizationCounts> {
  let statement = countStatements.get(db);
  if (!statement) countStatements.set(db, (statement = prepareCounts(db)));
  const { organizationId: _key, ...counts } = statement.get({ organizationId }) ?? { organizationId, ...NO_COUNTS };
  return counts;
}

// better-sqlite3 is synchronous: transactions take synchronous callbacks, so nothing inside awaits.
export function createSqliteBusinessRepositories(db: SqliteDb): BusinessRepositories {
  const { businesses, listings, citationIssues, activity } = schema;
  const listingWithBusiness = { ...getTableColumns(listings), businessName: businesses.name };
  const listingsNewestFirst = newestFirst<ListingRecord>('updated', listings.updatedAt, listings.id, (row) => row.updatedAt);
  const pairKey = (row: { businessId: string; platform: string }) => `${row.businessId}\n${row.platform}`;
  const businessInOrganization = onFirstUse(() =>
    db
      .select()
      .from(businesses)
      .where(and(eq(businesses.organizationId, sql.placeholder('organizationId')), eq(businesses.id, sql.placeholder('id'))))
      .prepare(),
  );
  // Prepared once per number of moments: the dashboard asks for two.
  const figuresAtStatements = byShape<{ get(values: Record<string, unknown>): Parameters<typeof figuresOf>[0] }>();
  const figuresAtStatement = (count: number) =>
    figuresAtStatements(String(count), () =>
      db
        .select(figuresAtSelection(schema, count))
        .from(schema.organizationCounts)
        .where(eq(schema.organizationCounts.organizationId, sql.placeholder('organizationId')))
        .prepare(),
    );
  const listingCountPages = byShape<{ all(values: Record<string, unknown>): (ListingCountsRecord & { businessId: string })[] }>();
  const listingPages = byShape<{ all(values: Record<string, unknown>): ListingWithBusiness[] }>();
  const businessPages = byShape<{ all(values: Record<string, unknown>): BusinessRecord[] }>();
  const writtenBusinessPages = byShape<{ all(values: Record<string, unknown>): WrittenRow[] }>();
  const writtenListingPages = byShape<{ all(values: Record<string, unknown>): WrittenRow[] }>();
  const businessTotals = byShape<{ get(values: Record<string, unknown>): { total: number } | undefined }>();
  /** A page's total: kept on write when only the organization filters, else counted. */
  const businessTotal = async (query: BusinessListQuery, page: ReturnType<typeof businessPage>): Promise<number> =>
    (await keptBusinessTotal(query, () => organizationCountsOf(db, query.organizationId))) ??
    businessTotals(page.filterShape, () => db.select({ total: countAll() }).from(businesses).where(page.filters()).prepare()).get(page.values)!.total;

  return {
    businesses: {
      create: (input) => mapUniqueViolation(() => db.insert(businesses).values(input).returning().get()),
      createMany: async (inputs) =>
        db.transaction((tx) =>
          insertChunks(businesses, inputs, MAX_PARAMETERS.sqlite).flatMap((chunk) =>
            tx.insert(businesses).values(chunk).returning().all(),
          ),
        ),
      findInOrganization: async (organizationId, id) => businessInOrganization().get({ organizationId, id }),
      findManyInOrganization: async (organizationId, ids) =>
        ids.length === 0
          ? []
          : db
              .select()
              .from(businesses)
              .where(and(eq(businesses.organizationId, organizationId), inArray(businesses.id, [...ids])))
              .all(),
      list: async (query) => {
        const page = businessPage(query, 'like', businesses, listings);
        const statement = businessPages(page.shape, () =>
          db.select().from(businesses).where(page.where()).orderBy(...sortBy(page.order)).limit(sql.placeholder('limit')).prepare(),
        );
        const rows = statement.all(page.values);
        const total = await businessTotal(query, page);
        return { ...toPage(page.order, rows, query.limit), total };
      },
      listWritten: async (query) => {
        const page = businessPage(query, 'like', businesses, listings);
        const statement = writtenBusinessPages(page.shape, () =>
          db
            .select(writtenRow('sqlite', page.order, businessJson('sqlite', businesses, listings)))
            .from(businesses)
            .where(page.where())
            .orderBy(...sortBy(page.order))
            .limit(sql.placeholder('limit'))
            .prepare(),
        );
        const rows = statement.all(page.values);
        const total = await businessTotal(query, page);
        return { ...writtenPage(page.order, rows, query.limit), total };
      },
      batchByOrganization: async (organizationId, afterId, limit) =>
        db
          .select()
          .from(businesses)
          .where(and(eq(businesses.organizationId, organizationId), afterId ? gt(businesses.id, afterId) : undefined))
          .orderBy(asc(businesses.id))
          .limit(limit)
          .all(),
      countByOrganization: async (organizationId) => (await organizationCountsOf(db, organizationId)).businesses,
      listingCounts: async (businessIds) => {
        if (businessIds.length === 0) return new Map();
        const ids = [...businessIds];
        const query = (inList: readonly (string | Placeholder)[]) =>
          db
            .select({ businessId: listings.businessId, ...listingCounts(listings) })
            .from(listings)
            .where(inArray(listings.businessId, inList))
            .groupBy(listings.businessId);
        // A page's worth is prepared by its length; a longer list is built once.
        const rows =
          ids.length > MAX_PREPARED_LIST
            ? await query(ids)
            : listingCountPages(String(ids.length), () => query(listPlaceholders(ids.length)).prepare()).all(listValues(ids));
        return new Map(rows.map(({ businessId, ...counts }) => [businessId, counts]));
      },
      update: (organizationId, id, changes) =>
        mapUniqueViolation(() =>
          db
            .update(businesses)
            .set(changes)
            .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
            .returning()
            .get(),
        ),
      delete: async (organizationId, id) =>
        db
          .delete(businesses)
          .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
          .run().changes > 0,
    },

    listings: {
      upsertMany: async (inputs) => {
        const rows = mergeByKey(inputs, pairKey);
        const written = db.transaction((tx) =>
          groupByGivenFields(rows).flatMap((group) =>
            insertChunks(listings, group.rows, MAX_PARAMETERS.sqlite).flatMap((chunk) =>
              tx
                .insert(listings)
                .values(chunk)
                .onConflictDoUpdate({
                  target: [listings.businessId, listings.platform],
                  set: { ...fromExcluded(listings, group.fields, LISTING_IDENTITY), updatedAt: new Date() },
                })
                .returning()
                .all(),
            ),
          ),
        );
        const byPair = new Map(written.map((listing) => [pairKey(listing), listing]));
        return rows.flatMap((row) => byPair.get(pairKey(row)) ?? []);
      },
      list: async ({ limit, cursor, ...query }) => {
        const pageOf = (where: SQL | undefined) =>
          db
            .select(listingWithBusiness)
            .from(listings)
            .innerJoin(businesses, eq(businesses.id, listings.businessId))
            .where(where)
            .orderBy(...sortBy(listingsNewestFirst));
        const kept = keptListingTotal(query, () => organizationCountsOf(db, query.organizationId));
        if (kept) {
          // The unfiltered list, the one opened most: prepared.
          const page = organizationPage(listingsNewestFirst, { ...query, limit, cursor });
          const statement = listingPages(page.shape, () => pageOf(page.where(listings.organizationId)).limit(sql.placeholder('limit')).prepare());
          return { ...toPage(listingsNewestFirst, statement.all(page.values), limit), total: await kept };
        }
        const filters = listingFilters(query, listings, businesses, 'like');
        const rows = pageOf(and(filters, afterCursor(listingsNewestFirst, cursor))).limit(limit + 1).all();
        return { ...toPage(listingsNewestFirst, rows, limit), total: await db.$count(listings, filters) };
      },
      listWritten: async ({ limit, cursor, ...query }, directoryNames) => {
        const pageOf = (where: SQL | undefined, names: SQL | Placeholder) =>
          db
            .select(writtenRow('sqlite', listingsNewestFirst, listingJson('sqlite', listings, businesses, sql`${names}`)))
            .from(listings)
            .innerJoin(businesses, eq(businesses.id, listings.businessId))
            .where(where)
            .orderBy(...sortBy(listingsNewestFirst));
        const kept = keptListingTotal(query, () => organizationCountsOf(db, query.organizationId));
        if (kept) {
          const page = organizationPage(listingsNewestFirst, { ...query, limit, cursor });
          const statement = writtenListingPages(page.shape, () => pageOf(page.where(listings.organizationId), sql.placeholder('names')).limit(sql.placeholder('limit')).prepare());
          return { ...writtenPage(listingsNewestFirst, statement.all({ ...page.values, names: directoryNames }), limit), total: await kept };
        }
        const filters = listingFilters(query, listings, businesses, 'like');
        const rows = pageOf(and(filters, afterCursor(listingsNewestFirst, cursor)), sql`${directoryNames}`).limit(limit + 1).all();
        return { ...writtenPage(listingsNewestFirst, rows, limit), total: await db.$count(listings, filters) };
      },
      listByBusiness: async (organizationId, businessId) =>
        db
          .select()
          .from(listings)
          .where(and(eq(listings.organizationId, organizationId), eq(listings.businessId, businessId)))
          .orderBy(asc(listings.platform))
          .all(),
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
          .limit(limit)
          .all(),
      // In-process, a statement per distinct change costs about what one statement of them all would.
      updateMany: async (organizationId, updates) => {
        db.transaction((tx) => {
          for (const group of groupIdenticalChanges(updates)) {
            for (const ids of idChunks(group.ids, MAX_PARAMETERS.sqlite)) {
              tx.update(listings)
                .set(group.changes)
                .where(and(eq(listings.organizationId, organizationId), inArray(listings.id, ids)))
                .run();
            }
          }
        });
      },
      summary: async (organizationId) => {
        const rows = db
          .select({ status: listings.status, count: countAll(), lastSyncAt: max(listings.lastSyncAt) })
          .from(listings)
          .where(eq(listings.organizationId, organizationId))
          .groupBy(listings.status)
          .all();
        return listingSummary(rows);
      },
      countsByPlatform: async (organizationId) => {
        const { published, waiting, error } = listingCounts(listings);
        const rows = db
          .select({ platform: listings.platform, published, waiting, error })
          .from(listings)
          .where(eq(listings.organizationId, organizationId))
          .groupBy(listings.platform)
          .all();
        return new Map(rows.map(({ platform, ...counts }) => [platform, counts]));
      },
    },

    activity: {
      record: async (entry) => db.insert(activity).values(entry).returning().get(),
      latest: async (organizationId, limit) =>
        db
          .select()
          .from(activity)
          .where(eq(activity.organizationId, organizationId))
          .orderBy(...sortBy(newestCreatedFirst(activity)))
          .limit(limit)
          .all(),
    },

    dashboard: {
      figuresAtEach: async (organizationId, moments) =>
        moments.length === 0 ? [] : figuresOf(figuresAtStatement(moments.length).get(figuresAtValues(organizationId, moments)), moments.length),
      platformTotals: async () => ({
        businesses: await db.$count(businesses),
        liveListings: await db.$count(listings, eq(listings.status, 'published')),
        openIssues: await db.$count(citationIssues, eq(citationIssues.resolved, false)),
      }),
    },
  };
}
