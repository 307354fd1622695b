import { batchIsFinished } from '../db/batch-queries';
import type { BatchRepository } from '../db/repositories';
import type { Logger } from '../logger';
import type { BatchWorker, JobQueue } from './job-queue';
import { CLAIM_LEASE_MS } from './run-batch';

export interface InProcessQueueOptions {
  batches: BatchRepository;
  worker: BatchWorker;
  logger: Logger;
  /** How long before a batch left unfinished (items held by a worker that died) is looked at again. */
  recheckAfterMs?: number;
}

/**
 * Runs batches one at a time in this process: for SQLite, where one process owns the database. The
 * state is in the database, so start() picks up what a previous process left unfinished.
 */
export function createInProcessQueue({ batches, worker, logger, recheckAfterMs = CLAIM_LEASE_MS }: InProcessQueueOptions): JobQueue {
  const waiting: string[] = [];
  const rechecks = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = new AbortController();
  let running: Promise<void> | undefined;

  const kick = () => {
    if (!started || running || waiting.length === 0) return;
    running = drain().finally(() => {
      running = undefined;
      // Something enqueued after the loop's last look at the list.
      kick();
    });
  };

  const enqueue = (batchId: string) => {
    if (!waiting.includes(batchId)) waiting.push(batchId);
    kick();
  };

  const recheckLater = (batchId: string) => {
    const timer = setTimeout(() => {
      rechecks.delete(timer);
      enqueue(batchId);
    }, recheckAfterMs);
    timer.unref();
    rechecks.add(timer);
  };

  async function drain(): Promise<void> {
    while (started) {
      const batchId = waiting.shift();
      if (!batchId) return;
      try {
        await worker(batchId, stopping.signal);
        const batch = await batches.findById(batchId);
        if (started && batch && !batchIsFinished(batch.status)) recheckLater(batchId);
      } catch (error) {
        logger.error(`Batch ${batchId} stopped on an error; it will be tried again`, error);
        if (started) recheckLater(batchId);
      }
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      stopping = new AbortController();
      for (const batch of await batches.unfinished()) enqueue(batch.id);
      kick();
    },
    async enqueue(batchId) {
      enqueue(batchId);
    },
    async stop() {
      started = false;
      stopping.abort();
      for (const timer of rechecks) clearTimeout(timer);
      rechecks.clear();
      await running;
    },
  };
}
