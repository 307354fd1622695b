import { describe, expect, it } from 'vitest';
import type { BatchItemStatus, BatchKind, BatchStatus } from '../../../shared/domain/batches';
import { batchFinished, batchItemStatusLabel, batchSummary } from './batch-display';

describe('batchFinished', () => {
  it.each<[BatchStatus, boolean]>([
    ['queued', false],
    ['running', false],
    ['completed', true],
    ['failed', true],
  ])('%s -> %s', (status, expected) => {
    expect(batchFinished({ status })).toBe(expected);
  });
});

describe('batchItemStatusLabel', () => {
  it.each<[BatchKind, BatchItemStatus, string]>([
    ['match', 'pending', 'Waiting'],
    ['match', 'running', 'Matching'],
    ['submit', 'running', 'Submitting'],
    ['scan', 'running', 'Scanning'],
    ['submit', 'done', 'Done'],
    ['match', 'error', 'Failed'],
  ])('%s batch, %s item -> %s', (kind, status, expected) => {
    expect(batchItemStatusLabel(kind, status)).toBe(expected);
  });
});

describe('batchSummary', () => {
  it.each<[BatchKind, BatchStatus, number, number, number, string]>([
    ['match', 'queued', 3, 0, 0, 'Waiting to start: 3 businesses'],
    ['match', 'running', 1, 0, 0, '0 of 1 business done'],
    ['submit', 'running', 5, 2, 0, '2 of 5 businesses done'],
    ['submit', 'running', 5, 2, 1, '3 of 5 businesses done, 1 failed'],
    ['match', 'completed', 5, 5, 0, 'Finished: 5 of 5 businesses matched'],
    ['match', 'completed', 5, 3, 2, 'Finished: 3 of 5 businesses matched, 2 failed'],
    ['submit', 'completed', 1, 1, 0, 'Finished: 1 of 1 business submitted'],
    ['submit', 'completed', 3, 0, 3, 'Finished: 0 of 3 businesses submitted, 3 failed'],
    ['scan', 'completed', 4, 3, 1, 'Finished: 3 of 4 businesses scanned, 1 failed'],
    ['match', 'failed', 4, 1, 1, 'Stopped after 2 of 4 businesses, 1 failed'],
  ])('%s batch %s, %i total, %i succeeded, %i failed', (kind, status, total, succeeded, failed, expected) => {
    expect(batchSummary({ kind, status, total, succeeded, failed })).toBe(expected);
  });
});
