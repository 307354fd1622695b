import { and, asc, desc, eq, getTableColumns, gte, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  issueCounts,
  issueFilters,
  issueJson,
  resolvedIs,
  type StoredIssueRow,
  issuesNewestFirst,
  issuesOfScannedBusiness,
  latestResultsOf,
  latestScanRank,
  missingSchedules,
  openCounts,
  openIssuesOf,
  resolvedNowOrBefore,
  scanWrites,
  scansKeepingResults,
  withLastSeen,
} from '../citation-queries';
import { writtenPage, writtenRow, type WrittenRow } from '../json-rows';
import { dueSchedules, oldestDueFirst, stillDue } from '../schedule-queries';
import { afterCursor, sortBy, toPage } from '../cursor';
import { keptIssueTotal } from '../organization-counts';
import { byShape, organizationPage } from '../prepared-shapes';
import type { Repositories } from '../repositories';
import { MAX_PARAMETERS, idChunks, insertChunks } from '../write-batches';
import { organizationCountsOf } from './business-repositories';
import * as schema from './schema';
import type { SqliteDb } from './sqlite-repositories';

type CitationRepositories = Pick<Repositories, 'citationIssues' | 'citationScans' | 'citationSchedules'>;

// better-sqlite3 is synchronous: transactions take synchronous callbacks, and one conditional UPDATE is exclusive.
export function createSqliteCitationRepositories(db: SqliteDb): CitationRepositories {
  const { businesses, citationIssues, citationScans, citationSchedules, organizationCounts, organizations } = schema;
  const scheduleColumns = {
    organizationId: citationSchedules.organizationId,
    enabled: citationSchedules.enabled,
    nextAt: citationSchedules.nextScanAt,
  };
  const issueWithBusiness = { ...getTableColumns(citationIssues), businessName: businesses.name };
  const newestIssues = issuesNewestFirst(citationIssues);
  const issuePages = byShape<{ all(values: Record<string, unknown>): StoredIssueRow[] }>();
  const writtenIssuePages = byShape<{ all(values: Record<string, unknown>): WrittenRow[] }>();
  const inOrganization = (organizationId: string, id: string) =>
    and(eq(citationIssues.organizationId, organizationId), eq(citationIssues.id, id));

  return {
    citationIssues: {
      create: async (input) => withLastSeen(db.insert(citationIssues).values(input).returning().get()),
      listByBusiness: async (organizationId, businessId) =>
        db
          .select()
          .from(citationIssues)
          .where(and(eq(citationIssues.organizationId, organizationId), eq(citationIssues.businessId, businessId)))
          .orderBy(desc(citationIssues.discoveredAt), asc(citationIssues.id))
          .all()
          .map(withLastSeen),
      list: async ({ limit, cursor, ...query }) => {
        const pageOf = (where: SQL | undefined) =>
          db
            .select(issueWithBusiness)
            .from(citationIssues)
            .innerJoin(businesses, eq(businesses.id, citationIssues.businessId))
            .where(where)
            .orderBy(...sortBy(newestIssues));
        const kept = keptIssueTotal(query, () => organizationCountsOf(db, query.organizationId));
        if (kept) {
          // No filter but the status, as the list opens: prepared.
          const page = organizationPage(newestIssues, { ...query, limit, cursor });
          const where = () => and(page.where(citationIssues.organizationId), resolvedIs(query.status, citationIssues));
          const rows = issuePages(`${query.status}_${page.shape}`, () => pageOf(where()).limit(sql.placeholder('limit')).prepare()).all(page.values);
          return { ...toPage(newestIssues, rows.map(withLastSeen), limit), total: await kept };
        }
        const filters = issueFilters(query, citationIssues);
        const rows = pageOf(and(filters, afterCursor(newestIssues, cursor))).limit(limit + 1).all().map(withLastSeen);
        return { ...toPage(newestIssues, rows, limit), total: await db.$count(citationIssues, filters) };
      },
      listWritten: async ({ limit, cursor, ...query }, directoryNames) => {
        const pageOf = (where: SQL | undefined, names: SQL | Placeholder) =>
          db
            .select(writtenRow('sqlite', newestIssues, issueJson('sqlite', citationIssues, businesses, citationScans, sql`${names}`)))
            .from(citationIssues)
            .innerJoin(businesses, eq(businesses.id, citationIssues.businessId))
            .where(where)
            .orderBy(...sortBy(newestIssues));
        const kept = keptIssueTotal(query, () => organizationCountsOf(db, query.organizationId));
        if (kept) {
          const page = organizationPage(newestIssues, { ...query, limit, cursor });
          const where = () => and(page.where(citationIssues.organizationId), resolvedIs(query.status, citationIssues));
          const statement = writtenIssuePages(`${query.status}_${page.shape}`, () =>
            pageOf(where(), sql.placeholder('names')).limit(sql.placeholder('limit')).prepare(),
          );
          return { ...writtenPage(newestIssues, statement.all({ ...page.values, names: directoryNames }), limit), total: await kept };
        }
        const filters = issueFilters(query, citationIssues);
        const rows = pageOf(and(filters, afterCursor(newestIssues, cursor)), sql`${directoryNames}`).limit(limit + 1).all();
        return { ...writtenPage(newestIssues, rows, limit), total: await db.$count(citationIssues, filters) };
      },
      findInOrganization: async (organizationId, id) => {
        const row = db
          .select(issueWithBusiness)
          .from(citationIssues)
          .innerJoin(businesses, eq(businesses.id, citationIssues.businessId))
          .where(inOrganization(organizationId, id))
          .get();
        return row && withLastSeen(row);
      },
      resolve: async (organizationId, id, at) => {
        const row = db
          .update(citationIssues)
          .set(resolvedNowOrBefore(citationIssues, at))
          .where(inOrganization(organizationId, id))
          .returning()
          .get();
        return row && withLastSeen(row);
      },
      resolveMany: async (organizationId, ids, at) =>
        db.transaction((tx) =>
          idChunks([...new Set(ids)], MAX_PARAMETERS.sqlite).reduce(
            (resolved, chunk) =>
              resolved +
              tx
                .update(citationIssues)
                .set({ resolved: true, resolvedAt: at })
                .where(openIssuesOf(citationIssues, organizationId, { ids: chunk }))
                .run().changes,
            0,
          ),
        ),
      countOpen: async (organizationId) => (await organizationCountsOf(db, organizationId)).openCitationIssues,
      openCounts: async (organizationId, businessId) =>
        openCounts(
          db
            .select({ issueType: citationIssues.issueType, ...issueCounts(citationIssues) })
            .from(citationIssues)
            .where(openIssuesOf(citationIssues, organizationId, { businessId }))
            .groupBy(citationIssues.issueType)
            .orderBy(citationIssues.issueType)
            .all(),
        ),
      applyScan: async (changes, scan) => {
        const writes = scanWrites(changes, scan);
        const ofBusiness = (ids: string[]) => issuesOfScannedBusiness(citationIssues, scan, ids);
        return db.transaction((tx) => {
          for (const chunk of insertChunks(citationIssues, writes.inserts, MAX_PARAMETERS.sqlite)) {
            tx.insert(citationIssues)
              .values(chunk)
              .onConflictDoNothing({ target: [citationIssues.businessId, citationIssues.platform, citationIssues.issueType] })
              .run();
          }
          for (const { id, changes: values } of writes.updates) tx.update(citationIssues).set(values).where(ofBusiness([id])).run();
          for (const { ids, changes: values } of [writes.resolve, writes.confirm]) {
            for (const chunk of idChunks(ids, MAX_PARAMETERS.sqlite)) tx.update(citationIssues).set(values).where(ofBusiness(chunk)).run();
          }
          tx.update(citationScans)
            .set({ results: null })
            .where(and(eq(citationScans.businessId, scan.businessId), isNotNull(citationScans.results)))
            .run();
          const stored = tx.insert(citationScans).values(scan).returning().get();
          // Issue lists show where each issue's listing was seen in the latest scan, so a scan is the organization's
          // data too, even one that writes no issue: a new data version, drawn as migration 0008's triggers draw it.
          tx.update(organizationCounts)
            .set({ dataVersion: sql`random() & 9007199254740991` })
            .where(eq(organizationCounts.organizationId, scan.organizationId))
            .run();
          return stored;
        });
      },
    },

    citationScans: {
      latest: async (organizationId, businessId) =>
        db
          .select()
          .from(citationScans)
          .where(and(eq(citationScans.organizationId, organizationId), eq(citationScans.businessId, businessId)))
          .orderBy(desc(citationScans.scannedAt), desc(citationScans.id))
          .limit(1)
          .get(),
      latestResults: async (organizationId, businessIds) =>
        latestResultsOf(
          idChunks([...new Set(businessIds)], MAX_PARAMETERS.sqlite).flatMap((chunk) =>
            db
              .select({ businessId: citationScans.businessId, results: citationScans.results })
              .from(citationScans)
              .where(scansKeepingResults(citationScans, organizationId, chunk))
              .orderBy(desc(citationScans.scannedAt), desc(citationScans.id))
              .all(),
          ),
        ),
      latestScores: async (organizationId, businessId) => {
        const ranked = db
          .select({
            businessId: citationScans.businessId,
            napScore: citationScans.napScore,
            directoriesScored: citationScans.directoriesScored,
            scannedAt: citationScans.scannedAt,
            simulated: citationScans.simulated,
            rank: latestScanRank(citationScans).as('scan_rank'),
          })
          .from(citationScans)
          .where(and(eq(citationScans.organizationId, organizationId), businessId ? eq(citationScans.businessId, businessId) : undefined))
          .as('ranked');
        return db
          .select({
            businessId: ranked.businessId,
            napScore: ranked.napScore,
            directoriesScored: ranked.directoriesScored,
            scannedAt: ranked.scannedAt,
            simulated: ranked.simulated,
          })
          .from(ranked)
          .where(eq(ranked.rank, 1))
          .all();
      },
      history: async (organizationId, since, businessId) =>
        db
          .select({
            businessId: citationScans.businessId,
            scannedAt: citationScans.scannedAt,
            napScore: citationScans.napScore,
            directoriesScored: citationScans.directoriesScored,
          })
          .from(citationScans)
          .where(
            and(
              eq(citationScans.organizationId, organizationId),
              gte(citationScans.scannedAt, since),
              businessId ? eq(citationScans.businessId, businessId) : undefined,
            ),
          )
          .orderBy(asc(citationScans.scannedAt), asc(citationScans.id))
          .all(),
    },

    citationSchedules: {
      get: async (organizationId) =>
        db.select().from(citationSchedules).where(eq(citationSchedules.organizationId, organizationId)).get(),
      save: async (schedule) =>
        db
          .insert(citationSchedules)
          .values(schedule)
          .onConflictDoUpdate({ target: citationSchedules.organizationId, set: schedule })
          .returning()
          .get(),
      createMissing: async (intervalDays, firstScanAt) => {
        const missing = missingSchedules(organizations, citationSchedules, intervalDays, firstScanAt);
        return db
          .insert(citationSchedules)
          .select(db.select(missing.columns).from(organizations).where(missing.where))
          .onConflictDoNothing()
          .run().changes;
      },
      due: async (now, limit) =>
        db
          .select(getTableColumns(citationSchedules))
          .from(citationSchedules)
          .innerJoin(organizations, eq(organizations.id, citationSchedules.organizationId))
          .where(dueSchedules(scheduleColumns, organizations, now))
          .orderBy(...oldestDueFirst(scheduleColumns))
          .limit(limit)
          .all(),
      claim: async (organizationId, dueAt, now, next) =>
        db
          .update(citationSchedules)
          .set({ lastScanAt: now, nextScanAt: next })
          .where(stillDue(scheduleColumns, organizationId, dueAt))
          .run().changes === 1,
    },
  };
}
