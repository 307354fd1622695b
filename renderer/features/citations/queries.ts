import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { KEYSET_PAGES } from '../../lib/keyset-pages';
import { dashboardKeys } from '../dashboard/queries';

type CitationIssueListQuery = NonNullable<RouteInput<typeof contractTypes.citations.list>['query']>;

// Issues, summaries and schedule share `all`, so a scan elsewhere can refresh them all at once.
export const citationKeys = {
  all: ['citations'] as const,
  issues: () => [...citationKeys.all, 'issues'] as const,
  issuePages: (query: Omit<CitationIssueListQuery, 'cursor'>) => [...citationKeys.issues(), 'pages', query] as const,
  /** Every summary: the organization's and each business's. */
  summaries: () => [...citationKeys.all, 'summary'] as const,
  summary: (businessId: string | undefined) => [...citationKeys.summaries(), businessId ?? 'organization'] as const,
  schedule: () => [...citationKeys.all, 'schedule'] as const,
};

/** Resolving changes the list, the score and the counts, and the dashboard's recent activity. */
async function refreshAfterResolve(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [citationKeys.issues(), citationKeys.summaries(), dashboardKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The issues a page at a time, for 'Load more'. */
export function useCitationIssuePages(query: Omit<CitationIssueListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: citationKeys.issuePages(query),
    queryFn: ({ pageParam }) => callRoute(contract.citations.list, { query: { ...query, cursor: pageParam } }),
    ...KEYSET_PAGES,
  });
}

/** The organization's score, counts and trend; one business's when an id is given. */
export function useCitationSummary(businessId: string | undefined) {
  return useQuery({
    queryKey: citationKeys.summary(businessId),
    queryFn: async () => (await callRoute(contract.citations.summary, { query: { businessId } })).summary,
  });
}

export function useCitationSchedule() {
  return useQuery({
    queryKey: citationKeys.schedule(),
    queryFn: async () => (await callRoute(contract.citations.schedule)).schedule,
  });
}

/** The caller shows its own toasts. */
export function useResolveCitationIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callRoute(contract.citations.resolve, { params: { id } })).issue,
    onSuccess: () => refreshAfterResolve(queryClient),
  });
}

/** The caller shows its own toasts. */
export function useResolveCitationIssues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => (await callRoute(contract.citations.resolveMany, { body: { ids } })).resolved,
    onSuccess: () => refreshAfterResolve(queryClient),
  });
}

/**
 * The issue's value as its source shows it now, looked up when a person asks: a mutation, so it sits in no
 * query cache and each ask is a fresh lookup (the source's terms let us keep only its ids). The caller shows failures.
 */
export function useLookUpSourceValue(issueId: string) {
  return useMutation({
    mutationFn: () => callRoute(contract.citations.sourceValue, { params: { id: issueId } }),
  });
}

/** The caller shows its own toasts and field errors. */
export function useUpdateCitationSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { enabled: boolean; intervalDays: number }) =>
      (await callRoute(contract.citations.updateSchedule, { body })).schedule,
    onSuccess: (schedule) => queryClient.setQueryData(citationKeys.schedule(), schedule),
  });
}
