import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { CitationListingMark, NewCitationListingMark } from '../../../shared/contract/citations';
import type { Batch } from '../../../shared/contract/provider';
import { callRoute } from '../../lib/api-client';
import { citationKeys } from '../citations/queries';
import { dashboardKeys } from '../dashboard/queries';

// Citation scans: a business's latest, scanning one now, and following a background scan of many.
// Listing marks: listing URLs a person added for scans to read, and found listings marked "not this
// business", which later scans leave out.

export const scanKeys = {
  all: ['citation-scans'] as const,
  latest: (businessId: string) => [...scanKeys.all, 'latest', businessId] as const,
};

export const listingMarkKeys = {
  all: ['citation-marks'] as const,
  ofBusiness: (businessId: string) => [...listingMarkKeys.all, businessId] as const,
};

/** The business's latest scan, directory by directory; null before its first. */
export function useLatestScan(businessId: string) {
  return useQuery({
    queryKey: scanKeys.latest(businessId),
    queryFn: async () => (await callRoute(contract.citations.latestScan, { params: { id: businessId } })).scan,
  });
}

/** Scans one business now; its answer becomes the business's latest scan. The caller shows its own toasts. */
export function useScanBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessId: string) => (await callRoute(contract.citations.scanBusiness, { params: { id: businessId } })).scan,
    onSuccess: async (scan) => {
      queryClient.setQueryData(scanKeys.latest(scan.businessId), scan);
      // The issues it found or resolved change the issue list, the score and the dashboard's activity.
      await Promise.all([citationKeys.all, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Each business a scan batch finishes has a new latest scan and issues: those held are fetched again. */
export function useRefreshScansAsBatchAdvances(batch: Batch | undefined) {
  const queryClient = useQueryClient();
  const scanned = batch?.succeeded ?? 0;
  useEffect(() => {
    if (scanned === 0) return;
    for (const queryKey of [scanKeys.all, citationKeys.all]) void queryClient.invalidateQueries({ queryKey });
  }, [scanned, queryClient]);
}

// Marks: the caller shows its own toasts.

/** The business's marks, oldest first. */
export function useListingMarks(businessId: string) {
  return useQuery({
    queryKey: listingMarkKeys.ofBusiness(businessId),
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
      queryClient.setQueryData<CitationListingMark[]>(listingMarkKeys.ofBusiness(businessId), (marks) =>
        marks && !marks.some((known) => known.id === mark.id) ? [...marks, mark] : marks,
      );
      void queryClient.invalidateQueries({ queryKey: listingMarkKeys.ofBusiness(businessId) });
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
      queryClient.setQueryData<CitationListingMark[]>(listingMarkKeys.ofBusiness(businessId), (marks) => marks?.filter((mark) => mark.id !== markId));
      void queryClient.invalidateQueries({ queryKey: listingMarkKeys.ofBusiness(businessId) });
    },
  });
}
