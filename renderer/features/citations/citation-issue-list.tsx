import { useId, useState } from 'react';
import { CheckCheck, FilterX, SearchX, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { CitationIssue } from '../../../shared/contract/citations';
import { RESOLVE_MANY_MAX } from '../../../shared/domain/citation-scans';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { selectedShown, selectionState, withSelected } from '../businesses/business-list-selection';
import { useDirectories } from '../directories/queries';
import { useCitationIssuePages, useResolveCitationIssue, useResolveCitationIssues } from './queries';
import { citationFiltersNarrow, citationIssueListQuery, NO_CITATION_FILTERS, type CitationFilters } from './citation-filters';
import { CitationFiltersBar } from './citation-filters-bar';
import { CitationIssueTable } from './citation-issue-table';
import { issueCountLabel, issueDescription, resolvedManyDescription, resolveSelectedLabel } from './citation-issue-text';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

interface CitationIssueListProps {
  filters: CitationFilters;
  onFiltersChange(filters: CitationFilters): void;
  canResolve: boolean;
  /** Whether any business was ever scanned: an empty list then means all is well. */
  scanned: boolean;
}

/**
 * The organization's citation issues, filtered, a page at a time. Open ones can be resolved one
 * by one, or ticked and resolved together after a question.
 */
export function CitationIssueList({ filters, onFiltersChange, canResolve, scanned }: CitationIssueListProps) {
  const titleId = useId();
  const pages = useCitationIssuePages(citationIssueListQuery(filters));
  const directories = useDirectories();

  const issues = pages.data?.pages.flatMap((page) => page.issues) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  // Only open issues can be ticked; resolved ones are shown for the record.
  const openIds = issues.filter((issue) => !issue.resolved).map((issue) => issue.id);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = selectedShown(selected, openIds);
  const allState = selectionState(selected, openIds);
  const [confirming, setConfirming] = useState(false);

  const resolveOne = useResolveCitationIssue();
  const resolve = async (issue: CitationIssue) => {
    try {
      await resolveOne.mutateAsync(issue.id);
      toast({ title: 'Issue resolved', description: `${issueDescription(issue)} is marked resolved.`, variant: 'success' });
      setSelected(withSelected(selected, [issue.id], false));
    } catch (error) {
      toast({ title: 'Error resolving issue', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
  };

  const resolveMany = useResolveCitationIssues();
  const resolveChosen = async () => {
    try {
      const resolved = await resolveMany.mutateAsync(chosen);
      toast({ title: 'Issues resolved', description: resolvedManyDescription(resolved), variant: 'success' });
      setSelected(new Set());
    } catch (error) {
      toast({ title: 'Error resolving issues', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
    setConfirming(false);
  };
  const tooMany = chosen.length > RESOLVE_MANY_MAX;

  return (
    <section className="space-y-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Citation issues
      </h2>
      <CitationFiltersBar filters={filters} onChange={onFiltersChange} directories={directories.data?.directories ?? []} />

      {pages.data ? (
        issues.length > 0 ? (
          <>
            <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {canResolve && openIds.length > 0 && (
                  <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                    <Checkbox
                      checked={allState === 'all'}
                      indeterminate={allState === 'some'}
                      onCheckedChange={(checked) => setSelected(withSelected(selected, openIds, checked))}
                      data-testid="citation-select-all"
                    />
                    Select all shown
                  </label>
                )}
                <p className="text-sm text-slate-500" aria-live="polite" data-testid="citation-issue-total" data-total={total}>
                  {issueCountLabel(total, filters.status)}
                  {chosen.length > 0 && `, ${chosen.length} selected`}
                </p>
              </div>
              {canResolve && openIds.length > 0 && (
                <div className="flex flex-col items-end gap-1">
                  <Button
                    disabled={chosen.length === 0 || tooMany || resolveMany.isPending}
                    onClick={() => setConfirming(true)}
                    data-testid="citation-resolve-selected"
                  >
                    <CheckCheck aria-hidden="true" />
                    {resolveSelectedLabel(chosen.length)}
                  </Button>
                  {tooMany && <p className="text-xs text-red-600">At most {RESOLVE_MANY_MAX} issues at a time</p>}
                </div>
              )}
            </div>
            <Card className="overflow-hidden" aria-busy={pages.isFetching}>
              <CitationIssueTable
                issues={issues}
                loadedAt={pages.dataUpdatedAt}
                canResolve={canResolve}
                selected={selected}
                onSelectedChange={(id, checked) => setSelected(withSelected(selected, [id], checked))}
                onResolve={(issue) => void resolve(issue)}
                resolvingId={resolveOne.isPending ? resolveOne.variables : undefined}
                onShowBusiness={(businessId) => onFiltersChange({ ...filters, businessId })}
              />
            </Card>
            <LoadMore query={pages} subject="issues" />
          </>
        ) : (
          <Card>
            {citationFiltersNarrow(filters) ? (
              <EmptyState
                icon={SearchX}
                title="No issues match these filters"
                description="Try another business, directory, issue type or status."
                action={
                  <Button variant="outline" onClick={() => onFiltersChange(NO_CITATION_FILTERS)} data-testid="clear-filters">
                    <FilterX aria-hidden="true" />
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={ShieldCheck}
                title="No citation issues"
                description={
                  scanned
                    ? 'The directories we checked show your businesses as their profiles say.'
                    : 'Scan your businesses to find directories that show a wrong name, address, phone or website.'
                }
                action={
                  <Link href="/scanner" className={buttonClasses()} data-testid="go-to-scanner">
                    Scan your businesses
                  </Link>
                }
              />
            )}
          </Card>
        )
      ) : pages.isError ? (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={pages} subject="citation issues" />
        </Card>
      ) : (
        <SkeletonGroup label="Loading citation issues" className="space-y-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </SkeletonGroup>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Resolve ${chosen.length} ${chosen.length === 1 ? 'issue' : 'issues'}?`}
        description="They are marked resolved now. The next scan reopens any that a directory still shows wrong."
        confirmLabel="Resolve issues"
        pendingLabel="Resolving..."
        pending={resolveMany.isPending}
        onConfirm={() => void resolveChosen()}
        variant="primary"
      />
    </section>
  );
}
