import { useId, useState, type FormEvent } from 'react';
import { ExternalLink, Link2, Plus, Trash2 } from 'lucide-react';
import { newCitationListingMarkSchema, type CitationListingMark } from '../../../shared/contract/citations';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, FOCUS_RING, SubmitButton, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { QueryStatus } from '../../components/ui/query-status';
import { Select } from '../../components/ui/select';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useDirectories } from '../directories/queries';
import { useAddListingMark, useLatestScan, useListingMarks, useRemoveListingMark } from './queries';
import { directoryLabel, markDescription, shortUrl } from './citation-source-text';

const LIST_TITLE = 'Added and marked listings';

interface ListingMarksCardProps {
  businessId: string;
  /** Members and up add and remove; viewers read the list. */
  canEdit: boolean;
}

/**
 * The listings a person told the scans about for one business: addresses to read (added here) and found
 * listings that are not the business (marked on a scan's results), each with a Remove button.
 */
export function ListingMarksCard({ businessId, canEdit }: ListingMarksCardProps) {
  const titleId = useId();
  const listId = useId();
  const marks = useListingMarks(businessId);
  const directories = useDirectories();
  // The simulator reads no page: while it makes the scans up, what is added here waits for a real source.
  const simulated = useLatestScan(businessId).data?.simulated === true;
  const names = new Map((directories.data?.directories ?? []).map((directory) => [directory.id, directory.name]));
  const state = marks.data ? (marks.data.length === 0 ? 'empty' : 'ready') : marks.isError ? 'error' : 'loading';

  return (
    <Card aria-labelledby={titleId} data-testid="listing-marks" data-state={state}>
      <CardHeader>
        <CardTitle id={titleId}>{canEdit ? 'Add a listing URL' : LIST_TITLE}</CardTitle>
        <CardDescription>
          Scans read the page of each listing added here. Listings marked not this business on the results are left out of scans.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {simulated && (
          <Alert data-testid="listing-marks-simulated">
            The latest scan was made up by the sandbox simulator, which reads no listing page. Scans read the listings added here once an
            administrator switches on listing pages in Admin Settings.
          </Alert>
        )}
        {canEdit && (
          <AddListingUrlForm businessId={businessId} names={names} directoriesLoaded={directories.data !== undefined} titleId={titleId} />
        )}
        {canEdit && (
          <h3 id={listId} className="border-t border-slate-100 pt-4 text-sm font-semibold text-slate-900">
            {LIST_TITLE}
          </h3>
        )}
        {marks.data ? (
          marks.data.length === 0 ? (
            <EmptyState
              icon={Link2}
              title="No listings added or marked"
              description={
                canEdit
                  ? 'Add the address of a listing a scan does not find by itself.'
                  : 'Members of the organization add listing addresses and mark listings that are not this business.'
              }
              compact
            />
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              {...(canEdit ? { 'aria-labelledby': listId } : { 'aria-label': LIST_TITLE })}
              data-testid="listing-mark-list"
            >
              {marks.data.map((mark) => (
                <MarkItem key={mark.id} mark={mark} businessId={businessId} directoryName={directoryLabel(mark.directory, names)} canEdit={canEdit} />
              ))}
            </ul>
          )
        ) : marks.isError ? (
          <QueryStatus query={marks} subject="the added and marked listings" />
        ) : (
          <SkeletonGroup label="Loading the added and marked listings" className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </SkeletonGroup>
        )}
      </CardContent>
    </Card>
  );
}

/** The form: a listing's address and, optionally, its directory; the server's word on the address shows under it. */
function AddListingUrlForm({
  businessId,
  names,
  directoriesLoaded,
  titleId,
}: {
  businessId: string;
  names: ReadonlyMap<string, string>;
  directoriesLoaded: boolean;
  /** The card's title, 'Add a listing URL', which names the form. */
  titleId: string;
}) {
  const [url, setUrl] = useState('');
  const [directory, setDirectory] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddListingMark(businessId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newCitationListingMarkSchema.safeParse({ kind: 'added', url: url.trim(), ...(directory ? { directory } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'url')?.message ?? 'Check the address');
      return;
    }
    try {
      const mark = await add.mutateAsync(parsed.data);
      setUrl('');
      setDirectory('');
      toast({
        title: 'Listing URL added',
        description: `The next scan reads it as a listing on ${directoryLabel(mark.directory, names)}.`,
        variant: 'success',
      });
    } catch (failure) {
      const fieldError = failure instanceof ApiRequestError ? failure.fieldErrors?.url?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else toast({ title: 'Could not add the listing URL', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      data-testid="listing-mark-form"
    >
      <FormField label="Listing URL" error={error}>
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://www.yelp.com/biz/your-business"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            data-testid="listing-mark-url"
          />
        )}
      </FormField>
      <FormField label="Directory (optional)">
        {(field) => (
          <Select
            {...field}
            value={directory}
            onValueChange={setDirectory}
            disabled={!directoriesLoaded}
            options={[
              { value: '', label: 'From the address' },
              ...[...names].sort(([, a], [, b]) => a.localeCompare(b)).map(([id, name]) => ({ value: id, label: name })),
            ]}
            data-testid="listing-mark-directory"
          />
        )}
      </FormField>
      {/* Lines up with the inputs under their labels. */}
      <div className="sm:pt-6">
        <SubmitButton pending={add.isPending} pendingLabel="Adding..." className="w-full sm:w-auto" data-testid="listing-mark-add">
          <Plus aria-hidden="true" />
          Add
        </SubmitButton>
      </div>
    </form>
  );
}

function MarkItem({
  mark,
  businessId,
  directoryName,
  canEdit,
}: {
  mark: CitationListingMark;
  businessId: string;
  directoryName: string;
  canEdit: boolean;
}) {
  const remove = useRemoveListingMark(businessId);
  const what = mark.url ? shortUrl(mark.url) : `listing ${mark.listingId ?? ''}`.trim();

  const forget = async () => {
    try {
      await remove.mutateAsync(mark.id);
      toast({
        title: mark.kind === 'added' ? 'Listing URL removed' : 'Mark removed',
        description: mark.kind === 'added' ? 'Scans no longer read it.' : 'The next scan counts the listing again.',
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: 'Could not remove it', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-3 sm:px-4" data-testid="listing-mark" data-kind={mark.kind}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={mark.kind === 'added' ? 'blue' : 'grey'}>{mark.kind === 'added' ? 'Added' : 'Not this business'}</Badge>
          {mark.url ? (
            <a
              href={mark.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn('inline-flex min-w-0 items-center gap-1 rounded text-sm break-all text-primary hover:underline', TEXT_TOUCH_TARGET, FOCUS_RING)}
              data-testid="listing-mark-link"
            >
              {what}
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : (
            <span className="text-sm break-all text-slate-700">{what}</span>
          )}
        </div>
        <p className="text-xs text-slate-500">{markDescription(mark, directoryName)}</p>
      </div>
      {canEdit && (
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => void forget()} data-testid="listing-mark-remove">
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Removing...' : 'Remove'}
          <span className="sr-only"> {what}</span>
        </Button>
      )}
    </li>
  );
}
