// Background batches of match, submit, citation-scan or Google update work, one item per business.

export const BATCH_KINDS = ['match', 'submit', 'scan', 'google_update'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

export const BATCH_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_ITEM_STATUSES = ['pending', 'running', 'done', 'error'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

export const BATCH_MAX_ITEMS = 1000;

/** Whole percent of items finished, done or in error. */
export function batchProgress(batch: { total: number; succeeded: number; failed: number }): number {
  return batch.total === 0 ? 100 : Math.floor(((batch.succeeded + batch.failed) / batch.total) * 100);
}
