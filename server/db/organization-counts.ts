import type { BusinessListQuery, CitationIssueListQuery, ListingListQuery } from './repositories';

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

/** The business list's total, when the kept count is it. */
export function keptBusinessTotal(query: Omit<BusinessListQuery, 'sort' | 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  return query.search || query.category || query.status ? undefined : counts().then((kept) => kept.businesses);
}

/** The listing list's total, when the kept count is it. */
export function keptListingTotal(query: Omit<ListingListQuery, 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  return query.search || query.businessId || query.status || query.platform ? undefined : counts().then((kept) => kept.listings);
}

/** The citation issue list's total, when the kept counts give it. */
export function keptIssueTotal(query: Omit<CitationIssueListQuery, 'limit' | 'cursor'>, counts: () => Promise<OrganizationCounts>) {
  if (query.businessId || query.platform || query.issueType) return undefined;
  return counts().then((kept) =>
    query.status === 'open'
      ? kept.openCitationIssues
      : query.status === 'resolved'
        ? kept.citationIssues - kept.openCitationIssues
        : kept.citationIssues,
  );
}
