import { ArrowDown, LoaderCircle } from 'lucide-react';
import type { PullToRefresh } from '../../lib/use-pull-to-refresh';
import { cn } from '../../lib/cn';

// The indicator's height while the refresh runs, after the finger has let go.
const REFRESHING_HEIGHT_PX = 48;

/** The space a pull opens at the top of the screen, saying what letting go will do. */
export function PullIndicator({ distance, ready, refreshing }: PullToRefresh) {
  if (distance === 0 && !refreshing) return null;
  const state = refreshing ? 'refreshing' : ready ? 'ready' : 'pulling';
  return (
    <div
      data-testid="pull-indicator"
      data-state={state}
      role="status"
      className="-mt-2 flex items-end justify-center overflow-hidden text-sm text-slate-500"
      style={{ height: refreshing ? REFRESHING_HEIGHT_PX : distance }}
    >
      <span className="flex items-center gap-2 pb-2">
        {refreshing ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        ) : (
          <ArrowDown aria-hidden="true" className={cn('size-4 transition-transform', ready && 'rotate-180 text-primary')} />
        )}
        {refreshing ? 'Refreshing...' : ready ? 'Release to refresh' : 'Pull to refresh'}
      </span>
    </div>
  );
}
