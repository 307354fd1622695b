import { and, asc, eq, getTableColumns, gt, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { countAll, listingCounts } from './aggregates';
import { figuresAtSelection, figuresAtValues, figuresOf, laterDaysTable } from './dashboard-figures';
import { businessJsonHead, businessPage, listingCountsText } from './business-list-query';
import { fieldCloser, keptJson, preparedStoredPage } from './json-rows';
import { businessTotalIsKept, keptBusinessTotal, keptCount, organizationCountsOf } from './organization-counts';
import { newestCreatedFirst, sortBy, toPage } from './cursor';
import { MAX_PREPARED_LIST, byShape, listPlaceholders, listValues, onFirstUse, type Prepared } from './prepared-shapes';
import type { BusinessRecord, ListingCountsRecord } from './records';
import type { Repositories } from './repositories';
import { first, only } from './rows';
import { step, type SqlDialect } from './sql-dialect';
import { mapUniqueViolation } from './unique-violation';
import { insertChunks } from './write-batches';

type BusinessRepositories = Pick<Repositories, 'businesses' | 'activity' | 'dashboard'>;

export function createBusinessRepositories(d: SqlDialect): BusinessRepositories {
  const { db } = d;
  const { businesses, listings, citationIssues, activity, organizationCounts } = d.tables;
  // A record never carries the list's kept JSON or listing counts.
  const {
    writtenJson: _writtenJson,
    listingTotal: _total,
    listingPublished: _published,
    listingError: _error,
    listingWaiting: _waiting,
    ...businessColumns
  } = getTableColumns(businesses);
  const writtenBusinesses = keptJson(d, businesses, businessJsonHead(d.name, businesses));
  const closeBusiness = fieldCloser('listingCounts');
  // By key, the same plan for any values: on the steady connections, as the listing counts below.
  const businessInOrganization = onFirstUse(() =>
    d.steadyDb
      .select(businessColumns)
      .from(businesses)
      .where(and(eq(businesses.organizationId, sql.placeholder('organizationId')), eq(businesses.id, sql.placeholder('id'))))
      .prepare('business_in_organization'),
  );
  // Prepared once per number of moments: the dashboard asks for two.
  const figuresAtStatements = byShape<Prepared<Parameters<typeof figuresOf>[0]>>();
  const figuresAtStatement = (count: number) =>
    figuresAtStatements(String(count), () =>
      d.steadyDb
        .select(figuresAtSelection(d.tables, count))
        .from(organizationCounts)
        .leftJoin(laterDaysTable(d.tables, count), sql`true`)
        .where(eq(organizationCounts.organizationId, sql.placeholder('organizationId')))
        .prepare(`dashboard_figures_at_${count}`),
    );
  const listingCountPages = byShape<Prepared<ListingCountsRecord & { businessId: string }>>();
  const businessPages = byShape<Prepared<BusinessRecord>>();
  const storedBusinessPages = byShape<ReturnType<typeof preparedStoredPage>>();
  const businessTotals = byShape<Prepared<{ total: number }>>();

  return {
    businesses: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(businesses).values(input).returning(businessColumns))),
      createMany: (inputs) =>
        d.transaction(function* (tx) {
          const created: BusinessRecord[] = [];
          for (const chunk of insertChunks(businesses, inputs, d.maxParameters)) {
            created.push(...(yield* step(tx.insert(businesses).values(chunk).returning(businessColumns))));
          }
          return created;
        }),
      findInOrganization: async (organizationId, id) => first(await businessInOrganization().execute({ organizationId, id })),
      findManyInOrganization: async (organizationId, ids) =>
        ids.length === 0
          ? []
          : db
              .select(businessColumns)
              .from(businesses)
              .where(and(eq(businesses.organizationId, organizationId), inArray(businesses.id, [...ids]))),
      // One page, two readers: `list` gives records to the services that work on them (reports, Google
      // links); `listWritten` gives the HTTP list route the contract's JSON, written by the database.
      list: async (query) => {
        const page = businessPage(query, d.like, businesses, listings);
        const statement = businessPages(page.shape, () =>
          db
            .select(businessColumns)
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
          // Queued before the total, so the page is read first on SQLite too, where statements run when awaited.
          Promise.resolve(statement.execute(page.values)),
          keptBusinessTotal(query, () => organizationCountsOf(d, query.organizationId)) ?? filteredTotal(),
        ]);
        return { ...toPage(page.order, rows, query.limit), total };
      },
      listWritten: async (query) => {
        const page = businessPage(query, d.like, businesses, listings);
        const kept = businessTotalIsKept(query);
        // page.shape names the filters, so whether the total is kept too.
        const total = kept ? keptCount(d, organizationCounts.businesses) : undefined;
        // An unfiltered page's plan is the same for any organization: planned once. A search's or filter's
        // best plan depends on its values.
        const rows = (columns: Record<string, SQL | SQL.Aliased>) =>
          (kept ? d.steadyDb : db).select(columns).from(businesses).where(page.where()).orderBy(...sortBy(page.order)).limit(sql.placeholder('limit'));
        // As the listing and issue lists: the kept JSON alone, closed with the counts read beside it.
        const readStored = storedBusinessPages(page.shape, () =>
          preparedStoredPage(
            d,
            page.order,
            { stored: businesses.writtenJson, total: total ?? sql<null>`null`, last: listingCountsText(businesses) },
            rows,
            `business_page_stored_${page.shape}`,
            writtenBusinesses.heads,
          ),
        );
        const readPage = (values: Record<string, unknown>, limit: number) => readStored(values, limit, closeBusiness);
        if (kept) {
          const written = await readPage(page.values, query.limit);
          return { ...written, total: written.total ?? (await organizationCountsOf(d, query.organizationId)).businesses };
        }
        const counted = businessTotals(page.filterShape, () =>
          db.select({ total: countAll() }).from(businesses).where(page.filters()).prepare(`business_total_${page.filterShape}`),
        );
        const [written, [counts]] = await Promise.all([readPage(page.values, query.limit), counted.execute(page.values)]);
        return { ...written, total: counts!.total };
      },
      batchByOrganization: async (organizationId, afterId, limit) =>
        db
          .select(businessColumns)
          .from(businesses)
          .where(and(eq(businesses.organizationId, organizationId), afterId ? gt(businesses.id, afterId) : undefined))
          .orderBy(asc(businesses.id))
          .limit(limit),
      writeMissingJson: (limit, after) => writtenBusinesses.writeMissing(limit, after),
      countByOrganization: async (organizationId) => (await organizationCountsOf(d, organizationId)).businesses,
      listingCounts: async (businessIds) => {
        if (businessIds.length === 0) return new Map();
        const ids = [...businessIds];
        const query = (inList: readonly (string | Placeholder)[]) =>
          d.steadyDb
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
              .returning(businessColumns),
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
