import { and, eq, inArray, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { BatchStatus } from '../../shared/domain/batches';

// The batch conditions and counter updates as SQL both dialects share.

interface BatchColumns {
  status: Column;
  succeeded: Column;
  failed: Column;
}

interface BatchItemColumns {
  batchId: Column;
  status: Column;
  claimedAt: Column;
}

const UNFINISHED: BatchStatus[] = ['queued', 'running'];

/** Completed or failed: nothing more will happen to the batch. */
export const batchIsFinished = (status: BatchStatus): boolean => !UNFINISHED.includes(status);

/** Queued or running: what a restart resumes, and the only batches whose status may still change. */
export const isUnfinished = (batches: BatchColumns): SQL => inArray(batches.status, UNFINISHED);

/** When the batch finished: now for completed or failed, none while it still runs. */
export const finishedAtFor = (status: BatchStatus, now: Date): Date | null => (batchIsFinished(status) ? now : null);

/** An item of the batch a worker may take: pending, or claimed before `staleBefore` by a worker that died. */
export const isClaimable = (items: BatchItemColumns, batchId: string, staleBefore: Date): SQL | undefined =>
  and(
    eq(items.batchId, batchId),
    or(eq(items.status, 'pending'), and(eq(items.status, 'running'), lt(items.claimedAt, staleBefore))),
  );

/** The batch's counter an item's outcome adds one to. */
export const countOutcome = (batches: BatchColumns, status: 'done' | 'error') =>
  status === 'done' ? { succeeded: sql`${batches.succeeded} + 1` } : { failed: sql`${batches.failed} + 1` };
