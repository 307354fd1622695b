import pg from 'pg';
import PgBoss from 'pg-boss';
import { batchIsFinished } from '../db/batch-queries';
import type { BatchRepository } from '../db/repositories';
import type { Logger } from '../logger';
import type { BatchWorker, JobQueue } from './job-queue';
import { CLAIM_LEASE_MS } from './run-batch';

const QUEUE = 'batches';
// Any fixed number: instances take it in turn to create the queue.
const CREATE_QUEUE_LOCK_ID = 727_311_403;

interface BatchJob {
  batchId: string;
}

export interface PgBossQueueOptions {
  connectionString: string;
  batches: BatchRepository;
  worker: BatchWorker;
  logger: Logger;
  /** pg-boss keeps its tables in this schema of the same database. */
  schema?: string;
  /** How long before a batch left unfinished (items held by another worker) is looked at again. */
  recheckAfterMs?: number;
  /** How often an idle worker looks for jobs enqueued by other instances. */
  pollingIntervalSeconds?: number;
}

/**
 * Runs `create` holding an advisory lock. pg-boss's create_queue, run by two instances at once on a
 * database without the queue, deadlocks (each holds a lock on the queue table the other's partition
 * needs) and one of them fails to start; taken in turn, the second finds the queue made.
 */
async function oneAtATime(connectionString: string, create: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'citewise-jobs' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [CREATE_QUEUE_LOCK_ID]);
    await create();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/**
 * Batches as pg-boss jobs, worked by every instance. One waiting job per batch (its id is the
 * singleton key); the items are claimed from our own tables, so instances sharing a batch never do
 * an item twice.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { batches, worker, logger, recheckAfterMs = CLAIM_LEASE_MS } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    application_name: 'citewise-jobs',
    max: 4,
    // No cron schedules here; maintenance (expiring jobs of dead instances) stays on.
    schedule: false,
  });
  boss.on('error', (error) => logger.error('Background jobs:', error));
  let stopping = new AbortController();
  let workerId: string | undefined;

  const send = async (batchId: string, startAfterSeconds = 0) => {
    const job: BatchJob = { batchId };
    await boss.send(QUEUE, job, { singletonKey: batchId, startAfter: startAfterSeconds });
    // This instance's worker takes it at once instead of at its next poll.
    if (workerId && startAfterSeconds === 0) boss.notifyWorker(workerId);
  };

  const work = async ([job]: PgBoss.Job<BatchJob>[]) => {
    if (!job) return;
    const { batchId } = job.data;
    await worker(batchId, stopping.signal);
    const batch = await batches.findById(batchId);
    if (!batch || batchIsFinished(batch.status)) return;
    // Stopping: hand the rest to another instance now. Otherwise the items left are held by another
    // worker: look again once their claims may have gone stale.
    await send(batchId, stopping.signal.aborted ? 0 : Math.ceil(recheckAfterMs / 1000));
  };

  return {
    async start() {
      stopping = new AbortController();
      await boss.start();
      await oneAtATime(options.connectionString, () =>
        boss.createQueue(QUEUE, {
          name: QUEUE,
          // At most one waiting job per batch: enqueueing it again while it waits adds nothing.
          policy: 'short',
          retryLimit: 10,
          retryDelay: 30,
          retryBackoff: true,
        }),
      );
      workerId = await boss.work<BatchJob>(QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, work);
      for (const batch of await batches.unfinished()) await send(batch.id);
    },
    enqueue: (batchId) => send(batchId),
    async stop() {
      stopping.abort();
      workerId = undefined;
      await boss.stop({ graceful: true, wait: true });
    },
  };
}
