import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import { refreshAfterChange } from '../businesses/queries';

// Lists and single submissions share `all`, so a batch of submissions can refresh them all.
export const submissionKeys = {
  all: ['data-axle', 'submissions'] as const,
  list: (limit: number) => [...submissionKeys.all, 'list', limit] as const,
  detail: (id: string) => [...submissionKeys.all, 'one', id] as const,
};

/** A submission changes listings, statuses and the recent submissions. */
async function refreshAfterSubmission(queryClient: QueryClient): Promise<void> {
  await Promise.all([refreshAfterChange(queryClient), queryClient.invalidateQueries({ queryKey: submissionKeys.all })]);
}

export function useSubmissions(limit: number) {
  return useQuery({
    queryKey: submissionKeys.list(limit),
    queryFn: async () => (await callRoute(contract.provider.submissions, { query: { limit } })).submissions,
  });
}

/** One submission, as the submit answered it until asked again with refetch. */
export function useSubmission(id: string | undefined) {
  return useQuery({
    queryKey: submissionKeys.detail(id ?? ''),
    queryFn: async () => (await callRoute(contract.provider.submission, { params: { id: id! } })).submission,
    enabled: id !== undefined,
  });
}

/** One business to the chosen directories; the caller shows its own toasts. */
export function useSubmitBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, directories }: { businessId: string; directories: string[] }) =>
      callRoute(contract.provider.submit, { params: { id: businessId }, body: { directories } }),
    onSuccess: async ({ submission }) => {
      queryClient.setQueryData(submissionKeys.detail(submission.id), submission);
      await refreshAfterSubmission(queryClient);
    },
  });
}
