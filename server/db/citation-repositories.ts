import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  issueCounts,
  issueFilters,
  issueJson,
  issueJsonHead,
  resolvedIs,
  sameOrganizationUnindexed,
  type StoredIssueRow,
  issuesNewestFirst,
  issuesOfScannedBusiness,
  latestSeenByOf,
  latestScanRank,
  missingSchedules,
  openCounts,
  openIssuesOf,
  resolvedNowOrBefore,
  scanWrites,
  scansKeepingResults,
  withLastSeen,
} from './citation-queries';
import { directoryNameCloser, keptJson, preparedStoredPage, writtenPage, writtenRow } from './json-rows';
import { dueSchedules, oldestDueFirst, stillDue } from './schedule-queries';
import { afterCursor, sortBy, toPage } from './cursor';
import { issueTotalIsKept, keptCount, keptIssueTotal, organizationCountsOf } from './organization-counts';
import { byShape, organizationPage, type Prepared } from './prepared-shapes';
import type { Repositories } from './repositories';
import { lockBusinesses, lockBusinessesOf } from './business-locks';
import { step, type SqlDialect } from './sql-dialect';
import { idChunks, insertChunks } from './write-batches';
import { first, only } from './rows';
import { seenByOf } from './seen-by';

type CitationRepositories = Pick<Repositories, 'citationIssues' | 'citationScans' | 'citationSchedules'>;

