import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRecord } from '../db/records';
import type { Database, Repositories } from '../db/repositories';
import { silentLogger } from '../logger';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { createInProcessQueue } from './in-process-queue';
import type { BatchWorker } from './job-queue';
import { CLAIM_LEASE_MS, runBatch, type RunBatchDeps } from './run-batch';

const T = new Date(Date.UTC(2026, 0, 1, 12));

describe.each(DIALECTS)('the in-process queue on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let fixture: BatchFixture;

  const newBatch = () =>
    repos.batches.create({
      organizationId: fixture.organizationId,
      createdByUserId: null,
      kind: 'match',
      directories: [],
      businessIds: fixture.businessIds,
    });

  /**
   * A worker running batches with `work`, recording each business worked, and a promise settled when
   * a run leaves the batch completed.
   */
  const recordingWorker = (work: RunBatchDeps['work'], clock: () => Date = () => T) => {
    const worked: string[] = [];
    let completed: (batch: BatchRecord) => void = () => undefined;
    const whenCompleted = new Promise<BatchRecord>((resolve) => (completed = resolve));
    const worker: BatchWorker = async (batchId, signal) => {
      await runBatch(batchId, {
        batches: repos.batches,
        clock,
        logger: silentLogger,
        signal,
        work: (item, batch) => {
          worked.push(item.businessId);
          return work(item, batch);
        },
      });
      const batch = await repos.batches.findById(batchId);
      if (batch?.status === 'completed') completed(batch);
    };
    return { worker, worked, whenCompleted };
  };
  const ok = async () => ({ status: 'done', result: 'ok', errorMessage: null }) as const;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    fixture = await organizationWithBusinesses(repos, 5);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a batch enqueued before it started, once started', async () => {
    const { worker, worked, whenCompleted } = recordingWorker(ok);
    const queue = createInProcessQueue({ batches: repos.batches, worker, logger: silentLogger });
    const batch = await newBatch();
    await queue.enqueue(batch.id);
    await queue.enqueue(batch.id);
    await queue.start();
    expect(await whenCompleted).toMatchObject({ id: batch.id, succeeded: 5 });
    await queue.stop();
    expect([...worked].sort()).toEqual([...fixture.businessIds].sort());
  });

  it('finishes the item in hand on stop, and a new queue resumes the batch without redoing an item', async () => {
    let markStopped: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (markStopped = resolve));
    const before = recordingWorker(async () => {
      // The second item asks for the stop while it is in hand.
      if (before.worked.length === 2) void queue.stop().then(markStopped);
      return ok();
    });
    const queue = createInProcessQueue({ batches: repos.batches, worker: before.worker, logger: silentLogger });
    const batch = await newBatch();
    await queue.start();
    await queue.enqueue(batch.id);
    await stopped;
    expect(before.worked).toHaveLength(2);
    expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'running', succeeded: 2 });

    // A new process: another queue over the same database.
    const after = recordingWorker(ok);
    const restarted = createInProcessQueue({ batches: repos.batches, worker: after.worker, logger: silentLogger });
    await restarted.start();
    expect(await after.whenCompleted).toMatchObject({ id: batch.id, status: 'completed', succeeded: 5 });
    await restarted.stop();
    expect(after.worked).toHaveLength(3);
    expect([...before.worked, ...after.worked].sort()).toEqual([...fixture.businessIds].sort());
  });

  it('looks at a batch again once the claim of a worker that died has gone stale', async () => {
    const batch = await newBatch();
    // A process that died a moment ago with an item in hand.
    const held = await repos.batches.claimNextItem(batch.id, new Date(T.getTime() - 1000), new Date(0));
    let now = T;
    const recording = recordingWorker(ok, () => now);
    let runs = 0;
    const worker: BatchWorker = async (batchId, signal) => {
      runs += 1;
      await recording.worker(batchId, signal);
      now = new Date(T.getTime() + CLAIM_LEASE_MS);
    };
    const queue = createInProcessQueue({ batches: repos.batches, worker, logger: silentLogger, recheckAfterMs: 1 });
    await queue.start();
    expect(await recording.whenCompleted).toMatchObject({ id: batch.id, succeeded: 5 });
    await queue.stop();
    expect(runs).toBe(2);
    expect(recording.worked.at(-1)).toBe(held?.businessId);
    expect([...recording.worked].sort()).toEqual([...fixture.businessIds].sort());
  });
});
