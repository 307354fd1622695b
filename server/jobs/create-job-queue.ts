import type { Database } from '../db/repositories';
import type { Logger } from '../logger';
import { createInProcessQueue } from './in-process-queue';
import type { BatchWorker, JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

export interface JobQueueOptions {
  /** The PostgreSQL database's URL: pg-boss connects with it. */
  databaseUrl?: string;
  logger: Logger;
}

/**
 * pg-boss on a PostgreSQL server, so every instance shares the work; in this process otherwise (SQLite,
 * or a PostgreSQL reached without a URL, as PGlite in tests).
 */
export function createJobQueue(database: Database, worker: BatchWorker, options: JobQueueOptions): JobQueue {
  const batches = database.repositories.batches;
  return database.dialect === 'postgres' && options.databaseUrl
    ? createPgBossQueue({ connectionString: options.databaseUrl, batches, worker, logger: options.logger })
    : createInProcessQueue({ batches, worker, logger: options.logger });
}
