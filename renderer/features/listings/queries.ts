import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { KEYSET_PAGES } from '../../lib/keyset-pages';

type ListingListQuery = NonNullable<RouteInput<typeof contractTypes.listings.list>['query']>;

// Every listing key starts with `all`, so one invalidation refreshes each list, page and count.
export const listingKeys = {
  all: ['listings'] as const,
  list: (query: ListingListQuery) => [...listingKeys.all, 'list', query] as const,
  pages: (query: Omit<ListingListQuery, 'cursor'>) => [...listingKeys.all, 'pages', query] as const,
  summary: () => [...listingKeys.all, 'summary'] as const,
};

export function useListings(query: ListingListQuery = {}) {
  return useQuery({
    queryKey: listingKeys.list(query),
    queryFn: () => callRoute(contract.listings.list, { query }),
  });
}

/** The listings a page at a time, for 'Load more'. */
export function useListingPages(query: Omit<ListingListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: listingKeys.pages(query),
    queryFn: ({ pageParam }) => callRoute(contract.listings.list, { query: { ...query, cursor: pageParam } }),
    ...KEYSET_PAGES,
  });
}

/** How many listings stand in each status, and when they were last synced. */
export function useListingSummary() {
  return useQuery({ queryKey: listingKeys.summary(), queryFn: () => callRoute(contract.listings.summary) });
}
