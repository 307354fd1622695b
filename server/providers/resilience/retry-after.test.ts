import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

const now = new Date('2025-03-01T12:00:00Z');

describe('retryAfterMs', () => {
  it.each<[string | null, number | null]>([
    [null, null],
    ['7', 7000],
    [' 0 ', 0],
    ['120', 120_000],
    ['Sat, 01 Mar 2025 12:00:12 GMT', 12_000],
    ['Saturday, 01-Mar-25 12:00:30 GMT', 30_000],
    ['Sat, 01 Mar 2025 11:59:00 GMT', 0],
    ['1.5', null],
    ['-3', null],
    ['soon', null],
    ['', null],
  ])('%s -> %s', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
