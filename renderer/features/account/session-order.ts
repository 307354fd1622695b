import type { SessionSummary } from '../../../shared/contract/entities';

/** This device first, then the most recently used. */
export function orderSessions(sessions: readonly SessionSummary[]): SessionSummary[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt),
  );
}
