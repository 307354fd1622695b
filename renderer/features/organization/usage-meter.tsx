import { useId } from 'react';
import { cn } from '../../lib/cn';
import { usageLevel, usagePercent } from '../admin/usage';

const LEVEL_CLASSES = { ok: 'bg-primary', full: 'bg-amber-500', over: 'bg-red-500' } as const;

interface UsageMeterProps {
  label: string;
  used: number;
  limit: number;
  /** Under the bar, e.g. what the count is made of. */
  note?: string | undefined;
  testId: string;
}

/** 'x of y' with a small bar that turns amber at the limit and red past it. */
export function UsageMeter({ label, used, limit, note, testId }: UsageMeterProps) {
  const labelId = useId();
  const level = usageLevel(used, limit);
  const text = `${used} of ${limit}`;
  return (
    <div data-testid={testId} data-level={level}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span data-testid={`${testId}-count`} className="text-slate-600 tabular-nums">
          {text}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full transition-[width]', LEVEL_CLASSES[level])} style={{ width: `${usagePercent(used, limit)}%` }} />
      </div>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
    </div>
  );
}
