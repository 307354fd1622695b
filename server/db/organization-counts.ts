import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { first } from './rows';
import type { BusinessListQuery, CitationIssueListQuery, ListingListQuery } from './repositories';
import type { SqlDialect } from './sql-dialect';

// The counts triggers keep per organization (table organization_counts, migration 0006): a list's total
// is read from them when nothing but the organization (and an issue's status) narrows the list.

export interface OrganizationCounts {
  businesses: number;
  enrichedBusinesses: number;
  listings: number;
  publishedListings: number;
  citationIssues: number;
  openCitationIssues: number;
}

/** An organization that has never had a business has no row yet. */
export const NO_COUNTS: OrganizationCounts = {
  businesses: 0,
  enrichedBusinesses: 0,
  listings: 0,
  publishedListings: 0,
  citationIssues: 0,
  openCitationIssues: 0,
};

/** Whether the business list's total is the kept count: nothing but the organization narrows it. */
export const businessTotalIsKept = (query: Omit<BusinessListQuery, 'sort' | 'limit' | 'cursor'>) => !(query.search || query.category || query.status);

/** Whether the listing list's total is the kept count. */
export const listingTotalIsKept = (query: Omit<ListingListQuery, 'limit' | 'cursor'>) =>
  !(query.search || query.businessId || query.status || query.platform);

/** Whether the citation issue list's total is given by the kept counts (by its status). */
export const issueTotalIsKept = (query: Omit<CitationIssueListQuery, 'limit' | 'cursor'>) => !(query.businessId || query.platform || query.issueType);

/** The business list's total, when the kept count is it. */
export function keptBusinessTotal(query: Omit<BusinessListQuery, 'sort' | 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  return businessTotalIsKept(query) ? counts().then((kept) => kept.businesses) : undefined;
}

/** The listing list's total, when the kept count is it. */
export function keptListingTotal(query: Omit<ListingListQuery, 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  return listingTotalIsKept(query) ? counts().then((kept) => kept.listings) : undefined;
}

/** The citation issue list's total, when the kept counts give it. */
export function keptIssueTotal(query: Omit<CitationIssueListQuery, 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  if (!issueTotalIsKept(query)) return undefined;
  return counts().then((kept) =>
    query.status === 'open'
      ? kept.openCitationIssues
      : query.status === 'resolved'
        ? kept.citationIssues - kept.openCitationIssues
        : kept.citationIssues,
  );
}

const countStatements = new WeakMap<SqlDialect, ReturnType<typeof prepareCounts>>();

function prepareCounts({ db, tables: { organizationCounts } }: SqlDialect) {
  return db
    .select()
    .from(organizationCounts)
    .where(eq(organizationCounts.organizationId, sql.placeholder('organizationId')))
    .prepare('organization_counts_of');
}

/** The counts the triggers keep for the organization: one row read by its key, prepared once per database. */
export async function organizationCountsOf(d: SqlDialect, organizationId: string): Promise<OrganizationCounts> {
  let statement = countStatements.get(d);
  if (!statement) countStatements.set(d, (statement = prepareCounts(d)));
  const row = first(await statement.execute({ organizationId }));
  if (!row) return NO_COUNTS;
  const { organizationId: _key, ...counts } = row;
  return counts;
}

/** A kept count of the organization named by the statement's organizationId, read within another statement. */
export const keptCount = ({ tables: { organizationCounts } }: SqlDialect, count: SQL | Column): SQL<number | null> =>
  sql<number | null>`(select ${count} from ${organizationCounts} where ${organizationCounts.organizationId} = ${sql.placeholder('organizationId')})`;
