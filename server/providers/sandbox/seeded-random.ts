import { createHash } from 'node:crypto';

// The sandbox's only source of chance: the same seed gives the same answers on every instance and run.

/** A repeatable random source (mulberry32) started from any text. */
export function seededRandom(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** In [0, 1). */
    next,
    /** A whole number in [0, below). */
    below: (below: number): number => Math.floor(next() * below),
    /** A whole number in [from, to]. */
    between: (from: number, to: number): number => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** True with the given probability. */
    chance: (probability: number): boolean => next() < probability,
    /** The items in a random order. */
    shuffle: <T>(items: readonly T[]): T[] => {
      const shuffled = [...items];
      for (let index = shuffled.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
      }
      return shuffled;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

/** A short hex digest: stable ids and seeds from text. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
