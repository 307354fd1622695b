import type { Logger } from '../logger';

export interface Scheduler {
  /** Runs a round every interval from now on; a second start changes nothing. */
  start(): void;
  /** No more rounds; waits for one under way to finish. */
  stop(): Promise<void>;
  /** Runs one round now (joining the one under way, if any). */
  tick(): Promise<void>;
}

/**
 * Runs the due scheduled work (citation rescans, report mails) every `intervalMs`. Rounds never
 * overlap in one process; across instances the schedules' claims keep each piece of work to one of them.
 */
export function createScheduledWorkRunner(deps: { runDue: () => Promise<unknown>; intervalMs: number; logger: Logger }): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function round(): Promise<void> {
    try {
      await deps.runDue();
    } catch (error) {
      deps.logger.error('Looking for scheduled work failed; the next round tries again', error);
    }
  }

  function tick(): Promise<void> {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), deps.intervalMs);
      // Waiting for the next round must not keep the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
