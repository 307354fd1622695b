import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import { refreshAfterChange } from '../businesses/queries';

/** Looks the business up in the provider's database; null when nothing matches. Changes nothing. */
export function useMatchBusiness() {
  return useMutation({
    mutationFn: async (id: string) => (await callRoute(contract.provider.match, { params: { id } })).match,
  });
}

/**
 * Accepts the match and fills in the provider's data, or skips it. The business data is fetched
 * again before the call counts as done, so every view shows the outcome.
 */
export function useEnrichBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, acceptMatch }: { id: string; acceptMatch: boolean }) =>
      (await callRoute(contract.provider.enrich, { params: { id }, body: { acceptMatch } })).business,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
