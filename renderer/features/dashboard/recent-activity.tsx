import { Activity, CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useRecentActivity } from './queries';
import { activityTone, type ActivityTone } from './activity-tone';

const TONE_STYLES: Record<ActivityTone, { Icon: typeof Info; classes: string }> = {
  success: { Icon: CircleCheck, classes: 'bg-emerald-50 text-emerald-600' },
  warning: { Icon: TriangleAlert, classes: 'bg-amber-50 text-amber-600' },
  error: { Icon: CircleX, classes: 'bg-red-50 text-red-600' },
  info: { Icon: Info, classes: 'bg-blue-50 text-blue-600' },
};

export function RecentActivitySkeleton() {
  return (
    <SkeletonGroup label="Loading recent activity" className="space-y-4">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-start gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-72 max-w-full" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** The organization's latest events, newest first, each with an icon by its type and how long ago. */
export function RecentActivity() {
  const activity = useRecentActivity();

  if (!activity.data) {
    if (activity.isError) return <QueryStatus query={activity} subject="recent activity" />;
    return <RecentActivitySkeleton />;
  }
  if (activity.data.length === 0) return <EmptyState icon={Activity} title="No recent activity" compact />;

  return (
    <ul className="space-y-4" data-testid="activity-list">
      {activity.data.map((item) => {
        const tone = activityTone(item);
        const { Icon, classes } = TONE_STYLES[tone];
        return (
          <li key={item.id} className="flex items-start gap-3" data-testid="activity-item" data-tone={tone}>
            <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', classes)}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-medium text-slate-900">{item.title}</p>
                <RelativeTime at={item.timestamp} now={activity.dataUpdatedAt} className="shrink-0 text-xs text-slate-500" />
              </div>
              <p className="text-sm text-slate-500">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
