/**
 * Reads by key, gathering the keys asked for while the event loop handles one round of I/O and
 * reading them in one query when that round ends: fifty requests arriving together cost one round
 * trip to the database instead of fifty. Each query starts after every request it answers arrived, so
 * it sees every write committed before them. A key asked for twice in one round is read once; a round
 * holding `maxKeys` keys is read at once, and the keys that follow start the next.
 */
export function batchedLookup<V>(
  readMany: (keys: string[]) => Promise<Iterable<readonly [string, V]>>,
  maxKeys = 100,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending = new Map<string, Waiter[]>();
  let scheduled: ReturnType<typeof setImmediate> | undefined;

  const flush = () => {
    const batch = pending;
    pending = new Map();
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    // A read that throws at once rejects its waiters like one that fails later.
    new Promise<Iterable<readonly [string, V]>>((resolve) => resolve(readMany([...batch.keys()]))).then(
      (found) => {
        const values = new Map(found);
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (pending.size >= maxKeys) flush();
      else scheduled ??= setImmediate(flush);
    });
}
