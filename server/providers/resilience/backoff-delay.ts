// Exponential backoff with "equal jitter": half of each step is fixed, so a retry never comes at
// once, and half is random, so clients that failed together do not all come back together.

export interface BackoffOptions {
  /** The step before the first retry. */
  baseMs: number;
  /** No step grows beyond this. */
  maxMs: number;
}

/** How long to wait before retry number `retry` (0 for the first). */
export function backoffDelay(retry: number, random: () => number, { baseMs, maxMs }: BackoffOptions): number {
  const step = Math.min(maxMs, baseMs * 2 ** retry);
  return Math.round(step / 2 + random() * (step / 2));
}
