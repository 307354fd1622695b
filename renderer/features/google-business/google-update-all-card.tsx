import { useState } from 'react';
import { CloudUpload } from 'lucide-react';
import type { Batch } from '../../../shared/contract/provider';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { batchFinished } from '../batches/batch-display';
import { BatchProgress } from '../batches/batch-progress';
import { useBatchGoogleUpdate, useRecentBatches } from '../batches/queries';

interface GoogleUpdateAllCardProps {
  /** How many businesses are linked; none leaves nothing to update. */
  linkedCount: number;
}

type FollowedBatch = { id: string; initial?: Batch };

/** Every linked business's Google location updated from its profile in the background, with the batch's progress. */
export function GoogleUpdateAllCard({ linkedCount }: GoogleUpdateAllCardProps) {
  const start = useBatchGoogleUpdate();
  // Until someone starts or closes one, a Google update still running (say, from before a reload) is followed.
  const recent = useRecentBatches();
  const [picked, setPicked] = useState<FollowedBatch | null | undefined>(undefined);
  const runningId = recent.data?.find((batch) => batch.kind === 'google_update' && !batchFinished(batch))?.id;
  const followed = picked === undefined ? (runningId ? { id: runningId } : null) : picked;
  const busy = start.isPending;

  const updateAll = async () => {
    try {
      // No ids: the server updates every linked business, so nobody has to list them first.
      const batch = await start.mutateAsync(undefined);
      setPicked({ id: batch.id, initial: batch });
    } catch (failure) {
      const description = failureMessage(failure, 'Please try again.');
      toast({ title: 'Could not start the Google update', description, variant: 'destructive' });
    }
  };

  return (
    <Card data-testid="google-update-all-card">
      <CardHeader>
        <CardTitle>Update Google from your profiles</CardTitle>
        <CardDescription>
          Sends every field that differs (name, address, phone, website, hours, description and category) to each linked location.
          Google may review some changes before they show.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Button disabled={busy || linkedCount === 0} onClick={() => void updateAll()} data-testid="google-update-all">
          <CloudUpload aria-hidden="true" />
          {busy ? 'Starting...' : 'Update all linked on Google'}
        </Button>
        {followed && (
          <BatchProgress key={followed.id} batchId={followed.id} initial={followed.initial} resultsOpen onDismiss={() => setPicked(null)} />
        )}
      </CardContent>
    </Card>
  );
}
