import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/pg/open-postgres';
import type { Database, Repositories } from '../db/repositories';
import { silentLogger, type Logger } from '../logger';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { createServerDatabase, postgresTarget } from '../testing/test-databases';
import type { BatchWorker, JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { runBatch, type ItemOutcome } from './run-batch';

// Against the PostgreSQL server itself: pg-boss needs one (PGlite cannot serve its connections).

const ok: ItemOutcome = { status: 'done', result: 'ok', errorMessage: null };

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the pg-boss queue', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database;
  let repos: Repositories;
  let fixture: BatchFixture;
  const queues: JobQueue[] = [];
  const errors: unknown[] = [];
  const logger: Logger = { ...silentLogger, error: (_message, error) => errors.push(error) };

  const newBatch = () =>
    repos.batches.create({
      organizationId: fixture.organizationId,
      createdByUserId: null,
      kind: 'submit',
      directories: ['yelp'],
      businessIds: fixture.businessIds,
    });

  /** One instance's queue; `work` is told which instance does each item. */
  const instance = (name: string, work: (name: string, businessId: string) => Promise<ItemOutcome>) => {
    const worker: BatchWorker = (batchId, signal) =>
      runBatch(batchId, { batches: repos.batches, clock: () => new Date(), logger, signal, work: (item) => work(name, item.businessId) });
    const queue = createPgBossQueue({ connectionString: url, batches: repos.batches, worker, logger, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    return queue;
  };

  const waitingJobs = async (batchId: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pgboss.job where singleton_key = $1 and state = 'created'",
        [batchId],
      );
      return Number(rows[0]?.count);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('The pg-boss queue is tested against a PostgreSQL server; none answered.');
    ({ url, drop } = await createServerDatabase(target.adminUrl));
    database = await openPostgres(url, { poolSize: 6 });
    repos = database.repositories;
    fixture = await organizationWithBusinesses(repos, 6);
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database?.close();
    await drop?.();
  });

  it('runs an enqueued batch, and keeps one waiting job however often it is enqueued', async () => {
    const inHand = deferred();
    const release = deferred();
    const finished = deferred();
    const worked: string[] = [];
    const queue = instance('a', async (_name, businessId) => {
      worked.push(businessId);
      if (worked.length === 1) {
        inHand.resolve();
        await release.promise;
      }
      if (worked.length === fixture.businessIds.length) finished.resolve();
      return ok;
    });
    await queue.start();
    const batch = await newBatch();
    await queue.enqueue(batch.id);
    await inHand.promise;
    // The first job is being worked; enqueueing again, twice, leaves one job waiting.
    await queue.enqueue(batch.id);
    await queue.enqueue(batch.id);
    expect(await waitingJobs(batch.id)).toBe(1);
    release.resolve();
    await finished.promise;
    await queue.stop();
    expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'completed', succeeded: 6, failed: 0 });
    expect([...worked].sort()).toEqual([...fixture.businessIds].sort());
    expect(errors).toEqual([]);
  });

  it('lets two instances share a batch without doing an item twice', async () => {
    const aInHand = deferred();
    const release = deferred();
    const finished = deferred();
    const worked: [string, string][] = [];
    const work = async (name: string, businessId: string) => {
      worked.push([name, businessId]);
      // The first instance holds its first item until the second has taken one: then they race.
      if (worked.length === 1) {
        aInHand.resolve();
        await release.promise;
      }
      if (name === 'b') release.resolve();
      if (worked.length === fixture.businessIds.length) finished.resolve();
      return ok;
    };
    const a = instance('a', work);
    await a.start();
    const batch = await newBatch();
    await a.enqueue(batch.id);
    await aInHand.promise;
    // Starting, the second instance takes up the unfinished batch too.
    const b = instance('b', work);
    await b.start();
    await finished.promise;
    await Promise.all([a.stop(), b.stop()]);

    expect(new Set(worked.map(([name]) => name))).toEqual(new Set(['a', 'b']));
    expect(worked.map(([, businessId]) => businessId).sort()).toEqual([...fixture.businessIds].sort());
    expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'completed', succeeded: 6 });
    expect(errors).toEqual([]);
  });

  it('stops after the item in hand and leaves the rest as a job that another instance finishes', async () => {
    const worked: [string, string][] = [];
    const stopAsked = deferred();
    const finished = deferred();
    let stopped: Promise<void> = Promise.resolve();
    const work = async (name: string, businessId: string) => {
      worked.push([name, businessId]);
      if (worked.length === 2) {
        stopped = a.stop();
        stopAsked.resolve();
      }
      if (worked.length === fixture.businessIds.length) finished.resolve();
      return ok;
    };
    const a = instance('a', work);
    await a.start();
    const batch = await newBatch();
    await a.enqueue(batch.id);
    await stopAsked.promise;
    await stopped;
    expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'running', succeeded: 2 });
    expect(await waitingJobs(batch.id)).toBe(1);

    const b = instance('b', work);
    await b.start();
    await finished.promise;
    await b.stop();
    expect(worked.map(([name]) => name)).toEqual(['a', 'a', 'b', 'b', 'b', 'b']);
    expect(worked.map(([, businessId]) => businessId).sort()).toEqual([...fixture.businessIds].sort());
    expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'completed', succeeded: 6 });
    expect(errors).toEqual([]);
  });

  it('starts on several instances at once on a database that has no queue yet', async () => {
    // Each round in a schema of its own, so pg-boss's tables and the queue are made by these instances.
    for (const schema of ['boss_fresh_a', 'boss_fresh_b', 'boss_fresh_c']) {
      const starting = Array.from({ length: 3 }, () => {
        const queue = createPgBossQueue({ connectionString: url, batches: repos.batches, worker: async () => undefined, logger, schema });
        queues.push(queue);
        return queue.start();
      });
      expect((await Promise.allSettled(starting)).map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    }
    expect(errors).toEqual([]);
  });
});