export function createCitationRepositories(d: SqlDialect): CitationRepositories {
  const { db } = d;
  const { businesses, citationIssues, citationScans, citationSchedules, organizationCounts, organizations } = d.tables;
  const scheduleColumns = {
    organizationId: citationSchedules.organizationId,
    enabled: citationSchedules.enabled,
    nextAt: citationSchedules.nextScanAt,
  };
  // Records leave the stored JSON out: it is the list's, and as long as the rest of the row.
  const { writtenJson: _writtenJson, ...issueColumns } = getTableColumns(citationIssues);
  const issueWithBusiness = { ...issueColumns, businessName: businesses.name };
  const writtenIssues = keptJson(d, citationIssues, issueJsonHead(d.name, citationIssues, businesses, citationScans));
  const fillWritten = writtenIssues.fill;
  const newestIssues = issuesNewestFirst(citationIssues);
  const issuePages = byShape<Prepared<StoredIssueRow>>();
  const storedIssuePages = byShape<ReturnType<typeof preparedStoredPage>>();
  const closeIssue = directoryNameCloser('platformName');
  const inOrganization = (organizationId: string, id: string) =>
    and(eq(citationIssues.organizationId, organizationId), eq(citationIssues.id, id));
  type Tx = Parameters<Parameters<typeof d.transaction>[0]>[0];
  // A write that fills issues' JSON with their business's name takes the business first: a rename then
  // waits for it whole, or it for the rename, instead of the JSON filled with the name its statement began
  // with after the rename committed.
  const lockBusiness = (tx: Tx, where: SQL) => lockBusinesses(d, tx, where, 'share');
  return {
    citationIssues: {
      create: async (input) => withLastSeen(only(await db.insert(citationIssues).values(input).returning(issueColumns))),
      listByBusiness: async (organizationId, businessId) =>
        (
          await db
            .select(issueColumns)
            .from(citationIssues)
            .where(and(eq(citationIssues.organizationId, organizationId), eq(citationIssues.businessId, businessId)))
            .orderBy(desc(citationIssues.discoveredAt), asc(citationIssues.id))
        ).map(withLastSeen),
      // One page, two readers: `list` gives records to the services that work on them (report pages);
      // `listWritten` gives the HTTP list route the contract's JSON, written by the database.
      list: async ({ limit, cursor, ...query }) => {
        const pageOf = (where: SQL | undefined) =>
          db
            .select(issueWithBusiness)
            .from(citationIssues)
            .innerJoin(businesses, eq(businesses.id, citationIssues.businessId))
            .where(where)
            .orderBy(...sortBy(newestIssues));
        const kept = keptIssueTotal(query, () => organizationCountsOf(d, query.organizationId));
        if (kept) {
          // No filter but the status, as the list opens: prepared.
          const page = organizationPage(newestIssues, { ...query, limit, cursor });
          const shape = `${query.status}_${page.shape}`;
          const where = () => and(page.where(citationIssues.organizationId), resolvedIs(query.status, citationIssues));
          const statement = issuePages(shape, () => pageOf(where()).limit(sql.placeholder('limit')).prepare(`issue_page_${shape}`));
          const [rows, total] = await Promise.all([statement.execute(page.values), kept]);
          return { ...toPage(newestIssues, rows.map(withLastSeen), limit), total };
        }
        const filters = issueFilters(query, citationIssues);
        const [rows, total] = await Promise.all([
          pageOf(and(filters, afterCursor(newestIssues, cursor))).limit(limit + 1).execute(),
          db.$count(citationIssues, filters),
        ]);
        return { ...toPage(newestIssues, rows.map(withLastSeen), limit), total };
      },
      listWritten: async ({ limit, cursor, ...query }, directoryNames) => {
        const pageOf = (where: SQL | undefined, names: SQL) =>
          db
            .select(writtenRow(d.name, newestIssues, issueJson(d.name, citationIssues, businesses, citationScans, sql`${names}`)))
            .from(citationIssues)
            .where(where)
            .orderBy(...sortBy(newestIssues));
        if (issueTotalIsKept(query)) {
          // The total read in the page's own statement: one round trip for both.
          const page = organizationPage(newestIssues, { ...query, limit, cursor });
          const shape = `${query.status}_${page.shape}`;
          const { citationIssues: all, openCitationIssues: open } = organizationCounts;
          const total = query.status === 'open' ? keptCount(d, open) : query.status === 'resolved' ? keptCount(d, sql`${all} - ${open}`) : keptCount(d, all);
          const pageWhere = () => and(page.where(citationIssues.organizationId), resolvedIs(query.status, citationIssues));
          // The kept JSON alone, named in JS: building a missing one in the page's own statement cost it even
          // on the rows it never built. An unfiltered page: planned once (steadyDb).
          const readStored = storedIssuePages(shape, () =>
            preparedStoredPage(
              d,
              newestIssues,
              { stored: citationIssues.writtenJson, total, last: citationIssues.platform },
              (columns) => d.steadyDb.select(columns).from(citationIssues).where(pageWhere()).orderBy(...sortBy(newestIssues)).limit(sql.placeholder('limit')),
              `issue_page_stored_${shape}`,
              writtenIssues.heads,
            ),
          );
          const written = await readStored(page.values, limit, closeIssue(directoryNames));
          const kept = written.total ?? (await keptIssueTotal(query, () => organizationCountsOf(d, query.organizationId)));
          return { ...written, total: kept ?? 0 };
        }
        const filters = issueFilters(query, citationIssues);
        const [rows, total] = await Promise.all([
          pageOf(and(filters, afterCursor(newestIssues, cursor)), sql`${directoryNames}`).limit(limit + 1),
          db.$count(citationIssues, filters),
        ]);
        return { ...writtenPage(newestIssues, rows, limit), total };
      },
      findInOrganization: async (organizationId, id) => {
        const row = first(
          await db
            .select(issueWithBusiness)
            .from(citationIssues)
            .innerJoin(businesses, eq(businesses.id, citationIssues.businessId))
            .where(inOrganization(organizationId, id)),
        );
        return row && withLastSeen(row);
      },
      resolve: (organizationId, id, at) =>
        d.transaction(function* (tx) {
          yield* lockBusinessesOf(d, tx, citationIssues, organizationId, [id], 'share');
          const row = first(
            yield* step(tx.update(citationIssues).set(resolvedNowOrBefore(citationIssues, at)).where(inOrganization(organizationId, id)).returning(issueColumns)),
          );
          if (row) yield* step(fillWritten(inOrganization(organizationId, id), tx));
          return row && withLastSeen(row);
        }),
      resolveMany: (organizationId, ids, at) =>
        d.transaction(function* (tx) {
          let resolved = 0;
          const unique = [...new Set(ids)];
          yield* lockBusinessesOf(d, tx, citationIssues, organizationId, unique, 'share');
          for (const chunk of idChunks(unique, d.maxParameters)) {
            const rows = yield* step(
              tx
                .update(citationIssues)
                .set({ resolved: true, resolvedAt: at })
                .where(openIssuesOf(citationIssues, organizationId, { ids: chunk }))
                .returning({ id: citationIssues.id }),
            );
            yield* step(fillWritten(and(eq(citationIssues.organizationId, organizationId), inArray(citationIssues.id, chunk)), tx));
            resolved += rows.length;
          }
          return resolved;
        }),
      writeMissingJson: (limit, after) => writtenIssues.writeMissing(limit, after),
      countOpen: async (organizationId) => (await organizationCountsOf(d, organizationId)).openCitationIssues,
      openCounts: async (organizationId, businessId) =>
        openCounts(
          await db
            .select({ issueType: citationIssues.issueType, ...issueCounts(citationIssues) })
            .from(citationIssues)
            .where(openIssuesOf(citationIssues, organizationId, { businessId }))
            .groupBy(citationIssues.issueType)
            .orderBy(citationIssues.issueType),
        ),
      // The unique (business, platform, type) index makes a concurrent scan's insert of the same finding a no-op.
      applyScan: (changes, scan) => {
        const writes = scanWrites(changes, scan);
        const ofBusiness = (ids: string[]) => issuesOfScannedBusiness(citationIssues, scan, ids);
        return d.transaction(function* (tx) {
          yield* lockBusiness(tx, eq(businesses.id, scan.businessId));
          for (const chunk of insertChunks(citationIssues, writes.inserts, d.maxParameters)) {
            yield* step(
              tx
                .insert(citationIssues)
                .values(chunk)
                .onConflictDoNothing({ target: [citationIssues.businessId, citationIssues.platform, citationIssues.issueType] }),
            );
          }
          for (const { id, changes: values } of writes.updates) yield* step(tx.update(citationIssues).set(values).where(ofBusiness([id])));
          for (const { ids, changes: values } of [writes.resolve, writes.confirm]) {
            for (const chunk of idChunks(ids, d.maxParameters)) yield* step(tx.update(citationIssues).set(values).where(ofBusiness(chunk)));
          }
          yield* step(
            tx
              .update(citationScans)
              .set({ results: null, seenBy: null })
              .where(and(eq(citationScans.businessId, scan.businessId), isNotNull(citationScans.results))),
          );
          const seenBy = scan.results ? seenByOf(scan.results) : null;
          const stored = only(yield* step(tx.insert(citationScans).values({ ...scan, seenBy }).returning()));
          // The scan's triggers left the business's issues without their JSON: written again from this scan.
          yield* step(fillWritten(and(eq(citationIssues.businessId, scan.businessId), sameOrganizationUnindexed(d.name, citationIssues.organizationId, scan.organizationId)), tx));
          // Issue lists show where each issue's listing was seen in the latest scan, so a scan is the organization's
          // data too, even one that writes no issue: a new data version, drawn as migration 0008's triggers draw it.
          yield* step(
            tx
              .update(organizationCounts)
              .set({ dataVersion: d.randomInteger })
              .where(eq(organizationCounts.organizationId, scan.organizationId)),
          );
          return stored;
        });
      },
    },

    citationScans: {
      latest: async (organizationId, businessId) =>
        first(
          await db
            .select()
            .from(citationScans)
            .where(and(eq(citationScans.organizationId, organizationId), eq(citationScans.businessId, businessId)))
            .orderBy(desc(citationScans.scannedAt), desc(citationScans.id))
            .limit(1),
        ),
      latestSeenBy: async (organizationId, businessIds) => {
        const chunks = await Promise.all(
          idChunks([...new Set(businessIds)], d.maxParameters).map((chunk) =>
            db
              .select({ businessId: citationScans.businessId, seenBy: citationScans.seenBy })
              .from(citationScans)
              .where(scansKeepingResults(citationScans, organizationId, chunk))
              .orderBy(desc(citationScans.scannedAt), desc(citationScans.id)),
          ),
        );
        return latestSeenByOf(chunks.flat());
      },
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
          .where(eq(ranked.rank, 1));
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
          .orderBy(asc(citationScans.scannedAt), asc(citationScans.id)),
    },

    citationSchedules: {
      get: async (organizationId) =>
        first(await db.select().from(citationSchedules).where(eq(citationSchedules.organizationId, organizationId))),
      save: async (schedule) =>
        only(
          await db
            .insert(citationSchedules)
            .values(schedule)
            .onConflictDoUpdate({ target: citationSchedules.organizationId, set: schedule })
            .returning(),
        ),
      // A concurrent instance may give an organization its schedule first: that one stands.
      createMissing: async (intervalDays, firstScanAt) => {
        const missing = missingSchedules(organizations, citationSchedules, intervalDays, firstScanAt);
        const created = await db
          .insert(citationSchedules)
          .select(db.select(missing.columns).from(organizations).where(missing.where))
          .onConflictDoNothing()
          .returning({ organizationId: citationSchedules.organizationId });
        return created.length;
      },
      due: async (now, limit) =>
        db
          .select(getTableColumns(citationSchedules))
          .from(citationSchedules)
          .innerJoin(organizations, eq(organizations.id, citationSchedules.organizationId))
          .where(dueSchedules(scheduleColumns, organizations, now))
          .orderBy(...oldestDueFirst(scheduleColumns))
          .limit(limit),
      claim: async (organizationId, dueAt, now, next) =>
        (
          await db
            .update(citationSchedules)
            .set({ lastScanAt: now, nextScanAt: next })
            .where(stillDue(scheduleColumns, organizationId, dueAt))
            .returning({ organizationId: citationSchedules.organizationId })
        ).length === 1,
    },
  };
}
