import type { ComponentType, SVGProps } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { MetricChange } from '../../../shared/domain/metric-change';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

const CHANGE_STYLES = {
  increase: { classes: 'text-emerald-700', Icon: ArrowUpRight },
  decrease: { classes: 'text-red-700', Icon: ArrowDownRight },
  none: { classes: 'text-slate-500', Icon: Minus },
} as const;

interface MetricCardProps {
  title: string;
  value: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The change against the previous period and its words, e.g. '+3 vs last 30 days'. */
  change?: { change: MetricChange; text: string };
  testId: string;
}

/** One dashboard figure: title, value and, when known, how it moved. */
export function MetricCard({ title, value, icon: Icon, change, testId }: MetricCardProps) {
  const style = change && CHANGE_STYLES[change.change.direction];
  return (
    <Card data-testid={testId} className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-500">{title}</h2>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <p data-testid={`${testId}-value`} className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {value}
      </p>
      {change && style && (
        <p
          data-testid={`${testId}-change`}
          data-direction={change.change.direction}
          className={cn('mt-2 flex items-center gap-1 text-xs font-medium', style.classes)}
        >
          <style.Icon aria-hidden="true" className="size-3.5 shrink-0" />
          {change.text}
        </p>
      )}
    </Card>
  );
}
