import { describe, expect, it } from 'vitest';
import { sampleNapTrend } from './citation-fixtures';
import { napTrendChange, napTrendChangeText, napTrendRuns, scoreY, type NapTrendChange } from './nap-trend';

const BOX = { width: 110, height: 60, padding: 5 };

describe('scoreY', () => {
  it('puts 100 at the top and 0 at the bottom of the padded box', () => {
    expect([scoreY(100, BOX), scoreY(50, BOX), scoreY(0, BOX)]).toEqual([5, 30, 55]);
  });
});

describe('napTrendRuns', () => {
  it('spreads the weeks evenly and breaks the line at weeks without a score', () => {
    const trend = sampleNapTrend([null, 100, 50, null, 0, null]);
    expect(napTrendRuns(trend, BOX)).toEqual([
      [
        { x: 25, y: 5 },
        { x: 45, y: 30 },
      ],
      [{ x: 85, y: 55 }],
    ]);
  });

  it('draws nothing before the first scan', () => {
    expect(napTrendRuns(sampleNapTrend([null, null]), BOX)).toEqual([]);
  });

  it('places a single week on the left', () => {
    expect(napTrendRuns(sampleNapTrend([80]), BOX)).toEqual([[{ x: 5, y: 15 }]]);
  });
});

describe('napTrendChange', () => {
  it.each<[string, (number | null)[], NapTrendChange | null]>([
    ['no scores', [null, null], null],
    ['one score', [null, 70, null], null],
    ['a rise across a gap', [null, 70, null, 82, null], { points: 12, weeks: 2 }],
    ['a fall', [90, 85], { points: -5, weeks: 1 }],
  ])('%s', (_, scores, expected) => {
    expect(napTrendChange(sampleNapTrend(scores))).toEqual(expected);
  });
});

describe('napTrendChangeText', () => {
  it.each<[NapTrendChange | null, string]>([
    [null, 'Not enough weekly scores yet to show a change.'],
    [{ points: 12, weeks: 10 }, 'Up 12 points in 10 weeks'],
    [{ points: -1, weeks: 1 }, 'Down 1 point in 1 week'],
    [{ points: 0, weeks: 4 }, 'No change in 4 weeks'],
  ])('%j', (change, text) => {
    expect(napTrendChangeText(change)).toBe(text);
  });
});
