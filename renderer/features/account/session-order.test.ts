import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../../shared/contract/entities';
import { orderSessions } from './session-order';

function session(id: string, lastUsedAt: string, current = false): SessionSummary {
  return {
    id,
    createdAt: '2025-05-01T00:00:00.000Z',
    lastUsedAt,
    expiresAt: '2025-07-01T00:00:00.000Z',
    userAgent: null,
    ipAddress: null,
    current,
  };
}

describe('orderSessions', () => {
  it('puts this device first, then the most recently used', () => {
    const sessions = [
      session('old', '2025-05-02T00:00:00.000Z'),
      session('recent', '2025-05-20T00:00:00.000Z'),
      session('this', '2025-05-10T00:00:00.000Z', true),
      session('middle', '2025-05-15T00:00:00.000Z'),
    ];
    expect(orderSessions(sessions).map((s) => s.id)).toEqual(['this', 'recent', 'middle', 'old']);
  });

  it('leaves the given list as it was', () => {
    const sessions = [session('a', '2025-05-02T00:00:00.000Z'), session('b', '2025-05-03T00:00:00.000Z')];
    orderSessions(sessions);
    expect(sessions.map((s) => s.id)).toEqual(['a', 'b']);
  });
});
