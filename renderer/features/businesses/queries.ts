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
import { dashboardKeys } from '../dashboard/queries';
import { directoryKeys } from '../directories/queries';
import { listingKeys } from '../listings/queries';

type BusinessListQuery = NonNullable<RouteInput<typeof contractTypes.businesses.list>['query']>;

// Every business key starts with `all`, so one invalidation refreshes each list, page and profile.
export const businessKeys = {
  all: ['businesses'] as const,
  list: (query: BusinessListQuery) => [...businessKeys.all, 'list', query] as const,
  pages: (query: Omit<BusinessListQuery, 'cursor'>) => [...businessKeys.all, 'pages', query] as const,
  detail: (id: string) => [...businessKeys.all, 'one', id] as const,
};

/**
 * After a create, publish, sync, import or enrichment: the businesses, their listings, the dashboard
 * and the directories' counts are fetched again.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [businessKeys.all, listingKeys.all, dashboardKeys.all, directoryKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useBusinesses(query: BusinessListQuery = {}) {
  return useQuery({
    queryKey: businessKeys.list(query),
    queryFn: () => callRoute(contract.businesses.list, { query }),
  });
}

/** The businesses list a page at a time, for 'Load more'. */
export function useBusinessPages(query: Omit<BusinessListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: businessKeys.pages(query),
    queryFn: ({ pageParam }) => callRoute(contract.businesses.list, { query: { ...query, cursor: pageParam } }),
    ...KEYSET_PAGES,
  });
}

export function useBusiness(id: string | undefined) {
  return useQuery({
    queryKey: businessKeys.detail(id ?? ''),
    queryFn: async () => (await callRoute(contract.businesses.get, { params: { id: id! } })).business,
    enabled: id !== undefined,
  });
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

