import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { BusinessInput } from '../../../shared/contract/business-fields';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { KEYSET_PAGES } from '../../lib/keyset-pages';

// Query keys share prefixes so one invalidation refreshes every view of the same data.
export const BUSINESSES_KEY = ['businesses'] as const;
export const LISTINGS_KEY = ['listings'] as const;
export const DASHBOARD_KEY = ['dashboard'] as const;
export const METRICS_KEY = [...DASHBOARD_KEY, 'metrics'] as const;
export const ACTIVITY_KEY = [...DASHBOARD_KEY, 'activity'] as const;
export const DIRECTORIES_KEY = ['directories'] as const;
export const INTEGRATION_STATUS_KEY = ['integration-status'] as const;

type BusinessListQuery = NonNullable<RouteInput<typeof contractTypes.businesses.list>['query']>;
type ListingListQuery = NonNullable<RouteInput<typeof contractTypes.listings.list>['query']>;

/** After a create, publish or sync, businesses and metrics are fetched again. */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [BUSINESSES_KEY, LISTINGS_KEY, DASHBOARD_KEY, DIRECTORIES_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useBusinesses(query: BusinessListQuery = {}) {
  return useQuery({
    queryKey: [...BUSINESSES_KEY, 'list', query],
    queryFn: () => callRoute(contract.businesses.list, { query }),
  });
}

/** The businesses list a page at a time, for 'Load more'. */
export function useBusinessPages(query: Omit<BusinessListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...BUSINESSES_KEY, 'pages', query],
    queryFn: ({ pageParam }) => callRoute(contract.businesses.list, { query: { ...query, cursor: pageParam } }),
    ...KEYSET_PAGES,
  });
}

export function useBusiness(id: string | undefined) {
  return useQuery({
    queryKey: [...BUSINESSES_KEY, 'one', id],
    queryFn: async () => (await callRoute(contract.businesses.get, { params: { id: id! } })).business,
    enabled: id !== undefined,
  });
}

export function useListings(query: ListingListQuery = {}) {
  return useQuery({
    queryKey: [...LISTINGS_KEY, 'list', query],
    queryFn: () => callRoute(contract.listings.list, { query }),
  });
}

/** The listings a page at a time, for 'Load more'. */
export function useListingPages(query: Omit<ListingListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...LISTINGS_KEY, 'pages', query],
    queryFn: ({ pageParam }) => callRoute(contract.listings.list, { query: { ...query, cursor: pageParam } }),
    ...KEYSET_PAGES,
  });
}

export function useListingSummary() {
  return useQuery({ queryKey: [...LISTINGS_KEY, 'summary'], queryFn: () => callRoute(contract.listings.summary) });
}

export function useDashboardMetrics() {
  return useQuery({ queryKey: METRICS_KEY, queryFn: () => callRoute(contract.dashboard.metrics) });
}

export function useRecentActivity(limit?: number) {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, limit ?? 'default'],
    queryFn: async () => (await callRoute(contract.dashboard.activity, { query: { limit } })).activity,
  });
}

export function useDirectories() {
  return useQuery({ queryKey: DIRECTORIES_KEY, queryFn: () => callRoute(contract.provider.directories) });
}

export function useIntegrationStatus() {
  return useQuery({ queryKey: INTEGRATION_STATUS_KEY, queryFn: () => callRoute(contract.provider.status) });
}

/** Create when there is no id, update otherwise; the caller shows its own toasts. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: BusinessInput }) =>
      id
        ? (await callRoute(contract.businesses.update, { params: { id }, body: input })).business
        : (await callRoute(contract.businesses.create, { body: input })).business,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(contract.businesses.delete, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function usePublishBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callRoute(contract.businesses.publish, { params: { id }, body: {} })).listings,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function usePublishBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessIds: string[]) => callRoute(contract.businesses.publishMany, { body: { businessIds } }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useSyncListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId?: string) => callRoute(contract.listings.sync, { body: businessId ? { businessId } : {} }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** A CSV import: a dry run only previews; a real run changes businesses, so they are fetched again. */
export function useImportBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) => callRoute(contract.businesses.importCsv, { body }),
    onSuccess: async (result) => {
      if (!result.dryRun) await refreshAfterChange(queryClient);
    },
  });
}

