import { Button } from './button';
import { Spinner } from './spinner';

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** What the next page holds, e.g. 'users'. */
  subject: string;
}

/** The end of a paged list: a button for the next page, or nothing once every page is shown. */
export function LoadMore({ query, subject }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-4">
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? <Spinner label={`Loading more ${subject}`} /> : `Load more ${subject}`}
      </Button>
    </div>
  );
}
