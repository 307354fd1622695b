import { describe, expect, it } from 'vitest';
import { NAP_TREND_WEEKS } from '../../../shared/domain/citation-scans';
import { napTrend, weekStartOf } from './citation-issue-service';

const NOW = new Date('2025-03-12T15:30:00Z'); // a Wednesday
const THIS_WEEK = '2025-03-10T00:00:00.000Z';

const scan = (businessId: string, at: string, napScore: number | null, directoriesScored = 10) => ({
  businessId,
  scannedAt: new Date(at),
  napScore,
  directoriesScored,
});

describe('weekStartOf', () => {
  it.each([
    ['2025-03-12T15:30:00Z', THIS_WEEK],
    ['2025-03-10T00:00:00Z', THIS_WEEK],
    ['2025-03-16T23:59:59Z', THIS_WEEK],
    ['2025-03-09T23:59:59Z', '2025-03-03T00:00:00.000Z'],
  ])('puts %s in the week of Monday %s', (at, monday) => {
    expect(weekStartOf(new Date(at)).toISOString()).toBe(monday);
  });
});

describe('napTrend', () => {
  it('has a point per week, oldest first, ending with this week, without scores before any scan', () => {
    const trend = napTrend([], NOW);
    expect(trend).toHaveLength(NAP_TREND_WEEKS);
    expect(trend.at(-1)).toEqual({ weekStart: new Date(THIS_WEEK), score: null });
    expect(trend[0]!.weekStart).toEqual(new Date(new Date(THIS_WEEK).getTime() - (NAP_TREND_WEEKS - 1) * 7 * 86_400_000));
    expect(trend.every((point) => point.score === null)).toBe(true);
  });

  it("takes each business's latest scan by the end of each week, weighted by directories scored", () => {
    const history = [
      scan('a', '2024-11-01T00:00:00Z', 50), // before the window: counts from its first week
      scan('a', '2025-02-25T10:00:00Z', 70),
      scan('b', '2025-03-02T23:59:59Z', 100, 30), // Sunday: still the week of Feb 24
      scan('a', '2025-03-11T08:00:00Z', 90),
    ];
    const scores = napTrend(history, NOW).map((point) => point.score);
    expect(scores.slice(0, NAP_TREND_WEEKS - 3)).toEqual(Array(NAP_TREND_WEEKS - 3).fill(50));
    expect(scores.slice(-3)).toEqual([Math.round((70 * 10 + 100 * 30) / 40), Math.round((70 * 10 + 100 * 30) / 40), Math.round((90 * 10 + 100 * 30) / 40)]);
  });

  it('leaves out a business whose latest scan found nothing to score', () => {
    const scores = napTrend([scan('a', '2025-03-11T08:00:00Z', 80), scan('b', '2025-03-11T09:00:00Z', null)], NOW).map((p) => p.score);
    expect(scores.at(-1)).toBe(80);
    expect(scores.at(-2)).toBeNull();
  });
});
