import { describe, expect, it } from 'vitest';
import { napHistorySince, napScoresAt } from './nap-history';

const scan = (businessId: string, at: string, napScore: number | null, directoriesScored = 10) => ({
  businessId,
  scannedAt: new Date(at),
  napScore,
  directoriesScored,
});

describe('napScoresAt', () => {
  const history = [
    scan('a', '2025-01-01T00:00:00Z', 50),
    scan('b', '2025-01-02T00:00:00Z', 100, 30),
    scan('a', '2025-01-03T00:00:00Z', 90),
  ];

  it.each([
    ['2025-01-01T00:00:00Z', null], // a scan counts only after it happened
    ['2025-01-01T00:00:01Z', 50],
    ['2025-01-02T12:00:00Z', Math.round((50 * 10 + 100 * 30) / 40)],
    ['2025-01-04T00:00:00Z', Math.round((90 * 10 + 100 * 30) / 40)],
  ])("scores each business's latest scan before %s", (moment, score) => {
    expect(napScoresAt(history, [new Date(moment)])).toEqual([score]);
  });

  it('answers every moment of a series, in order', () => {
    const moments = ['2025-01-01T00:00:00Z', '2025-01-01T12:00:00Z', '2025-01-05T00:00:00Z'].map((at) => new Date(at));
    expect(napScoresAt(history, moments)).toEqual([null, 50, Math.round((90 * 10 + 100 * 30) / 40)]);
  });

  it('leaves out a business whose latest scan found nothing to score', () => {
    const moments = [new Date('2025-01-05T00:00:00Z')];
    expect(napScoresAt([scan('a', '2025-01-01T00:00:00Z', 80), scan('b', '2025-01-02T00:00:00Z', null)], moments)).toEqual([80]);
  });
});

describe('napHistorySince', () => {
  it('reaches back the longest scan interval', () => {
    expect(napHistorySince(new Date('2025-04-01T00:00:00Z'))).toEqual(new Date('2025-01-01T00:00:00Z'));
  });
});
