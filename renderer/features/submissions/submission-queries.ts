import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import { refreshAfterChange } from '../businesses/business-queries';

export const SUBMISSIONS_KEY = ['data-axle', 'submissions'] as const;

const submissionKey = (id: string) => [...SUBMISSIONS_KEY, 'one', id] as const;

/** A submission changes listings, statuses and the recent submissions. */
async function refreshAfterSubmission(queryClient: QueryClient): Promise<void> {
  await Promise.all([refreshAfterChange(queryClient), queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY })]);
}

export function useSubmissions(limit: number) {
  return useQuery({
    queryKey: [...SUBMISSIONS_KEY, 'list', limit],
    queryFn: async () => (await callRoute(contract.provider.submissions, { query: { limit } })).submissions,
  });
}

/** One submission, as the submit answered it until asked again with refetch. */
export function useSubmission(id: string | undefined) {
  return useQuery({
    queryKey: submissionKey(id ?? ''),
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
      queryClient.setQueryData(submissionKey(submission.id), submission);
      await refreshAfterSubmission(queryClient);
    },
  });
}
