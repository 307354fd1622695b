import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItemRecord, BatchRecord } from '../db/records';
import type { Database, Repositories } from '../db/repositories';
import { silentLogger, type Logger } from '../logger';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { BatchHaltedError, CLAIM_LEASE_MS, UNEXPECTED_ITEM_ERROR, runBatch, type ItemOutcome, type RunBatchDeps } from './run-batch';

const T = new Date(Date.UTC(2026, 0, 1, 12));
const clock = () => T;
const done = (result: string): ItemOutcome => ({ status: 'done', result, errorMessage: null });

describe.each(DIALECTS)('runBatch on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let fixture: BatchFixture;

  const newBatch = async (count = fixture.businessIds.length) =>
    repos.batches.create({
      organizationId: fixture.organizationId,
      createdByUserId: null,
      kind: 'match',
      directories: [],
      businessIds: fixture.businessIds.slice(0, count),
    });

  /** Runs the batch, recording which businesses the work was asked to do. */
  const run = async (batch: BatchRecord, work: RunBatchDeps['work'], extra: Partial<RunBatchDeps> = {}) => {
    const worked: string[] = [];
    await runBatch(batch.id, {
      batches: repos.batches,
      clock,
      logger: silentLogger,
      ...extra,
      work: async (item, seen) => {
        worked.push(item.businessId);
        return work(item, seen);
      },
    });
    return { worked, batch: await repos.batches.findById(batch.id), items: await repos.batches.items(batch.id) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    fixture = await organizationWithBusinesses(repos, 4);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('works every item once, records its outcome and completes the batch', async () => {
    const batch = await newBatch();
    const { worked, batch: after, items } = await run(batch, async (item, seen) => {
      expect(seen).toMatchObject({ id: batch.id, kind: 'match' });
      return item.businessId === fixture.businessIds[1]
        ? { status: 'error', result: null, errorMessage: 'Not found' }
        : done(`Matched ${item.businessId}`);
    });
    expect([...worked].sort()).toEqual([...fixture.businessIds].sort());
    expect(after).toMatchObject({ status: 'completed', succeeded: 3, failed: 1, finishedAt: T });
    expect(items.map((item) => [item.status, item.result ?? item.errorMessage])).toEqual(
      fixture.businessIds.map((id, i) => (i === 1 ? ['error', 'Not found'] : ['done', `Matched ${id}`])),
    );
  });

  it('fails only the item whose work throws, with a message fit to show, and logs the error', async () => {
    const batch = await newBatch(2);
    const logged: unknown[] = [];
    const logger: Logger = { ...silentLogger, error: (_message, error) => logged.push(error) };
    const { batch: after, items } = await run(
      batch,
      async (item) => {
        if (item.businessId === fixture.businessIds[0]) throw new Error('connection reset');
        return done('ok');
      },
      { logger },
    );
    expect(after).toMatchObject({ status: 'completed', succeeded: 1, failed: 1 });
    expect(items[0]).toMatchObject({ status: 'error', errorMessage: UNEXPECTED_ITEM_ERROR });
    expect(logged).toEqual([new Error('connection reset')]);
  });

  it('fails the batch and its remaining items when the work halts it', async () => {
    const batch = await newBatch();
    let calls = 0;
    const { worked, batch: after, items } = await run(batch, async () => {
      calls += 1;
      if (calls === 2) throw new BatchHaltedError('The integration is disabled.');
      return done('ok');
    });
    expect(worked).toHaveLength(2);
    expect(after).toMatchObject({ status: 'failed', succeeded: 1, failed: 3, finishedAt: T });
    expect(items.filter((item) => item.errorMessage === 'The integration is disabled.')).toHaveLength(3);
  });

  it('stops after the item in hand when aborted, and a later run finishes the rest without redoing it', async () => {
    const batch = await newBatch();
    const stopping = new AbortController();
    const first = await run(
      batch,
      async () => {
        stopping.abort();
        return done('ok');
      },
      { signal: stopping.signal },
    );
    expect(first.worked).toHaveLength(1);
    expect(first.batch).toMatchObject({ status: 'running', succeeded: 1, finishedAt: null });

    const second = await run(batch, async () => done('ok'));
    expect([...first.worked, ...second.worked].sort()).toEqual([...fixture.businessIds].sort());
    expect(second.batch).toMatchObject({ status: 'completed', succeeded: 4 });
  });

  it('takes over an item whose worker died, and leaves alone one a live worker holds', async () => {
    const batch = await newBatch(2);
    const dead = await repos.batches.claimNextItem(batch.id, new Date(T.getTime() - CLAIM_LEASE_MS - 1), new Date(0));
    const live = await repos.batches.claimNextItem(batch.id, new Date(T.getTime() - 1000), new Date(0));
    const { worked, batch: after } = await run(batch, async () => done('ok'));
    expect(worked).toEqual([dead?.businessId]);
    expect(after).toMatchObject({ status: 'running', succeeded: 1 });

    await repos.batches.finishItem((live as BatchItemRecord).id, done('ok'), T);
    const last = await run(batch, async () => done('ok'));
    expect(last.worked).toEqual([]);
    expect(last.batch).toMatchObject({ status: 'completed', succeeded: 2 });
  });

  it('does nothing for a finished batch or one that is gone', async () => {
    const batch = await newBatch(1);
    await repos.batches.setStatus(batch.id, 'failed', T);
    expect((await run(batch, async () => done('ok'))).worked).toEqual([]);
    expect((await run({ ...batch, id: '00000000-0000-4000-8000-000000000000' }, async () => done('ok'))).worked).toEqual([]);
  });
});
