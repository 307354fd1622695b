import { useState } from 'react';
import { Link } from 'wouter';
import { FilterX, Plus, SearchX, Sparkles, Store } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useBatchMatch } from '../batches/queries';
import { useBusinessPages } from '../businesses/queries';
import { useIntegrationStatus } from '../directories/queries';
import { selectedShown, selectionState, withSelected } from '../businesses/business-list-selection';
import { MATCH_FAILED_FALLBACK, MATCH_FAILED_TITLE } from '../businesses/enhancement-text';
import { matchingEnabled } from './enhancement-state';
import { matchingFiltersNarrow, NO_MATCHING_FILTERS, passesEnhancementFilter, type MatchingFilters } from './matching-filters';
import { MatchingFiltersBar } from './matching-filters-bar';
import { matchingCountLabel, matchSelectedLabel } from './matching-list-messages';
import { MatchingListItem } from './matching-list-item';

// Large pages, since the enhanced / not enhanced choice is made on the loaded businesses.
const PAGE_SIZE = 100;

interface MatchingListProps {
  filters: MatchingFilters;
  onFiltersChange(filters: MatchingFilters): void;
  canEdit: boolean;
  onBatchStarted(batchId: string): void;
}

/** The organization's businesses with their enhancement cards; members tick several to match in a batch. */
export function MatchingList({ filters, onFiltersChange, canEdit, onBatchStarted }: MatchingListProps) {
  // Typing waits for a pause before asking the server; clearing the box applies at once.
  const search = useDebouncedValue(filters.search);
  const pages = useBusinessPages({ search: (filters.search && search.trim()) || undefined, limit: PAGE_SIZE });
  const integration = useIntegrationStatus();
  const canMatch = integration.data !== undefined && matchingEnabled(integration.data);

  const loaded = pages.data?.pages.flatMap((page) => page.businesses) ?? [];
  const businesses = loaded.filter((business) => passesEnhancementFilter(business, filters.enhancement));
  const total = pages.data?.pages[0]?.total ?? 0;
  const shownIds = businesses.map((business) => business.id);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = selectedShown(selected, shownIds);
  const allState = selectionState(selected, shownIds);

  const batchMatch = useBatchMatch();
  const matchSelected = async () => {
    try {
      const batch = await batchMatch.mutateAsync(chosen);
      setSelected(new Set());
      onBatchStarted(batch.id);
    } catch (error) {
      toast({ title: MATCH_FAILED_TITLE, description: failureMessage(error, MATCH_FAILED_FALLBACK), variant: 'destructive' });
    }
  };

  const selectable = canEdit && canMatch;

  return (
    <div className="space-y-4">
      <MatchingFiltersBar filters={filters} onChange={onFiltersChange} />

      {!pages.data ? (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={pages} subject="businesses" />
        </Card>
      ) : total === 0 && !matchingFiltersNarrow(filters) ? (
        <Card>
          <EmptyState
            icon={Store}
            title="No businesses to match yet"
            description="Once you add a business, you can find its match here, accept it and enrich the profile with verified data."
            action={
              canEdit && (
                <Link href="/businesses" className={buttonClasses('primary')}>
                  <Plus aria-hidden="true" />
                  Go to Business Profiles
                </Link>
              )
            }
          />
        </Card>
      ) : (
        <>
          <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-4">
              {selectable && businesses.length > 0 && (
                <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <Checkbox
                    checked={allState === 'all'}
                    indeterminate={allState === 'some'}
                    onCheckedChange={(checked) => setSelected(withSelected(selected, shownIds, checked))}
                    data-testid="matching-select-all"
                  />
                  Select all shown
                </label>
              )}
              <p className="text-sm text-slate-500" aria-live="polite" data-testid="matching-total">
                {matchingCountLabel(businesses.length, total)}
                {chosen.length > 0 && `, ${chosen.length} selected`}
              </p>
            </div>
            {selectable && (
              <Button
                disabled={chosen.length === 0 || batchMatch.isPending}
                onClick={() => void matchSelected()}
                data-testid="match-selected"
              >
                <Sparkles aria-hidden="true" />
                {batchMatch.isPending ? 'Starting...' : matchSelectedLabel(chosen.length)}
              </Button>
            )}
          </div>
          {businesses.length > 0 ? (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Businesses" aria-busy={pages.isFetching} data-testid="matching-list">
              {businesses.map((business) => (
                <MatchingListItem
                  key={business.id}
                  business={business}
                  selectable={selectable}
                  selected={selected.has(business.id)}
                  onSelectedChange={(checked) => setSelected(withSelected(selected, [business.id], checked))}
                />
              ))}
            </ul>
          ) : (
            <Card>
              <EmptyState
                icon={SearchX}
                title="No businesses match these filters"
                description="Try other words, or show every business."
                action={
                  <Button variant="outline" onClick={() => onFiltersChange(NO_MATCHING_FILTERS)} data-testid="clear-filters">
                    <FilterX aria-hidden="true" />
                    Clear filters
                  </Button>
                }
              />
            </Card>
          )}
          <LoadMore query={pages} subject="businesses" />
        </>
      )}
    </div>
  );
}
