import type { NapTrendPoint } from '../../../shared/contract/citations';
import { napTrendChange, napTrendChangeText, napTrendRuns, scoreY, type ChartBox } from './nap-trend';

const BOX: ChartBox = { width: 320, height: 96, padding: 6 };
/** Where the colour bands of the score start: amber from 70, green from 90. */
const BAND_LINES = [90, 70] as const;
const WEEK_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

const weekLabel = (point: NapTrendPoint) => WEEK_FORMAT.format(new Date(point.weekStart));

/**
 * The weekly NAP scores as a small line (gaps for weeks before any scan), with the change in words.
 * The drawing is hidden from screen readers, which get the same scores as a table instead.
 */
export function NapTrendChart({ trend }: { trend: readonly NapTrendPoint[] }) {
  const runs = napTrendRuns(trend, BOX);
  const first = trend[0];
  const last = trend.at(-1);

  return (
    <figure className="space-y-2" data-testid="nap-trend">
      <figcaption className="text-sm font-medium text-slate-700" data-testid="nap-trend-change">
        {napTrendChangeText(napTrendChange(trend))}
      </figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        aria-hidden="true"
        focusable="false"
        className="h-auto w-full overflow-visible"
        data-testid="nap-trend-svg"
      >
        {BAND_LINES.map((score) => (
          <line
            key={score}
            x1={BOX.padding}
            x2={BOX.width - BOX.padding}
            y1={scoreY(score, BOX)}
            y2={scoreY(score, BOX)}
            className="stroke-slate-200"
            strokeDasharray="4 4"
          />
        ))}
        {runs.map((run) => (
          <polyline
            key={`${run[0]?.x}`}
            points={run.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        {runs.flat().map(({ x, y }) => (
          <circle key={x} cx={x} cy={y} r={3} className="fill-white stroke-primary" strokeWidth={2} />
        ))}
      </svg>
      {first && last && (
        <div aria-hidden="true" className="flex justify-between text-xs text-slate-500">
          <span>{weekLabel(first)}</span>
          <span>{weekLabel(last)}</span>
        </div>
      )}
      <table className="sr-only" data-testid="nap-trend-table">
        <caption>NAP score by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((point) => (
            <tr key={point.weekStart}>
              <th scope="row">{weekLabel(point)}</th>
              <td>{point.score === null ? 'Not scanned' : point.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
