import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger, type Logger } from '../logger';
import { createScheduledWorkRunner } from './scheduled-work';

const INTERVAL_MS = 60_000;

/** A promise and the function that settles it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the scheduled work runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round every interval once started, and none after stop', async () => {
    const runDue = vi.fn(async () => 0);
    const scheduler = createScheduledWorkRunner({ runDue, intervalMs: INTERVAL_MS, logger: silentLogger });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(runDue).not.toHaveBeenCalled();

    scheduler.start();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(runDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(runDue).toHaveBeenCalledTimes(3);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(runDue).toHaveBeenCalledTimes(3);
  });

  it('never runs two rounds at once: a round still going when the next is due is not doubled', async () => {
    const release = deferred();
    let rounds = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    const runDue = async () => {
      rounds += 1;
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      if (rounds === 1) await release.promise;
      concurrent -= 1;
    };
    const scheduler = createScheduledWorkRunner({ runDue, intervalMs: INTERVAL_MS, logger: silentLogger });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 4);
    const asked = scheduler.tick();
    expect(rounds).toBe(1);

    release.resolve();
    await asked;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(rounds).toBe(2);
    expect(mostConcurrent).toBe(1);
    await scheduler.stop();
  });

  it('logs a failed round and goes on with the next', async () => {
    const errors: string[] = [];
    const logger: Logger = { ...silentLogger, error: (message) => errors.push(message) };
    const runDue = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const scheduler = createScheduledWorkRunner({ runDue, intervalMs: INTERVAL_MS, logger });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runDue).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    await scheduler.stop();
  });

  it('waits on stop for the round under way', async () => {
    const release = deferred();
    let finished = false;
    const runDue = async () => {
      await release.promise;
      finished = true;
    };
    const scheduler = createScheduledWorkRunner({ runDue, intervalMs: INTERVAL_MS, logger: silentLogger });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);

    release.resolve();
    await stopping;
    expect(finished).toBe(true);
  });

  it('runs a round on tick without being started', async () => {
    const runDue = vi.fn(async () => 0);
    const scheduler = createScheduledWorkRunner({ runDue, intervalMs: INTERVAL_MS, logger: silentLogger });
    await scheduler.tick();
    expect(runDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(runDue).toHaveBeenCalledTimes(1);
  });
});
