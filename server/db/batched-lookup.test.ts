import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from './batched-lookup';

/** A read that records the keys of each call and answers each key present in `rows`. */
function recordingRead(rows: Record<string, number>) {
  const calls: string[][] = [];
  const read = vi.fn(async (keys: string[]) => {
    calls.push(keys);
    return keys.filter((key) => key in rows).map((key) => [key, rows[key]!] as const);
  });
  return { calls, read };
}

describe('batchedLookup', () => {
  it('reads the keys asked for in one round of the event loop in one call, and answers each its own value', async () => {
    const { calls, read } = recordingRead({ a: 1, b: 2, c: 3 });
    const lookup = batchedLookup(read);

    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('missing'), lookup('c')]);

    expect(answers).toEqual([1, 2, undefined, 3]);
    expect(calls).toEqual([['a', 'b', 'missing', 'c']]);
  });

  it('reads a key asked for twice in a round once, and answers both', async () => {
    const { calls, read } = recordingRead({ a: 1 });
    const lookup = batchedLookup(read);

    expect(await Promise.all([lookup('a'), lookup('a')])).toEqual([1, 1]);
    expect(calls).toEqual([['a']]);
  });

  it('starts a new read for keys asked for after the round ended, so they see what was written since', async () => {
    const rows: Record<string, number> = { a: 1 };
    const { calls, read } = recordingRead(rows);
    const lookup = batchedLookup(read);

    expect(await lookup('a')).toBe(1);
    rows.a = 2;
    expect(await lookup('a')).toBe(2);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('reads a full round at once and lets the following keys start the next', async () => {
    const { calls, read } = recordingRead({ a: 1, b: 2, c: 3 });
    const lookup = batchedLookup(read, 2);

    const first = [lookup('a'), lookup('b')];
    expect(calls).toEqual([['a', 'b']]);
    const answers = await Promise.all([...first, lookup('c')]);

    expect(answers).toEqual([1, 2, 3]);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('rejects every waiter of a round whose read fails, whether it throws at once or later, and reads the next round afresh', async () => {
    let failure: 'sync' | 'async' | undefined = 'sync';
    const lookup = batchedLookup<number>((keys) => {
      if (failure === 'sync') throw new Error('database gone');
      if (failure === 'async') return Promise.reject(new Error('connection reset'));
      return Promise.resolve(keys.map((key) => [key, key.length] as const));
    });

    await expect(Promise.all([lookup('a'), lookup('bb')])).rejects.toThrow('database gone');
    failure = 'async';
    const round = [lookup('a'), lookup('bb')];
    for (const waiter of round) await expect(waiter).rejects.toThrow('connection reset');
    failure = undefined;
    expect(await lookup('ccc')).toBe(3);
  });
});
