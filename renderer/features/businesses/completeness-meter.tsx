import { useId } from 'react';
import { completenessTone } from '../../../shared/domain/business-completeness';
import { cn } from '../../lib/cn';

const TONE_CLASSES = {
  good: { text: 'text-emerald-700', bar: 'bg-emerald-500' },
  warning: { text: 'text-amber-700', bar: 'bg-amber-500' },
} as const;

/** A profile's completeness: the percentage and a small bar, green from 90 %, amber below. */
export function CompletenessMeter({ percent }: { percent: number }) {
  const labelId = useId();
  const tone = completenessTone(percent);
  const classes = TONE_CLASSES[tone];
  return (
    <div data-testid="business-completeness" data-tone={tone}>
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span id={labelId} className="text-slate-500">
          Profile completeness
        </span>
        <span className={cn('font-semibold tabular-nums', classes.text)}>{percent}%</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full', classes.bar)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
