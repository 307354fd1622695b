import { and, eq, inArray, isNotNull, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { countAll, countWhere } from './aggregates';
import { newestFirst, type KeysetOrder } from './cursor';
import type { CitationIssueWithBusiness, CitationReconciliation, NewCitationScan } from './records';
import { closedWithDirectoryName, isoTime, jsonObject, sqliteJsonKey } from './json-rows';
import type { CitationIssueListQuery, Dialect } from './repositories';
import type { SeenBy } from './seen-by';

// The citation issue list, the scans' latest-first ranking and a scan's changes to issues, shared by both dialects.

interface CitationIssueColumns {
  id: Column;
  organizationId: Column;
  businessId: Column;
  platform: Column;
  issueType: Column;
  resolved: Column;
  regression: Column;
  discoveredAt: Column;
}

interface CitationScanColumns {
  id: Column;
  businessId: Column;
  scannedAt: Column;
}

/** An issue row as stored, before withLastSeen. */
export type StoredIssueRow = Omit<CitationIssueWithBusiness, 'lastSeenAt'> & { lastSeenAt: Date | null };

/** An issue stored before scans has no last-seen time: it reads as last seen when it was discovered. */
export const withLastSeen = <T extends { discoveredAt: Date; lastSeenAt: Date | null }>(row: T) => ({
  ...row,
  lastSeenAt: row.lastSeenAt ?? row.discoveredAt,
});

export const issuesNewestFirst = (issues: CitationIssueColumns): KeysetOrder<CitationIssueWithBusiness> =>
  newestFirst<CitationIssueWithBusiness>('discovered', issues.discoveredAt, issues.id, (row) => row.discoveredAt);

/** The issue list's filters, on the issues table alone so that counting needs no join. */
export function issueFilters(query: Omit<CitationIssueListQuery, 'limit' | 'cursor'>, issues: CitationIssueColumns): SQL | undefined {
  return and(
    eq(issues.organizationId, query.organizationId),
    query.businessId ? eq(issues.businessId, query.businessId) : undefined,
    query.platform ? eq(issues.platform, query.platform) : undefined,
    query.issueType ? eq(issues.issueType, query.issueType) : undefined,
    resolvedIs(query.status, issues),
  );
}

/** The list's status filter: open, resolved, or no condition for all. */
export function resolvedIs(status: CitationIssueListQuery['status'], issues: CitationIssueColumns): SQL | undefined {
  return status === 'all' ? undefined : eq(issues.resolved, status === 'resolved');
}

/** The organization's open issues: one business's, or those of the ids, when given. */
export const openIssuesOf = (
  issues: CitationIssueColumns,
  organizationId: string,
  only: { businessId?: string; ids?: string[] } = {},
): SQL | undefined =>
  and(
    eq(issues.organizationId, organizationId),
    eq(issues.resolved, false),
    only.businessId ? eq(issues.businessId, only.businessId) : undefined,
    only.ids ? inArray(issues.id, only.ids) : undefined,
  );

/** Resolved at `at`, unless it was resolved already: then it keeps its time. */
export const resolvedNowOrBefore = (issues: CitationIssueColumns & { resolvedAt: Column }, at: Date) => ({
  resolved: true,
  resolvedAt: sql`case when ${issues.resolved} then ${issues.resolvedAt} else ${sql.param(at, issues.resolvedAt)} end`,
});

/** How many issues a group holds, and how many of them are regressions. */
export const issueCounts = (issues: CitationIssueColumns) => ({
  count: countAll(),
  regressions: countWhere(eq(issues.regression, true)),
});

export function openCounts(rows: readonly { issueType: string; count: number; regressions: number }[]): {
  byType: { issueType: string; count: number }[];
  regressions: number;
} {
  return {
    byType: rows.map(({ issueType, count }) => ({ issueType, count })),
    regressions: rows.reduce((sum, row) => sum + row.regressions, 0),
  };
}

interface CitationScheduleColumns {
  organizationId: Column;
  enabled: Column;
  intervalDays: Column;
  nextScanAt: Column;
  lastScanAt: Column;
}

interface OrganizationColumns {
  id: Column;
  isActive: Column;
}

/** A value bound as the column stores it and typed as the column, as a select list feeding an insert needs. */
const typed = (value: unknown, column: Column): SQL => sql`cast(${sql.param(value, column)} as ${sql.raw(column.getSQLType())})`;

/**
 * The select that gives each active organization without a schedule an enabled one, first due at
 * `firstScanAt`: its columns in the schedule table's order, as an insert from a select takes them.
 */
export function missingSchedules(
  organizations: OrganizationColumns,
  schedules: CitationScheduleColumns & Table,
  intervalDays: number,
  firstScanAt: Date,
) {
  return {
    columns: {
      organizationId: sql<string>`${organizations.id}`.as('organization_id'),
      enabled: typed(true, schedules.enabled).as('enabled'),
      intervalDays: typed(intervalDays, schedules.intervalDays).as('interval_days'),
      nextScanAt: typed(firstScanAt, schedules.nextScanAt).as('next_scan_at'),
      lastScanAt: typed(null, schedules.lastScanAt).as('last_scan_at'),
    },
    where: and(
      eq(organizations.isActive, true),
      sql`not exists (select 1 from ${schedules} where ${schedules.organizationId} = ${organizations.id})`,
    ),
  };
}

/** 1 for each business's latest scan (newest scannedAt, ties by the greater id), 2 and on for its earlier ones. */
export const latestScanRank = (scans: CitationScanColumns): SQL<number> =>
  sql<number>`row_number() over (partition by ${scans.businessId} order by ${scans.scannedAt} desc, ${scans.id} desc)`.mapWith(Number);

/** Scans that keep their results, of the organization's given businesses: each business's latest, as a scan keeps them. */
export const scansKeepingResults = (
  scans: CitationScanColumns & { organizationId: Column; results: Column },
  organizationId: string,
  businessIds: string[],
): SQL | undefined => and(eq(scans.organizationId, organizationId), inArray(scans.businessId, businessIds), isNotNull(scans.results));

/**
 * Where each business's latest scan saw each directory, from rows newest first. A scan clears the
 * business's earlier results as it stores its own, but two at once may briefly leave both: the newer one counts.
 */
export function latestSeenByOf(rows: readonly { businessId: string; seenBy: SeenBy | null }[]): Map<string, SeenBy> {
  const latest = new Map<string, SeenBy>();
  for (const { businessId, seenBy } of rows) if (!latest.has(businessId)) latest.set(businessId, seenBy ?? {});
  return latest;
}

/** Those of the ids that are issues of the scanned business: a scan touches no other business's. */
export const issuesOfScannedBusiness = (issues: CitationIssueColumns, scan: NewCitationScan, ids: string[]): SQL | undefined =>
  and(eq(issues.organizationId, scan.organizationId), eq(issues.businessId, scan.businessId), inArray(issues.id, ids));

/** What a scan writes to the business's issues: the new rows and, per kind of change, each row's new values. */
export function scanWrites(changes: CitationReconciliation, scan: NewCitationScan) {
  const seen = { lastSeenAt: scan.scannedAt, fixConfirmed: false };
  return {
    inserts: changes.insert.map((issue) => ({
      ...issue,
      organizationId: scan.organizationId,
      businessId: scan.businessId,
      discoveredAt: issue.discoveredAt ?? scan.scannedAt,
      ...seen,
    })),
    updates: [
      ...changes.reopen.map(({ id, expectedValue, actualValue, regression }) => ({
        id,
        changes: { expectedValue, actualValue, regression, resolved: false, resolvedAt: null, ...seen },
      })),
      ...changes.refresh.map(({ id, expectedValue, actualValue }) => ({ id, changes: { expectedValue, actualValue, ...seen } })),
    ],
    /** Open ones the scan no longer finds. */
    resolve: { ids: changes.resolve, changes: { resolved: true, resolvedAt: scan.scannedAt, fixConfirmed: true } },
    /** Resolved by hand and not found. */
    confirm: { ids: changes.confirm, changes: { fixConfirmed: true } },
  };
}

/**
 * The organization's rows only, kept out of the planners' index choice: walking an organization's index
 * reads every business's rows, where a business's index seeks to its few. An expression (a unary plus,
 * a cast) is not the indexed column.
 */
export function sameOrganizationUnindexed(dialect: Dialect, column: Column, organization: Column | string): SQL {
  return dialect === 'sqlite' ? sql`+${column} = ${organization}` : sql`${column}::text = ${organization}::text`;
}

interface WrittenIssueColumns extends CitationIssueColumns {
  expectedValue: Column;
  actualValue: Column;
  resolvedAt: Column;
  lastSeenAt: Column;
}

/**
 * Where the business's latest scan that keeps results (newest scannedAt, ties by the greater id) saw
 * each directory's listing (seenBy): a small object by directory id, where reading every result for
 * every row of a page cost it milliseconds. Seeks the business's scans index, as each business has few scans.
 */
function latestSeenBy(
  dialect: Dialect,
  issues: WrittenIssueColumns,
  scans: CitationScanColumns & { organizationId: Column; results: Column; seenBy: Column } & Table,
): SQL {
  return sql`(select ${scans.seenBy} from ${scans}
    where ${scans.businessId} = ${issues.businessId} and ${sameOrganizationUnindexed(dialect, scans.organizationId, issues.organizationId)} and ${scans.results} is not null
    order by ${scans.scannedAt} desc, ${scans.id} desc limit 1)`;
}

/**
 * What an issue keeps as its writtenJson: the contract's CitationIssue as the list sends it (toCitationIssue
 * of the service's named issue on the record path) up to its last field, platformName, without the
 * closing brace. Its source and valueKept come from the first result for its directory in the latest scan
 * (seenBy); the business's name is read by id, so neither the list nor a fill joins businesses.
 */
export function issueJsonHead(
  dialect: Dialect,
  issues: WrittenIssueColumns,
  businesses: { id: Column; name: Column } & Table,
  scans: CitationScanColumns & { organizationId: Column; results: Column; seenBy: Column } & Table,
): SQL<string> {
  const issueWith = (seen: { source: SQL; valueKept: SQL }) =>
    jsonObject(dialect, [
      ['id', issues.id],
      ['businessId', issues.businessId],
      ['businessName', sql`(select ${businesses.name} from ${businesses} where ${businesses.id} = ${issues.businessId})`],
      ['platform', issues.platform],
      ['issueType', issues.issueType],
      ['expectedValue', issues.expectedValue],
      ['actualValue', issues.actualValue],
      ['source', seen.source],
      ['valueKept', seen.valueKept, 'boolean'],
      ['resolved', issues.resolved, 'boolean'],
      ['regression', issues.regression, 'boolean'],
      ['discoveredAt', isoTime(dialect, issues.discoveredAt)],
      ['resolvedAt', isoTime(dialect, issues.resolvedAt)],
      // An issue stored before scans reads as last seen when it was discovered (withLastSeen).
      ['lastSeenAt', isoTime(dialect, sql`coalesce(${issues.lastSeenAt}, ${issues.discoveredAt})`)],
    ]);
  const latest = latestSeenBy(dialect, issues, scans);
  // The object's last value is a time or null, so its only closing brace is the last character.
  const head = (json: SQL) => sql<string>`rtrim(${json}, '}')`;
  // With no entry for the directory, the issue is written without a source, its values kept.
  if (dialect === 'sqlite') {
    // No scan result carries an id with a quote in it, which no path can name.
    const entry = sqliteJsonKey(latest, '->', issues.platform);
    const seen = { source: sql`seen.value ->> '$.source'`, valueKept: sql`coalesce(seen.value ->> '$.valuesKept', 1)` };
    // json_each over a one-element array evaluates the entry once, where a derived table read it twice.
    return head(sql`coalesce((select ${issueWith(seen)} from json_each(json_array(${entry})) as seen where seen.value is not null),
    ${issueWith({ source: sql`null`, valueKept: sql`1` })})`);
  }
  const seen = { source: sql`seen.value ->> 'source'`, valueKept: sql`coalesce((seen.value -> 'valuesKept')::boolean, true)` };
  return head(sql`(select ${issueWith(seen)} from (select ${latest} -> ${issues.platform} as value) as seen)`);
}

/**
 * An issue of the list as the contract's CitationIssue: its writtenJson, built here when the issue has none
 * yet, then its directory's name from `names`, the catalogue's JSON object of names by id.
 */
export function issueJson(
  dialect: Dialect,
  issues: WrittenIssueColumns & { writtenJson: Column },
  businesses: { id: Column; name: Column } & Table,
  scans: CitationScanColumns & { organizationId: Column; results: Column; seenBy: Column } & Table,
  names: SQL,
): SQL<string> {
  const stored = sql`coalesce(${issues.writtenJson}, ${issueJsonHead(dialect, issues, businesses, scans)})`;
  return closedWithDirectoryName(dialect, stored, 'platformName', issues.platform, names);
}
