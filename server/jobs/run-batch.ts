import { batchIsFinished } from '../db/batch-queries';
import type { BatchItemRecord, BatchRecord } from '../db/records';
import type { BatchRepository } from '../db/repositories';
import type { Logger } from '../logger';

/** How long a claim holds: a worker that has not finished its item by then is taken to have died. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** What became of one business of the batch. */
export interface ItemOutcome {
  status: 'done' | 'error';
  /** A short outcome shown beside the business: 'Grade B match', 'Sent to 12 directories'. */
  result: string | null;
  errorMessage: string | null;
}

/**
 * Thrown by a batch's work when no item can succeed any more (the integration was switched off, say):
 * the batch fails, its remaining items with this message.
 */
export class BatchHaltedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchHaltedError';
  }
}

/** Shown for an item whose work threw something unexpected; the error itself goes to the log. */
export const UNEXPECTED_ITEM_ERROR = 'This business could not be processed. Try again later.';

export interface RunBatchDeps {
  batches: BatchRepository;
  /**
   * Does one item's work. Expected failures come back as an error outcome; a BatchHaltedError fails
   * the batch; anything else thrown fails only this item.
   */
  work(item: BatchItemRecord, batch: BatchRecord): Promise<ItemOutcome>;
  clock: () => Date;
  logger: Logger;
  /** Aborted when the queue stops: the run ends after the item in hand. */
  signal?: AbortSignal;
  leaseMs?: number;
}

/**
 * Works a batch: claims an item, does it, records its outcome, until no item is left to claim. Several
 * runs may share one batch (other instances, a resumed run); the claims keep them off each other's items.
 * The last run to count the last item marks the batch completed.
 */
export async function runBatch(batchId: string, deps: RunBatchDeps): Promise<void> {
  const { batches, clock, signal } = deps;
  const batch = await batches.findById(batchId);
  if (!batch || batchIsFinished(batch.status)) return;
  await batches.setStatus(batchId, 'running', clock());

  while (!signal?.aborted) {
    const item = await claimNext(batchId, deps);
    if (!item) break;
    let outcome: ItemOutcome;
    try {
      outcome = await deps.work(item, batch);
    } catch (error) {
      if (error instanceof BatchHaltedError) {
        await halt(batchId, item, error.message, deps);
        return;
      }
      deps.logger.error(`Batch ${batchId}: business ${item.businessId} failed`, error);
      outcome = { status: 'error', result: null, errorMessage: UNEXPECTED_ITEM_ERROR };
    }
    await batches.finishItem(item.id, outcome, clock());
  }

  const counted = await batches.findById(batchId);
  if (counted && counted.succeeded + counted.failed >= counted.total) await batches.setStatus(batchId, 'completed', clock());
}

function claimNext(batchId: string, { batches, clock, leaseMs = CLAIM_LEASE_MS }: RunBatchDeps) {
  const now = clock();
  return batches.claimNextItem(batchId, now, new Date(now.getTime() - leaseMs));
}

/** Fails the item in hand and every item still unclaimed with the reason, then the batch. */
async function halt(batchId: string, inHand: BatchItemRecord, reason: string, deps: RunBatchDeps): Promise<void> {
  const { batches, clock } = deps;
  const failed: ItemOutcome = { status: 'error', result: null, errorMessage: reason };
  await batches.finishItem(inHand.id, failed, clock());
  for (let item = await claimNext(batchId, deps); item; item = await claimNext(batchId, deps)) {
    await batches.finishItem(item.id, failed, clock());
  }
  await batches.setStatus(batchId, 'failed', clock());
}
