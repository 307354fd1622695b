import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { Batch } from '../../../shared/contract/provider';
import { callRoute } from '../../lib/api-client';
import { DASHBOARD_KEY } from '../businesses/business-queries';
import { CITATIONS_KEY } from '../citations/citation-queries';

// Citation scans: a business's latest, scanning one now, and scanning every business in the background.

export const CITATION_SCANS_KEY = ['citation-scans'] as const;

const latestScanKey = (businessId: string) => [...CITATION_SCANS_KEY, 'latest', businessId] as const;

/** The business's latest scan, directory by directory; null before its first. */
export function useLatestScan(businessId: string) {
  return useQuery({
    queryKey: latestScanKey(businessId),
    queryFn: async () => (await callRoute(contract.citations.latestScan, { params: { id: businessId } })).scan,
  });
}

/** Scans one business now; its answer becomes the business's latest scan. The caller shows its own toasts. */
export function useScanBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessId: string) => (await callRoute(contract.citations.scanBusiness, { params: { id: businessId } })).scan,
    onSuccess: async (scan) => {
      queryClient.setQueryData(latestScanKey(scan.businessId), scan);
      // The issues it found or resolved change the issue list, the score and the dashboard's activity.
      await Promise.all([CITATIONS_KEY, DASHBOARD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Each business a scan batch finishes has a new latest scan and issues: those held are fetched again. */
export function useRefreshScansAsBatchAdvances(batch: Batch | undefined) {
  const queryClient = useQueryClient();
  const scanned = batch?.succeeded ?? 0;
  useEffect(() => {
    if (scanned === 0) return;
    for (const queryKey of [CITATION_SCANS_KEY, CITATIONS_KEY]) void queryClient.invalidateQueries({ queryKey });
  }, [scanned, queryClient]);
}
