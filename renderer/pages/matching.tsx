import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Page } from '../components/layout/page';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { batchFinished } from '../features/batches/batch-display';
import { BatchProgress } from '../features/batches/batch-progress';
import { useRecentBatches } from '../features/batches/queries';
import { RecentBatches } from '../features/batches/recent-batches';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';
import { matchingFiltersFromAddress, matchingFiltersToAddress } from '../features/matching/matching-filters';
import { MatchingList } from '../features/matching/matching-list';

export default function MatchingPage() {
  // The filters live in the address, so a filtered list can be linked, reloaded and left with Back.
  const [params, setParams] = useSearchParams();
  const filters = matchingFiltersFromAddress(params);
  const canEdit = useCanEditBusinesses();
  const recent = useRecentBatches();

  // Until someone picks or closes one, a match batch still running (say, from before a reload) is followed.
  const [pickedBatchId, setPickedBatchId] = useState<string | null | undefined>(undefined);
  const runningBatchId = recent.data?.find((batch) => batch.kind === 'match' && !batchFinished(batch))?.id ?? null;
  const followedBatchId = pickedBatchId === undefined ? runningBatchId : pickedBatchId;

  return (
    <Page title="Business Matching" description="Match your profiles against our business database to verify and enrich them.">
      {followedBatchId && (
        <Card>
          <CardHeader>
            <CardTitle>Batch progress</CardTitle>
          </CardHeader>
          <CardContent>
            <BatchProgress key={followedBatchId} batchId={followedBatchId} resultsOpen onDismiss={() => setPickedBatchId(null)} />
          </CardContent>
        </Card>
      )}
      <MatchingList
        filters={filters}
        onFiltersChange={(next) => setParams(matchingFiltersToAddress(next), { replace: true })}
        canEdit={canEdit}
        onBatchStarted={setPickedBatchId}
      />
      <RecentBatches
        kind="match"
        description="Businesses matched together in the background."
        emptyDescription="Select businesses and choose 'Match selected'."
        followedId={followedBatchId}
        onFollow={setPickedBatchId}
      />
    </Page>
  );
}
