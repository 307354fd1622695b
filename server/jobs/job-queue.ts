// Background work. A batch is enqueued by id; workers claim its items one at a time from the
// database, so any number of instances can share the work and a restart resumes where it stopped.

/**
 * What the queue runs for one batch: claims and finishes its items until none is left. When `signal`
 * aborts (the queue is stopping) it returns after the item in hand; the batch is resumed later.
 */
export type BatchWorker = (batchId: string, signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /** Starts taking work (and resumes unfinished batches). */
  start(): Promise<void>;
  /** Asks for the batch to be worked on; returns at once. */
  enqueue(batchId: string): Promise<void>;
  /** Stops taking work and waits for the running item to finish. */
  stop(): Promise<void>;
}
