import { useState, type FormEvent } from 'react';
import type { Batch } from '../../../shared/contract/provider';
import { SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { QueryStatus } from '../../components/ui/query-status';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { BatchProgress } from '../batches/batch-progress';
import { useBatchSubmit } from '../batches/queries';
import { useDirectories } from '../directories/queries';
import { useSubmitBusiness } from './queries';
import { BusinessPicker } from './business-picker';
import { submittableDirectoryIds } from './directory-groups';
import { DirectoryPicker } from './directory-picker';
import { LatestSubmission } from './latest-submission';
import { pickedCategories, type PickedBusiness } from './picked-businesses';
import { batchStartedDescription, submitButtonLabel, submittedDescription } from './submission-text';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

/** What the last submit started: one business's submission, or a batch for several. */
type Outcome = { kind: 'submission'; id: string } | { kind: 'batch'; batch: Batch };

/**
 * Choose businesses, then directories of the plan, then submit: one business at once, several as a
 * background batch whose progress shows below.
 */
export function SubmissionForm() {
  const directories = useDirectories();
  const [picked, setPicked] = useState<ReadonlyMap<string, PickedBusiness>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submitOne = useSubmitBusiness();
  const submitMany = useBatchSubmit();

  const businessIds = [...picked.keys()];
  const categories = pickedCategories(picked);
  const directoryIds = submittableDirectoryIds(selected, directories.data?.directories ?? [], categories);
  const pending = submitOne.isPending || submitMany.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (businessIds.length === 1) {
        const { submission } = await submitOne.mutateAsync({ businessId: businessIds[0]!, directories: directoryIds });
        toast({ title: 'Listings published successfully', description: submittedDescription(submission), variant: 'success' });
        setOutcome({ kind: 'submission', id: submission.id });
      } else {
        const batch = await submitMany.mutateAsync({ businessIds, directories: directoryIds });
        toast({ title: 'Batch submission started', description: batchStartedDescription(batch), variant: 'success' });
        setOutcome({ kind: 'batch', batch });
      }
    } catch (error) {
      toast({ title: 'Error publishing listings', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
  };

  return (
    <>
      <Card>
        <CardContent>
          <form className="space-y-8" onSubmit={(event) => void submit(event)} data-testid="submission-form">
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
              <BusinessPicker picked={picked} onChange={setPicked} />
              {directories.data ? (
                <DirectoryPicker
                  directories={directories.data.directories}
                  selected={selected}
                  onChange={setSelected}
                  categories={categories}
                />
              ) : (
                <QueryStatus query={directories} subject="the directories" />
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-500">
                {businessIds.length > 1
                  ? 'Several businesses are submitted in the background; follow the progress below.'
                  : 'Choose at least one business and one directory of your plan.'}
              </p>
              <SubmitButton
                pending={pending}
                pendingLabel="Submitting..."
                disabled={businessIds.length === 0 || directoryIds.length === 0}
                data-testid="submit-button"
              >
                {submitButtonLabel(businessIds.length, directoryIds.length)}
              </SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>

      {outcome && (
        <Card data-testid="submission-outcome">
          <CardHeader>
            <CardTitle>{outcome.kind === 'batch' ? 'Batch progress' : 'Latest submission'}</CardTitle>
          </CardHeader>
          <CardContent>
            {outcome.kind === 'batch' ? (
              <BatchProgress key={outcome.batch.id} batchId={outcome.batch.id} initial={outcome.batch} resultsOpen />
            ) : (
              <LatestSubmission key={outcome.id} id={outcome.id} />
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
