import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/pg/open-postgres';
import type { Database } from '../db/repositories';
import { silentLogger } from '../logger';
import { organizationWithBusinesses } from '../testing/batch-fixtures';
import { createServerDatabase, openTestDatabase, postgresTarget } from '../testing/test-databases';
import { createJobQueue } from './create-job-queue';
import type { BatchWorker } from './job-queue';

/** Enqueues a batch and expects the queue to hand it to the worker. */
async function runsABatch(database: Database, databaseUrl?: string): Promise<void> {
  const { organizationId, businessIds } = await organizationWithBusinesses(database.repositories, 1);
  const batch = await database.repositories.batches.create({ organizationId, createdByUserId: null, kind: 'match', directories: [], businessIds });
  let given: (batchId: string) => void = () => undefined;
  const worked = new Promise<string>((resolve) => (given = resolve));
  const worker: BatchWorker = async (batchId) => given(batchId);
  const queue = createJobQueue(database, worker, { databaseUrl, logger: silentLogger });
  await queue.start();
  await queue.enqueue(batch.id);
  expect(await worked).toBe(batch.id);
  await queue.stop();
}

async function hasPgBossSchema(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from information_schema.schemata where schema_name = 'pgboss'");
    return rows.length === 1;
  } finally {
    await client.end();
  }
}

describe('createJobQueue', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('works batches in this process on SQLite', async () => {
    const database = await openTestDatabase('sqlite');
    cleanups.push(() => database.close());
    await runsABatch(database);
  });

  it('works batches through pg-boss, in its own schema, on a PostgreSQL server', async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('pg-boss is tested against a PostgreSQL server; none answered.');
    const { url, drop } = await createServerDatabase(target.adminUrl);
    const database = await openPostgres(url, { poolSize: 2 });
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    expect(await hasPgBossSchema(url)).toBe(false);
    await runsABatch(database, url);
    expect(await hasPgBossSchema(url)).toBe(true);
  });
});
