// A circuit breaker stops calling a service that keeps failing, so callers get an answer at once
// instead of waiting out timeouts, and the service gets room to recover:
// closed -> open after N consecutive failures -> half-open once the cooldown has passed (one trial
// call goes through) -> closed when the trial succeeds, open again when it fails.

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  clock: () => Date;
}

export type Admission = { admitted: true } | { admitted: false; retryInMs: number };

export interface CircuitBreaker {
  state(): CircuitState;
  /** Lets a call through, or says how long until one would be let through. */
  admit(): Admission;
  /** Every admitted call ends in exactly one of these two. */
  succeeded(): void;
  failed(): void;
}

export function createCircuitBreaker({ failureThreshold, cooldownMs, clock }: CircuitBreakerOptions): CircuitBreaker {
  let consecutiveFailures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  function msUntilTrial(): number {
    return openedAt === null ? 0 : Math.max(0, openedAt + cooldownMs - clock().getTime());
  }

  function state(): CircuitState {
    if (openedAt === null) return 'closed';
    return msUntilTrial() === 0 ? 'half-open' : 'open';
  }

  return {
    state,
    admit() {
      const current = state();
      if (current === 'closed') return { admitted: true };
      if (current === 'half-open' && !trialInFlight) {
        trialInFlight = true;
        return { admitted: true };
      }
      return { admitted: false, retryInMs: msUntilTrial() };
    },
    succeeded() {
      consecutiveFailures = 0;
      openedAt = null;
      trialInFlight = false;
    },
    failed() {
      consecutiveFailures += 1;
      if (trialInFlight || consecutiveFailures >= failureThreshold) openedAt = clock().getTime();
      trialInFlight = false;
    },
  };
}
