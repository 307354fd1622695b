import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff-delay';

const options = { baseMs: 500, maxMs: 30_000 };

describe('backoffDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 0.5, 375],
    [0, 1, 500],
    [1, 0, 500],
    [1, 0.5, 750],
    [3, 1, 4000],
    [6, 0, 15_000],
    [6, 1, 30_000],
    [12, 1, 30_000],
  ])('retry %i with random %d waits %i ms', (retry, random, expected) => {
    expect(backoffDelay(retry, () => random, options)).toBe(expected);
  });
});
