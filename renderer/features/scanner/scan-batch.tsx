import { useId } from 'react';
import { Link } from 'wouter';
import type { Batch } from '../../../shared/contract/provider';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { BatchProgress } from '../batches/batch-progress';
import { useBatch } from '../batches/queries';
import { useRefreshScansAsBatchAdvances } from './queries';
import { scannerPathForBusiness } from './scanner-address';

interface ScanBatchProps {
  batchId: string;
  /** The batch as the scan-all answered it, if this screen started it. */
  initial?: Batch;
  onDismiss(): void;
}

/** A background scan of several businesses: its progress, then each scanned business linking to its results. */
export function ScanBatch({ batchId, initial, onDismiss }: ScanBatchProps) {
  const titleId = useId();
  const batch = useBatch(batchId, initial).data;
  useRefreshScansAsBatchAdvances(batch);
  const finished = batch?.items.filter((item) => item.status === 'done' || item.status === 'error') ?? [];

  return (
    <Card data-testid="scan-batch">
      <CardHeader>
        <CardTitle>Batch progress</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <BatchProgress batchId={batchId} initial={initial} onDismiss={onDismiss} />
        {finished.length > 0 && (
          <section className="space-y-2" aria-labelledby={titleId}>
            <h3 id={titleId} className="text-sm font-semibold text-slate-900">
              Scanned businesses
            </h3>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="scan-batch-outcomes">
              {finished.map((item) => (
                <li
                  key={item.businessId}
                  className="flex flex-col gap-0.5 px-3 py-2 text-sm"
                  data-testid="scan-batch-outcome"
                  data-business-id={item.businessId}
                  data-status={item.status}
                >
                  {item.status === 'done' ? (
                    <Link
                      href={scannerPathForBusiness(item.businessId)}
                      className="rounded font-medium break-words text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                      data-testid="scan-batch-outcome-link"
                    >
                      {item.businessName}
                    </Link>
                  ) : (
                    <span className="font-medium break-words text-slate-900">{item.businessName}</span>
                  )}
                  {(item.errorMessage ?? item.result) && (
                    <span className={item.errorMessage ? 'text-red-700' : 'text-slate-600'}>{item.errorMessage ?? item.result}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
