import { and, asc, eq, getTableColumns, gt, inArray, max, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { countAll, listingCounts, listingSummary } from '../aggregates';
import { figuresAtSelection, figuresAtValues, figuresOf } from '../dashboard-figures';
import { businessJson, businessPage } from '../business-list-query';
import { writtenPage, writtenRow, type WrittenRow } from '../json-rows';
import { listingFilters, listingJson } from '../listing-list-query';
import { NO_COUNTS, businessTotalIsKept, keptBusinessTotal, keptListingTotal, listingTotalIsKept, type OrganizationCounts } from '../organization-counts';
import { afterCursor, newestCreatedFirst, newestFirst, sortBy, toPage } from '../cursor';
import { MAX_PREPARED_LIST, byShape, listPlaceholders, listValues, organizationPage } from '../prepared-shapes';
import type { BusinessRecord, ListingCountsRecord, ListingRecord, ListingWithBusiness } from '../records';
import type { Repositories } from '../repositories';
import { mapUniqueViolation } from '../unique-violation';
import {
  LISTING_IDENTITY,
  MAX_PARAMETERS,
  changesByFields,
  fromExcluded,
  groupByGivenFields,
  insertChunks,
  mergeByKey,
  valuesChunks,
} from '../write-batches';
import type { PostgresDb } from './pg-repositories';
import { first, only } from './rows';
import { updateFromValues } from './update-from-values';
import * as schema from './schema';

type BusinessRepositories = Pick<Repositories, 'businesses' | 'listings' | 'activity' | 'dashboard'>;

const countStatements = new WeakMap<PostgresDb, ReturnType<typeof prepareCounts>>();

function prepareCounts(db: PostgresDb) {
  return db
    .select()
    .from(schema.organizationCounts)
    .where(eq(schema.organizationCounts.organizationId, sql.placeholder('organizationId')))
    .prepare('organization_counts_of');
}

/** A kept count of the organization named by the statement's organizationId, read within another statement. */
export const keptCount = (count: SQL | Column): SQL<number | null> =>
  sql<number | null>`(select ${count} from ${schema.organizationCounts} where ${schema.organizationCounts.organizationId} = ${sql.placeholder('organizationId')})`;

/** The counts the triggers keep for the organization: one row read by its key, prepared once per database. */
export async function organizationCountsOf(db: PostgresDb, organizationId: string): Promise<OrganizationCounts> {
  let statement = countStatements.get(db);
  if (!statement) countStatements.set(db, (statement = prepareCounts(db)));
  const row = first(await statement.execute({ organizationId }));
  if (!row) return NO_COUNTS;
  const { organizationId: _key, ...counts } = row;
  return counts;
}

// Network I/O stays outside transactions: each transaction only runs the statements it was handed.
export function createPgBusinessRepositories(db: PostgresDb): BusinessRepositories {
  const { businesses, listings, citationIssues, activity } = schema;
  const listingWithBusiness = { ...getTableColumns(listings), businessName: businesses.name };
  const listingsNewestFirst = newestFirst<ListingRecord>('updated', listings.updatedAt, listings.id, (row) => row.updatedAt);
  const pairKey = (row: { businessId: string; platform: string }) => `${row.businessId}\n${row.platform}`;
  const businessInOrganization = db
    .select()
    .from(businesses)
    .where(and(eq(businesses.organizationId, sql.placeholder('organizationId')), eq(businesses.id, sql.placeholder('id'))))
    .prepare('business_in_organization');
  // Prepared once per number of moments: the dashboard asks for two.
  const figuresAtStatements = byShape<{ execute(values: Record<string, unknown>): Promise<Parameters<typeof figuresOf>[0][]> }>();
  const figuresAtStatement = (count: number) =>
    figuresAtStatements(String(count), () =>
      db
        .select(figuresAtSelection(schema, count))
        .from(schema.organizationCounts)
        .where(eq(schema.organizationCounts.organizationId, sql.placeholder('organizationId')))
        .prepare(`dashboard_figures_at_${count}`),
    );
  const listingCountPages = byShape<{ execute(values: Record<string, unknown>): Promise<(ListingCountsRecord & { businessId: string })[]> }>();
  const listingPages = byShape<{ execute(values: Record<string, unknown>): Promise<ListingWithBusiness[]> }>();
  const businessPages = byShape<{ execute(values: Record<string, unknown>): Promise<BusinessRecord[]> }>();
  const writtenBusinessPages = byShape<{ execute(values: Record<string, unknown>): Promise<(WrittenRow & { total?: number | null })[]> }>();
  const writtenListingPages = byShape<{ execute(values: Record<string, unknown>): Promise<(WrittenRow & { total: number | null })[]> }>();
  const businessTotals = byShape<{ execute(values: Record<string, unknown>): Promise<{ total: number }[]> }>();

  return {
    businesses: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(businesses).values(input).returning())),
      createMany: (inputs) =>
        db.transaction(async (tx) => {
          const created: BusinessRecord[] = [];
          for (const chunk of insertChunks(businesses, inputs, MAX_PARAMETERS.postgres)) {
            created.push(...(await tx.insert(businesses).values(chunk).returning()));
          }
          return created;
        }),
      findInOrganization: async (organizationId, id) => first(await businessInOrganization.execute({ organizationId, id })),
      findManyInOrganization: async (organizationId, ids) =>
        ids.length === 0
          ? []
          : db
              .select()
              .from(businesses)
              .where(and(eq(businesses.organizationId, organizationId), inArray(businesses.id, [...ids]))),
      list: async (query) => {
        const page = businessPage(query, 'ilike', businesses, listings);
        const statement = businessPages(page.shape, () =>
          db
            .select()
            .from(businesses)
            .where(page.where())
            .orderBy(...sortBy(page.order))
            .limit(sql.placeholder('limit'))
            .prepare(`business_page_${page.shape}`),
        );
        const filteredTotal = async () => {
          const counted = businessTotals(page.filterShape, () =>
            db.select({ total: countAll() }).from(businesses).where(page.filters()).prepare(`business_total_${page.filterShape}`),
          );
          return only(await counted.execute(page.values)).total;
        };
        const [rows, total] = await Promise.all([
          statement.execute(page.values),
          keptBusinessTotal(query, () => organizationCountsOf(db, query.organizationId)) ?? filteredTotal(),
        ]);
        return { ...toPage(page.order, rows, query.limit), total };
      },
      listWritten: async (query) => {
        const page = businessPage(query, 'ilike', businesses, listings);
        const kept = businessTotalIsKept(query);
        // page.shape names the filters, so whether the total is kept too.
        const statement = writtenBusinessPages(page.shape, () =>
          db
            .select({ ...writtenRow('postgres', page.order, businessJson('postgres', businesses, listings)), ...(kept ? { total: keptCount(schema.organizationCounts.businesses) } : {}) })
            .from(businesses)
            .where(page.where())
            .orderBy(...sortBy(page.order))
            .limit(sql.placeholder('limit'))
            .prepare(`business_page_written_${page.shape}`),
        );
        if (kept) {
          const rows = await statement.execute(page.values);
          const total = rows[0]?.total ?? (await organizationCountsOf(db, query.organizationId)).businesses;
          return { ...writtenPage(page.order, rows, query.limit), total };
        }
        const counted = businessTotals(page.filterShape, () =>
          db.select({ total: countAll() }).from(businesses).where(page.filters()).prepare(`business_total_${page.filterShape}`),
        );
        const [rows, [counts]] = await Promise.all([statement.execute(page.values), counted.execute(page.values)]);
        return { ...writtenPage(page.order, rows, query.limit), total: counts!.total };
      },
      batchByOrganization: async (organizationId, afterId, limit) =>
        db
          .select()
          .from(businesses)
          .where(and(eq(businesses.organizationId, organizationId), afterId ? gt(businesses.id, afterId) : undefined))
          .orderBy(asc(businesses.id))
          .limit(limit),
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
            : await listingCountPages(String(ids.length), () => query(listPlaceholders(ids.length)).prepare(`listing_counts_${ids.length}`)).execute(listValues(ids));
        return new Map(rows.map(({ businessId, ...counts }) => [businessId, counts]));
      },
      update: (organizationId, id, changes) =>
        mapUniqueViolation(async () =>
          first(
            await db
              .update(businesses)
              .set(changes)
              .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
              .returning(),
          ),
        ),
      delete: async (organizationId, id) =>
        (
          await db
            .delete(businesses)
            .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
            .returning({ id: businesses.id })
        ).length > 0,
    },

    listings: {
      upsertMany: async (inputs) => {
        const rows = mergeByKey(inputs, pairKey);
        const written = await db.transaction(async (tx) => {
          const out: ListingRecord[] = [];
          for (const group of groupByGivenFields(rows)) {
            for (const chunk of insertChunks(listings, group.rows, MAX_PARAMETERS.postgres)) {
              out.push(
                ...(await tx
                  .insert(listings)
                  .values(chunk)
                  .onConflictDoUpdate({
                    target: [listings.businessId, listings.platform],
                    set: { ...fromExcluded(listings, group.fields, LISTING_IDENTITY), updatedAt: new Date() },
                  })
                  .returning()),
              );
            }
          }
          return out;
        });
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
          const statement = listingPages(page.shape, () =>
            pageOf(page.where(listings.organizationId)).limit(sql.placeholder('limit')).prepare(`listing_page_${page.shape}`),
          );
          const [rows, total] = await Promise.all([statement.execute(page.values), kept]);
          return { ...toPage(listingsNewestFirst, rows, limit), total };
        }
        const filters = listingFilters(query, listings, businesses, 'ilike');
        const [rows, total] = await Promise.all([
          pageOf(and(filters, afterCursor(listingsNewestFirst, cursor))).limit(limit + 1).execute(),
          db.$count(listings, filters),
        ]);
        return { ...toPage(listingsNewestFirst, rows, limit), total };
      },
      listWritten: async ({ limit, cursor, ...query }, directoryNames) => {
        const pageOf = (where: SQL | undefined, names: SQL) =>
          db
            .select(writtenRow('postgres', listingsNewestFirst, listingJson('postgres', listings, businesses, sql`${names}`)))
            .from(listings)
            .innerJoin(businesses, eq(businesses.id, listings.businessId))
            .where(where)
            .orderBy(...sortBy(listingsNewestFirst));
        if (listingTotalIsKept(query)) {
          // The total read in the page's own statement: one round trip for both.
          const page = organizationPage(listingsNewestFirst, { ...query, limit, cursor });
          const statement = writtenListingPages(page.shape, () =>
            db
              .select({
                ...writtenRow('postgres', listingsNewestFirst, listingJson('postgres', listings, businesses, sql`${sql.placeholder('names')}`)),
                total: keptCount(schema.organizationCounts.listings),
              })
              .from(listings)
              .innerJoin(businesses, eq(businesses.id, listings.businessId))
              .where(page.where(listings.organizationId))
              .orderBy(...sortBy(listingsNewestFirst))
              .limit(sql.placeholder('limit'))
              .prepare(`listing_page_written_${page.shape}`),
          );
          const rows = await statement.execute({ ...page.values, names: directoryNames });
          const total = rows[0]?.total ?? (await organizationCountsOf(db, query.organizationId)).listings;
          return { ...writtenPage(listingsNewestFirst, rows, limit), total };
        }
        const filters = listingFilters(query, listings, businesses, 'ilike');
        const [rows, total] = await Promise.all([
          pageOf(and(filters, afterCursor(listingsNewestFirst, cursor)), sql`${directoryNames}`).limit(limit + 1),
          db.$count(listings, filters),
        ]);
        return { ...writtenPage(listingsNewestFirst, rows, limit), total };
      },
      listByBusiness: async (organizationId, businessId) =>
        db
          .select()
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
      updateMany: async (organizationId, updates) => {
        const groups = changesByFields(updates);
        if (groups.length === 0) return;
        const now = new Date();
        await db.transaction(async (tx) => {
          for (const group of groups) {
            for (const rows of valuesChunks(group.rows, group.fields.length, MAX_PARAMETERS.postgres)) {
              await tx.execute(updateFromValues(listings, group.fields, rows, eq(listings.organizationId, organizationId), now));
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
    },

    activity: {
      record: async (entry) => only(await db.insert(activity).values(entry).returning()),
      latest: async (organizationId, limit) =>
        db
          .select()
          .from(activity)
          .where(eq(activity.organizationId, organizationId))
          .orderBy(...sortBy(newestCreatedFirst(activity)))
          .limit(limit),
    },

    dashboard: {
      figuresAtEach: async (organizationId, moments) =>
        moments.length === 0
          ? []
          : figuresOf(first(await figuresAtStatement(moments.length).execute(figuresAtValues(organizationId, moments))), moments.length),
      platformTotals: async () => {
        const [businessCount, liveListings, openIssues] = await Promise.all([
          db.$count(businesses),
          db.$count(listings, eq(listings.status, 'published')),
          db.$count(citationIssues, eq(citationIssues.resolved, false)),
        ]);
        return { businesses: businessCount, liveListings, openIssues };
      },
    },
  };
}
