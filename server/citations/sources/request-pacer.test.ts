import { describe, expect, it } from 'vitest';
import { createRequestPacer } from './request-pacer';

function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    clock: () => new Date(now),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    sleeps,
  };
}

describe('createRequestPacer', () => {
  it('runs one task at a time per key, each an interval after the last start', async () => {
    const time = fakeTime();
    const pacer = createRequestPacer({ intervalMs: 1000, ...time });
    const events: string[] = [];
    const task = (name: string, ms = 0) => async () => {
      events.push(`start ${name} at ${time.now()}`);
      if (ms) time.advance(ms);
      await Promise.resolve();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([pacer.run('a', task('a1', 300)), pacer.run('a', task('a2')), pacer.run('b', task('b1')), pacer.run('a', task('a3'))]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3']);
    // a1 took 300 ms of the second, so a2 waited the other 700; b is another key and did not wait.
    expect(events.filter((event) => event.startsWith('start'))).toEqual(['start a1 at 0', 'start b1 at 300', 'start a2 at 1000', 'start a3 at 2000']);
    expect(events.indexOf('end a1')).toBeLessThan(events.indexOf('start a2 at 1000'));
    expect(time.sleeps).toEqual([700, 1000]);
  });

  it('takes a longer interval when asked for one, and keeps going after a task fails', async () => {
    const time = fakeTime();
    const pacer = createRequestPacer({ intervalMs: 1000, ...time });
    await expect(pacer.run('a', async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await pacer.run('a', async () => 'ok', { intervalMs: 5000 });
    expect(time.sleeps).toEqual([5000]);
  });

  it('does not wait when the interval has already passed', async () => {
    const time = fakeTime();
    const pacer = createRequestPacer({ intervalMs: 1000, ...time });
    await pacer.run('a', async () => null);
    time.advance(1500);
    await pacer.run('a', async () => null);
    expect(time.sleeps).toEqual([]);
  });
});
