// One request at a time per key (a host, a service), each starting at least an interval after the
// one before, so we stay within what a service's policy or a site's robots.txt allows. The clock
// and sleep are injected: tests advance a fake clock instead of waiting.

export interface RequestPacerOptions {
  intervalMs: number;
  clock: () => Date;
  sleep: (ms: number) => Promise<void>;
}

export interface RequestPacer {
  /** Runs `task` once the key's earlier tasks have ended and the interval since the last start has passed. */
  run<T>(key: string, task: () => Promise<T>, options?: { intervalMs?: number }): Promise<T>;
}

/** Starts older than this are forgotten once many keys have been seen; no interval is that long. */
const FORGET_AFTER_MS = 10 * 60 * 1000;
const KEYS_BEFORE_PRUNING = 1000;

export function createRequestPacer({ intervalMs, clock, sleep }: RequestPacerOptions): RequestPacer {
  const tails = new Map<string, Promise<void>>();
  const lastStarts = new Map<string, number>();

  function prune(now: number): void {
    if (lastStarts.size < KEYS_BEFORE_PRUNING) return;
    for (const [key, start] of lastStarts) if (now - start > FORGET_AFTER_MS && !tails.has(key)) lastStarts.delete(key);
  }

  return {
    run<T>(key: string, task: () => Promise<T>, options: { intervalMs?: number } = {}): Promise<T> {
      const interval = Math.max(intervalMs, options.intervalMs ?? 0);
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(async () => {
        const last = lastStarts.get(key);
        const wait = last === undefined ? 0 : last + interval - clock().getTime();
        if (wait > 0) await sleep(wait);
        const now = clock().getTime();
        prune(now);
        lastStarts.set(key, now);
        return task();
      });
      // The next task waits for this one to end, however it ends.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
