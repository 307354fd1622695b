import { RotateCw, Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { SubmissionRow } from './submission-row';
import { useSubmissions } from './queries';

const RECENT_SUBMISSIONS_SHOWN = 10;

/** The organization's latest submissions, newest first; asked for again on request, never polled. */
export function RecentSubmissions() {
  const submissions = useSubmissions(RECENT_SUBMISSIONS_SHOWN);
  return (
    <Card data-testid="recent-submissions">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Recent submissions</CardTitle>
          <CardDescription>Each directory’s status, profile link or the reason it refused the listing.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={submissions.isFetching}
          onClick={() => void submissions.refetch()}
          data-testid="recent-submissions-refresh"
        >
          <RotateCw aria-hidden="true" className={submissions.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {submissions.data ? (
          submissions.data.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-busy={submissions.isFetching}>
              {submissions.data.map((submission) => (
                <li key={submission.id} className="py-4 first:pt-0 last:pb-0">
                  <SubmissionRow submission={submission} loadedAt={submissions.dataUpdatedAt} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={Send}
              title="No submissions yet"
              description="Submit a business to directories and each submission's progress shows up here."
              compact
            />
          )
        ) : (
          <QueryStatus query={submissions} subject="recent submissions" />
        )}
      </CardContent>
    </Card>
  );
}
