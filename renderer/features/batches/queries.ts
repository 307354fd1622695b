import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { Batch } from '../../../shared/contract/provider';
import { callRoute } from '../../lib/api-client';
import { refreshAfterChange } from '../businesses/queries';
import { citationKeys } from '../citations/queries';
import { scanKeys } from '../scanner/queries';
import { submissionKeys } from '../submissions/queries';
import type { BatchKind } from '../../../shared/domain/batches';
import { batchFinished } from './batch-display';

// Background batches of either kind: starting one, the recent ones, and following one until it ends.

export const batchKeys = {
  all: ['data-axle', 'batches'] as const,
  /** Every recent-batches list, whatever its length. */
  lists: () => [...batchKeys.all, 'list'] as const,
  list: (limit: number) => [...batchKeys.lists(), limit] as const,
  detail: (id: string) => [...batchKeys.all, 'one', id] as const,
};

/** How often a running batch is asked about: the one place the app polls. */
export const BATCH_POLL_MS = 1000;

const RECENT_BATCHES_LIMIT = 10;

/**
 * Poll while the batch has work ahead. A finished batch is left alone, and so is one whose last
 * question failed: the screen offers to ask again rather than asking every second.
 */
export function batchRefetchInterval(batch: Batch | undefined, failed: boolean): number | false {
  return batch && !batchFinished(batch) && !failed ? BATCH_POLL_MS : false;
}

/** The answer that shows a batch's work is over, after one that showed it running. */
export function batchJustFinished(previous: Batch | undefined, next: Batch): boolean {
  return previous !== undefined && !batchFinished(previous) && batchFinished(next);
}

/** Besides the businesses, what each kind of batch changes. */
const CHANGED_BY: Record<BatchKind, readonly (readonly string[])[]> = {
  match: [batchKeys.lists()],
  submit: [batchKeys.lists(), submissionKeys.all],
  scan: [batchKeys.lists(), citationKeys.all, scanKeys.all],
  google_update: [batchKeys.lists()],
};

/** A finished batch changed its businesses, their listings and the recent lists, and what its kind changes. */
async function refreshAfterBatch(queryClient: QueryClient, batch: Batch): Promise<void> {
  const lists = CHANGED_BY[batch.kind];
  await Promise.all([refreshAfterChange(queryClient), ...lists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))]);
}

/** A batch just started is followed from the server's first answer, and heads the recent list. */
async function rememberStartedBatch(queryClient: QueryClient, batch: Batch): Promise<void> {
  queryClient.setQueryData(batchKeys.detail(batch.id), batch);
  await queryClient.invalidateQueries({ queryKey: batchKeys.lists() });
}

/** The organization's latest batches of both kinds, newest first. */
export function useRecentBatches() {
  return useQuery({
    queryKey: batchKeys.list(RECENT_BATCHES_LIMIT),
    queryFn: async () => (await callRoute(contract.provider.batches, { query: { limit: RECENT_BATCHES_LIMIT } })).batches,
  });
}

/**
 * One batch, starting from what the caller already holds if anything, asked for again every second
 * while it runs. Every view of the same batch shares the query; when a batch seen running
 * finishes, what it changed is fetched again.
 */
export function useBatch(id: string, initial?: Batch) {
  const queryClient = useQueryClient();
  const key = batchKeys.detail(id);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const previous = queryClient.getQueryData<Batch>(key);
      const { batch } = await callRoute(contract.provider.batch, { params: { id } });
      if (batchJustFinished(previous, batch)) void refreshAfterBatch(queryClient, batch);
      return batch;
    },
    initialData: initial,
    refetchInterval: (query) => batchRefetchInterval(query.state.data, query.state.status === 'error'),
  });
}

/** Starts a background match of several businesses; the answer is the batch to follow. */
export function useBatchMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessIds: string[]) => (await callRoute(contract.provider.batchMatch, { body: { businessIds } })).batch,
    onSuccess: (batch) => rememberStartedBatch(queryClient, batch),
  });
}

/** Several businesses to the chosen directories in the background; the answer is the batch to follow. */
export function useBatchSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { businessIds: string[]; directories: string[] }) =>
      (await callRoute(contract.provider.batchSubmit, { body })).batch,
    onSuccess: (batch) => rememberStartedBatch(queryClient, batch),
  });
}

/** Scans the chosen businesses, or every business, in the background; the answer is the batch to follow. */
export function useBatchScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessIds?: string[]) => (await callRoute(contract.citations.scanMany, { body: { businessIds } })).batch,
    onSuccess: (batch) => rememberStartedBatch(queryClient, batch),
  });
}

/** Updates the Google locations of the chosen linked businesses, or of every linked one, in the background; the answer is the batch to follow. */
export function useBatchGoogleUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessIds?: string[]) => (await callRoute(contract.googleBusiness.batchUpdate, { body: { businessIds } })).batch,
    onSuccess: (batch) => rememberStartedBatch(queryClient, batch),
  });
}
