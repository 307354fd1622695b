import type { Batch } from '../../../shared/contract/provider';
import type { BatchItemStatus, BatchKind, BatchStatus } from '../../../shared/domain/batches';
import type { BadgeTone } from '../../components/ui/badge';

// How a background batch of any kind reads on screen: the same words, but a match batch says
// 'matched' and 'Matching' where a submit batch says 'submitted' and 'Submitting', a scan batch
// 'scanned' and 'Scanning', and a Google update 'updated on Google' and 'Updating'.

export const BATCH_KIND_LABELS: Record<BatchKind, string> = {
  match: 'Batch match',
  submit: 'Batch submission',
  scan: 'Batch citation scan',
  google_update: 'Batch Google update',
};

const KIND_VERBS: Record<BatchKind, { done: string; running: string }> = {
  match: { done: 'matched', running: 'Matching' },
  submit: { done: 'submitted', running: 'Submitting' },
  scan: { done: 'scanned', running: 'Scanning' },
  google_update: { done: 'updated on Google', running: 'Updating' },
};

/** A batch is followed until it has completed or failed. */
export function batchFinished(batch: Pick<Batch, 'status'>): boolean {
  return batch.status === 'completed' || batch.status === 'failed';
}

export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

export const BATCH_STATUS_TONES: Record<BatchStatus, BadgeTone> = {
  queued: 'grey',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

export const BATCH_ITEM_STATUS_TONES: Record<BatchItemStatus, BadgeTone> = {
  pending: 'grey',
  running: 'blue',
  done: 'green',
  error: 'red',
};

/** 'Waiting', 'Matching' (or 'Submitting', 'Scanning'), 'Done', 'Failed'. */
export function batchItemStatusLabel(kind: BatchKind, status: BatchItemStatus): string {
  switch (status) {
    case 'pending':
      return 'Waiting';
    case 'running':
      return KIND_VERBS[kind].running;
    case 'done':
      return 'Done';
    case 'error':
      return 'Failed';
  }
}

function businesses(count: number): string {
  return `${count} ${count === 1 ? 'business' : 'businesses'}`;
}

/** One line on how far a batch is, or how it ended. */
export function batchSummary(batch: Pick<Batch, 'kind' | 'status' | 'total' | 'succeeded' | 'failed'>): string {
  const finished = batch.succeeded + batch.failed;
  const failed = batch.failed > 0 ? `, ${batch.failed} failed` : '';
  switch (batch.status) {
    case 'queued':
      return `Waiting to start: ${businesses(batch.total)}`;
    case 'running':
      return `${finished} of ${businesses(batch.total)} done${failed}`;
    case 'completed':
      return `Finished: ${batch.succeeded} of ${businesses(batch.total)} ${KIND_VERBS[batch.kind].done}${failed}`;
    case 'failed':
      return `Stopped after ${finished} of ${businesses(batch.total)}${failed}`;
  }
}
