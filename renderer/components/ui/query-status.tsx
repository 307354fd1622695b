import { RotateCw } from 'lucide-react';
import { failureMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

interface QueryStatusProps {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, e.g. 'your sessions'. */
  subject: string;
}

/** A section's place-holder while its data loads, or why it did not, with a retry. */
export function QueryStatus({ query, subject }: QueryStatusProps) {
  if (!query.isError) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={`Loading ${subject}`} />
      </div>
    );
  }
  return (
    <Alert variant="destructive">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{failureMessage(query.error, `Could not load ${subject}.`)}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    </Alert>
  );
}
