import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { CitationListingMark, NewCitationListingMark } from '../../../shared/contract/citations';
import { callRoute } from '../../lib/api-client';

// A business's listing marks: listing URLs a person added for scans to read, and found listings marked
// "not this business", which later scans leave out. The caller shows its own toasts.

export const LISTING_MARKS_KEY = ['citation-marks'] as const;

const marksKey = (businessId: string) => [...LISTING_MARKS_KEY, businessId] as const;

/** The business's marks, oldest first. */
export function useListingMarks(businessId: string) {
  return useQuery({
    queryKey: marksKey(businessId),
    queryFn: async () => (await callRoute(contract.citations.listingMarks, { params: { id: businessId } })).marks,
  });
}

/** Adds a listing URL or a "not this business" mark; the server answers an existing one again rather than a copy. */
export function useAddListingMark(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewCitationListingMark) =>
      (await callRoute(contract.citations.addListingMark, { params: { id: businessId }, body })).mark,
    onSuccess: (mark) => {
      queryClient.setQueryData<CitationListingMark[]>(marksKey(businessId), (marks) =>
        marks && !marks.some((known) => known.id === mark.id) ? [...marks, mark] : marks,
      );
      void queryClient.invalidateQueries({ queryKey: marksKey(businessId) });
    },
  });
}

/** Forgets a mark: an added URL is no longer read, a rejected listing counts again. */
export function useRemoveListingMark(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (markId: string) => {
      await callRoute(contract.citations.removeListingMark, { params: { id: businessId, markId } });
      return markId;
    },
    onSuccess: (markId) => {
      queryClient.setQueryData<CitationListingMark[]>(marksKey(businessId), (marks) => marks?.filter((mark) => mark.id !== markId));
      void queryClient.invalidateQueries({ queryKey: marksKey(businessId) });
    },
  });
}
