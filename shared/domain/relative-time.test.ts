import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatRelativeTime', () => {
  it.each<[string, Date, string]>([
    ['a moment ago', minutesAgo(0), 'Just now'],
    ['59 minutes ago', minutesAgo(59), 'Just now'],
    ['exactly one hour ago', minutesAgo(60), '1 hour ago'],
    ['two and a half hours ago', minutesAgo(150), '2 hours ago'],
    ['23 hours and 59 minutes ago', minutesAgo(24 * 60 - 1), '23 hours ago'],
    ['exactly a day ago', minutesAgo(24 * 60), '1 day ago'],
    ['ten days ago', minutesAgo(10 * 24 * 60 + 5), '10 days ago'],
    ['in the future (clock skew)', minutesAgo(-5), 'Just now'],
  ])('%s', (_, date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2025-05-30T12:00:00Z', now.getTime())).toBe('2 days ago');
  });

  it('reads an unparseable date as just now', () => {
    expect(formatRelativeTime('not a date', now)).toBe('Just now');
  });
});
