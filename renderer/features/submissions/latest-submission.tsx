import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { QueryStatus } from '../../components/ui/query-status';
import { SubmissionRow } from './submission-row';
import { useSubmission } from './queries';

/** The submission just made, unfolded, with a way to ask how its directories stand now. */
export function LatestSubmission({ id }: { id: string }) {
  const submission = useSubmission(id);
  if (!submission.data) return <QueryStatus query={submission} subject="the submission" />;
  return (
    <div className="space-y-3" data-testid="latest-submission">
      <SubmissionRow submission={submission.data} loadedAt={submission.dataUpdatedAt} open data-testid="latest-submission-row" />
      <Button
        variant="outline"
        size="sm"
        disabled={submission.isFetching}
        onClick={() => void submission.refetch()}
        data-testid="submission-refresh"
      >
        <RotateCw aria-hidden="true" className={submission.isFetching ? 'animate-spin' : undefined} />
        Check status
      </Button>
    </div>
  );
}
