import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { LISTING_STATUSES, LISTING_STATUS_LABELS, type ListingStatus } from '../../../shared/domain/listing-status';
import { buttonClasses } from '../../components/ui/button';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useListingSummary } from '../listings/queries';

const DOT_CLASSES: Record<ListingStatus, string> = {
  published: 'bg-emerald-500',
  submitted: 'bg-blue-500',
  pending: 'bg-slate-400',
  error: 'bg-red-500',
};

// Live first, refused last: the order a reader scans for trouble.
const SHOWN_ORDER: readonly ListingStatus[] = ['published', 'submitted', 'pending', 'error'];

export function SyncStatusSkeleton() {
  return (
    <SkeletonGroup label="Loading the sync status" className="space-y-3">
      {LISTING_STATUSES.map((status) => (
        <Skeleton key={status} className="h-5 w-full" />
      ))}
      <Skeleton className="h-4 w-40" />
    </SkeletonGroup>
  );
}

/** How the organization's listings stand, by status, and when they were last synced. */
export function SyncStatusPanel() {
  const summary = useListingSummary();

  if (!summary.data) {
    if (summary.isError) return <QueryStatus query={summary} subject="the sync status" />;
    return <SyncStatusSkeleton />;
  }

  const { byStatus, total, lastSyncAt } = summary.data;
  return (
    <div data-testid="sync-status" className="space-y-4">
      <ul className="space-y-2 text-sm">
        {SHOWN_ORDER.map((status) => (
          <li key={status} className="flex items-center justify-between gap-3" data-testid={`sync-status-${status}`}>
            <span className="flex items-center gap-2 text-slate-600">
              <span aria-hidden="true" className={cn('size-2 rounded-full', DOT_CLASSES[status])} />
              {LISTING_STATUS_LABELS[status]}
            </span>
            <span className="font-medium text-slate-900 tabular-nums">{byStatus[status]}</span>
          </li>
        ))}
        <li className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2 font-medium text-slate-900">
          <span>Total listings</span>
          <span className="tabular-nums" data-testid="sync-status-total">
            {total}
          </span>
        </li>
      </ul>
      <p className="text-sm text-slate-500">
        Last sync:{' '}
        <span className="font-medium text-slate-700" data-testid="sync-last-sync">
          <RelativeTime at={lastSyncAt} now={summary.dataUpdatedAt} fallback="Never" />
        </span>
      </p>
      <Link href="/listings" className={buttonClasses('link', 'sm', 'text-sm')} data-testid="manage-listings-link">
        Manage listings
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
