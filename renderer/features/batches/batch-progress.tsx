import { X } from 'lucide-react';
import type { Batch } from '../../../shared/contract/provider';
import { batchProgress } from '../../../shared/domain/batches';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { cn } from '../../lib/cn';
import { directoryCountLabel } from '../submissions/submission-text';
import {
  BATCH_ITEM_STATUS_TONES,
  BATCH_KIND_LABELS,
  BATCH_STATUS_LABELS,
  BATCH_STATUS_TONES,
  batchFinished,
  batchItemStatusLabel,
  batchSummary,
} from './batch-display';
import { useBatch } from './queries';

interface BatchProgressProps {
  batchId: string;
  /** What the caller already holds of the batch; without it the batch is fetched first. */
  initial?: Batch;
  /** Whether the per-business results start unfolded. */
  resultsOpen?: boolean;
  /** Offers to close a finished batch (or one that could not be loaded). */
  onDismiss?(): void;
  /** 'batch-progress' for the batch the screen follows; lists of batches name theirs apart. */
  'data-testid'?: string;
}

/**
 * A background batch of either kind: a progress bar, where it stands and each business's result.
 * While it runs it is asked for again every second; once finished it is left alone.
 */
export function BatchProgress({ batchId, initial, resultsOpen = false, onDismiss, 'data-testid': testId = 'batch-progress' }: BatchProgressProps) {
  const query = useBatch(batchId, initial);
  const batch = query.data;
  const dismiss = onDismiss && (!batch || batchFinished(batch)) && (
    <Button variant="ghost" size="icon" className="size-8" aria-label="Close batch" onClick={onDismiss} data-testid="batch-dismiss">
      <X aria-hidden="true" />
    </Button>
  );

  if (!batch) {
    return (
      <div className="flex items-start gap-2" data-testid={testId} data-batch-id={batchId}>
        <div className="min-w-0 flex-1">
          <QueryStatus query={query} subject="the batch" />
        </div>
        {dismiss}
      </div>
    );
  }

  const percent = batchProgress(batch);
  const summary = batchSummary(batch);
  return (
    <div className="space-y-3" data-testid={testId} data-batch-id={batch.id} data-status={batch.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {BATCH_KIND_LABELS[batch.kind]}
          {batch.kind === 'submit' && (
            <span className="font-normal text-slate-500"> to {directoryCountLabel(batch.directories.length)}</span>
          )}
          <span className="font-normal text-slate-500">
            {' · '}
            <RelativeTime at={batch.createdAt} now={query.dataUpdatedAt} />
          </span>
        </p>
        <div className="flex items-center gap-2">
          <Badge tone={BATCH_STATUS_TONES[batch.status]} data-testid="batch-status">
            {BATCH_STATUS_LABELS[batch.status]}
          </Badge>
          {dismiss}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={`${BATCH_KIND_LABELS[batch.kind]} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={summary}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        data-testid="batch-progress-bar"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', batch.status === 'failed' ? 'bg-red-500' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600" aria-live={batchFinished(batch) ? 'off' : 'polite'}>
        <span data-testid="batch-summary">{summary}</span>
        <span className="tabular-nums" data-testid="batch-progress-percent">
          {percent}%
        </span>
      </p>
      {/* Polling stops after a failed question; the retry starts it again. */}
      {query.isError && <QueryStatus query={query} subject="the batch's progress" />}
      {batch.items.length > 0 && (
        <details open={resultsOpen} className="group rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 max-sm:py-3 text-sm font-medium text-slate-700 hover:bg-slate-50">Results per business</summary>
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto border-t border-slate-200" data-testid="batch-items">
            {batch.items.map((item) => (
              <li
                key={item.businessId}
                className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
                data-testid="batch-item"
                data-business-id={item.businessId}
                data-status={item.status}
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{item.businessName}</p>
                  {(item.errorMessage ?? item.result) && (
                    <p className={item.errorMessage ? 'text-red-700' : 'text-slate-600'} data-testid="batch-result-text">
                      {item.errorMessage ?? item.result}
                    </p>
                  )}
                </div>
                <Badge tone={BATCH_ITEM_STATUS_TONES[item.status]} className="self-start">
                  {batchItemStatusLabel(batch.kind, item.status)}
                </Badge>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
