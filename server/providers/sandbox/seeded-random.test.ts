import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

const draws = (seed: string, count = 1000) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seededRandom', () => {
  it('repeats itself for one seed and differs for another', () => {
    expect(draws('business-1')).toEqual(draws('business-1'));
    expect(draws('business-1')).not.toEqual(draws('business-2'));
  });

  it('draws evenly in [0, 1)', () => {
    const values = draws('even', 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((value) => value < 0.5).length / values.length).toBeCloseTo(0.5, 1);
  });

  it.each([
    [1, 20],
    [0, 0],
    [95, 100],
  ])('draws whole numbers from %i to %i, both included', (from, to) => {
    const random = seededRandom(`between-${from}-${to}`);
    const seen = new Set(Array.from({ length: 500 }, () => random.between(from, to)));
    expect(seen).toEqual(new Set(Array.from({ length: to - from + 1 }, (_, index) => from + index)));
  });

  it('shuffles without losing or adding anything', () => {
    const random = seededRandom('shuffle');
    const items = ['a', 'b', 'c', 'd', 'e'];
    const orders = new Set(Array.from({ length: 50 }, () => random.shuffle(items).join('')));
    for (const order of orders) expect([...order].sort()).toEqual(items);
    expect(orders.size).toBeGreaterThan(10);
  });
});
