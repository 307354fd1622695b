import { describe, expect, it } from 'vitest';
import { usageLevel, usagePercent } from './usage';

describe('usageLevel', () => {
  it.each<[number, number, ReturnType<typeof usageLevel>]>([
    [0, 1, 'ok'],
    [4, 5, 'ok'],
    [1, 1, 'full'],
    [0, 0, 'full'],
    [3, 2, 'over'],
    [1, 0, 'over'],
  ])('%i of %i is %s', (used, limit, expected) => {
    expect(usageLevel(used, limit)).toBe(expected);
  });
});

describe('usagePercent', () => {
  it.each<[number, number, number]>([
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
    [7, 5, 100],
    [0, 0, 100],
    [3, 0, 100],
  ])('%i of %i is %i%%', (used, limit, expected) => {
    expect(usagePercent(used, limit)).toBe(expected);
  });
});
