import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

function breakerAt(start: string) {
  let now = new Date(start).getTime();
  const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 30_000, clock: () => new Date(now) });
  return { breaker, advance: (ms: number) => (now += ms) };
}

function fail(breaker: ReturnType<typeof createCircuitBreaker>, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect(breaker.admit()).toEqual({ admitted: true });
    breaker.failed();
  }
}

describe('circuit breaker', () => {
  it('stays closed below the threshold, and a success starts the count again', () => {
    const { breaker } = breakerAt('2025-03-01T12:00:00Z');
    fail(breaker, 2);
    breaker.succeeded();
    fail(breaker, 2);
    expect(breaker.state()).toBe('closed');
  });

  it('opens after the threshold and refuses with the time left', () => {
    const { breaker, advance } = breakerAt('2025-03-01T12:00:00Z');
    fail(breaker, 3);
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ admitted: false, retryInMs: 30_000 });
    advance(12_000);
    expect(breaker.admit()).toEqual({ admitted: false, retryInMs: 18_000 });
  });

  it('lets one trial through after the cooldown and closes when it succeeds', () => {
    const { breaker, advance } = breakerAt('2025-03-01T12:00:00Z');
    fail(breaker, 3);
    advance(30_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit()).toEqual({ admitted: true });
    expect(breaker.admit()).toEqual({ admitted: false, retryInMs: 0 });
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ admitted: true });
  });

  it('opens again for a whole cooldown when the trial fails', () => {
    const { breaker, advance } = breakerAt('2025-03-01T12:00:00Z');
    fail(breaker, 3);
    advance(45_000);
    fail(breaker, 1);
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ admitted: false, retryInMs: 30_000 });
  });
});
