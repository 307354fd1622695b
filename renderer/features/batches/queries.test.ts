import { describe, expect, it } from 'vitest';
import type { Batch } from '../../../shared/contract/provider';
import type { BatchStatus } from '../../../shared/domain/batches';
import { sampleBatch } from '../../testing/fixtures';
import { reachedBy } from '../../testing/query-keys';
import { submissionKeys } from '../submissions/queries';
import { BATCH_POLL_MS, batchJustFinished, batchKeys, batchRefetchInterval } from './queries';

const batch = (status: BatchStatus): Batch => sampleBatch({ status });

describe('batchRefetchInterval', () => {
  it.each<[string, Batch | undefined, boolean, number | false]>([
    ['not loaded yet', undefined, false, false],
    ['queued', batch('queued'), false, BATCH_POLL_MS],
    ['running', batch('running'), false, BATCH_POLL_MS],
    ['running, but the last question failed', batch('running'), true, false],
    ['completed', batch('completed'), false, false],
    ['failed', batch('failed'), false, false],
  ])('%s', (_, current, failed, expected) => {
    expect(batchRefetchInterval(current, failed)).toBe(expected);
  });
});

describe('batchJustFinished', () => {
  it.each<[string, Batch | undefined, Batch, boolean]>([
    ['first answer, already finished', undefined, batch('completed'), false],
    ['still running', batch('running'), batch('running'), false],
    ['queued to running', batch('queued'), batch('running'), false],
    ['running to completed', batch('running'), batch('completed'), true],
    ['queued straight to failed', batch('queued'), batch('failed'), true],
    ['asked again after it finished', batch('completed'), batch('completed'), false],
  ])('%s', (_, previous, next, expected) => {
    expect(batchJustFinished(previous, next)).toBe(expected);
  });
});

describe('batchKeys', () => {
  it('lists covers every recent-batches list, whatever its length, and leaves each followed batch', async () => {
    const lists = [batchKeys.list(10), batchKeys.list(25)];
    const followed = batchKeys.detail('batch-1');
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: batchKeys.lists() }), [...lists, followed]);
    expect(reached).toEqual(lists);
  });

  it('all covers the batches only, not the submissions under the same Data Axle prefix', async () => {
    const submissions = [submissionKeys.list(5), submissionKeys.detail('s1')];
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: batchKeys.all }), [
      batchKeys.list(10),
      batchKeys.detail('batch-1'),
      ...submissions,
    ]);
    expect(reached).toEqual([batchKeys.list(10), batchKeys.detail('batch-1')]);
  });
});
