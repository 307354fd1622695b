import type { NapTrendPoint } from '../../../shared/contract/citations';

// The weekly NAP scores as a small line chart and in words.

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Kept clear on every side, so points on the edge are drawn whole. */
  padding: number;
}

/** The y of a score: 100 at the top, 0 at the bottom. */
export function scoreY(score: number, box: ChartBox): number {
  return box.padding + ((100 - score) / 100) * (box.height - 2 * box.padding);
}

/**
 * The scored weeks as runs of neighbours: a line joins the points of a run, and a week without a
 * score leaves a gap instead of a line across it. The weeks spread evenly from left to right.
 */
export function napTrendRuns(trend: readonly NapTrendPoint[], box: ChartBox): ChartPoint[][] {
  const step = trend.length > 1 ? (box.width - 2 * box.padding) / (trend.length - 1) : 0;
  const runs: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  trend.forEach(({ score }, index) => {
    if (score === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push({ x: box.padding + index * step, y: scoreY(score, box) });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

export interface NapTrendChange {
  /** Last scored week's score minus the first's. */
  points: number;
  /** Weeks between the first and the last scored week. */
  weeks: number;
}

/** How the score moved from the first scored week to the last; null with fewer than two. */
export function napTrendChange(trend: readonly NapTrendPoint[]): NapTrendChange | null {
  const scored = trend.flatMap(({ score }, index) => (score === null ? [] : [{ score, index }]));
  const first = scored[0];
  const last = scored.at(-1);
  if (!first || !last || first === last) return null;
  return { points: last.score - first.score, weeks: last.index - first.index };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'Up 12 points in 10 weeks', 'Down 1 point in 1 week', 'No change in 4 weeks'. */
export function napTrendChangeText(change: NapTrendChange | null): string {
  if (!change) return 'Not enough weekly scores yet to show a change.';
  const period = plural(change.weeks, 'week');
  if (change.points === 0) return `No change in ${period}`;
  return `${change.points > 0 ? 'Up' : 'Down'} ${plural(Math.abs(change.points), 'point')} in ${period}`;
}
