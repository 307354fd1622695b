import { Layers } from 'lucide-react';
import type { BatchKind } from '../../../shared/domain/batches';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { BatchProgress } from './batch-progress';
import { useRecentBatches } from './queries';

interface RecentBatchesProps {
  /** Only batches of this kind; every kind when left out. */
  kind?: BatchKind;
  description: string;
  /** Says how a batch comes about, while there is none. */
  emptyDescription: string;
  /** The batch the screen shows above the list, if any. */
  followedId?: string | null;
  /** Offers to show a batch above the list. */
  onFollow?(id: string): void;
}

/** The organization's latest background batches, newest first; those still running follow their progress. */
export function RecentBatches({ kind, description, emptyDescription, followedId = null, onFollow }: RecentBatchesProps) {
  const query = useRecentBatches();
  const batches = kind ? query.data?.filter((batch) => batch.kind === kind) : query.data;

  return (
    <Card data-testid="recent-batches">
      <CardHeader>
        <CardTitle>Recent batches</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {!batches ? (
          <QueryStatus query={query} subject="recent batches" />
        ) : batches.length === 0 ? (
          <EmptyState icon={Layers} title="No batches yet" description={emptyDescription} compact />
        ) : (
          <ul className="divide-y divide-slate-100">
            {batches.map((batch) => (
              <li
                key={batch.id}
                className="flex items-start gap-3 py-4 first:pt-0 last:pb-0"
                data-testid="recent-batch-row"
                data-batch-id={batch.id}
                data-status={batch.status}
              >
                <div className="min-w-0 flex-1">
                  <BatchProgress batchId={batch.id} initial={batch} data-testid="recent-batch-progress" />
                </div>
                {onFollow && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={batch.id === followedId}
                    onClick={() => onFollow(batch.id)}
                    data-testid="recent-batch-view"
                  >
                    {batch.id === followedId ? 'Shown' : 'View'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
