import { useState } from 'react';
import { FilterX, Plus, SearchX, Send, Store } from 'lucide-react';
import type { Business } from '../../../shared/contract/businesses';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { businessFiltersNarrow, businessListQuery, NO_BUSINESS_FILTERS, type BusinessFilters } from './business-filters';
import { BusinessFiltersBar } from './business-filters-bar';
import { BusinessListItem } from './business-list-item';
import { businessCountLabel, publishedDescription, publishSelectedLabel } from './business-list-messages';
import { selectedShown, selectionState, withSelected } from './business-list-selection';
import { useBusinessPages, useDeleteBusiness, usePublishBusinesses } from './queries';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

interface BusinessListProps {
  filters: BusinessFilters;
  onFiltersChange(filters: BusinessFilters): void;
  canEdit: boolean;
  onAdd(): void;
  onEdit(business: Business): void;
}

/**
 * The organization's businesses, filtered, a page at a time, as cards that can be ticked for a
 * bulk publish or deleted after a question.
 */
export function BusinessList({ filters, onFiltersChange, canEdit, onAdd, onEdit }: BusinessListProps) {
  // Typing waits for a pause before asking the server; clearing the box applies at once.
  const search = useDebouncedValue(filters.search);
  const pages = useBusinessPages(businessListQuery({ ...filters, search: filters.search && search }));

  const businesses = pages.data?.pages.flatMap((page) => page.businesses) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const shownIds = businesses.map((business) => business.id);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = selectedShown(selected, shownIds);
  const allState = selectionState(selected, shownIds);

  const publishMany = usePublishBusinesses();
  const publishSelected = async () => {
    try {
      const result = await publishMany.mutateAsync(chosen);
      toast({ title: 'Listings published successfully', description: publishedDescription(result), variant: 'success' });
      setSelected(new Set());
    } catch (error) {
      toast({ title: 'Error publishing listings', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
  };

  const [toDelete, setToDelete] = useState<Business | null>(null);
  const remove = useDeleteBusiness();
  const confirmDelete = async (business: Business) => {
    try {
      await remove.mutateAsync(business.id);
      toast({ title: 'Business deleted', description: `${business.name} and its listings were deleted.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error deleting business', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
    setToDelete(null);
  };

  const narrowed = businessFiltersNarrow(filters);

  return (
    <div className="space-y-4">
      <BusinessFiltersBar filters={filters} onChange={onFiltersChange} />

      {pages.data ? (
        businesses.length > 0 ? (
          <>
            <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-4">
                {canEdit && (
                  <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                    <Checkbox
                      checked={allState === 'all'}
                      indeterminate={allState === 'some'}
                      onCheckedChange={(checked) => setSelected(withSelected(selected, shownIds, checked))}
                      data-testid="select-all-businesses"
                    />
                    Select all shown
                  </label>
                )}
                <p className="text-sm text-slate-500" aria-live="polite" data-testid="business-total">
                  {businessCountLabel(total)}
                  {chosen.length > 0 && `, ${chosen.length} selected`}
                </p>
              </div>
              {canEdit && (
                <Button
                  disabled={chosen.length === 0 || publishMany.isPending}
                  onClick={() => void publishSelected()}
                  data-testid="publish-selected"
                >
                  <Send aria-hidden="true" />
                  {publishMany.isPending ? 'Publishing...' : publishSelectedLabel(chosen.length)}
                </Button>
              )}
            </div>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Businesses" aria-busy={pages.isFetching} data-testid="business-list">
              {businesses.map((business) => (
                <BusinessListItem
                  key={business.id}
                  business={business}
                  canEdit={canEdit}
                  selected={selected.has(business.id)}
                  onSelectedChange={(checked) => setSelected(withSelected(selected, [business.id], checked))}
                  onEdit={onEdit}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
            <LoadMore query={pages} subject="businesses" />
          </>
        ) : (
          <Card>
            {narrowed ? (
              <EmptyState
                icon={SearchX}
                title="No businesses match these filters"
                description="Try other words, or another category or status."
                action={
                  <Button variant="outline" onClick={() => onFiltersChange({ ...NO_BUSINESS_FILTERS, sort: filters.sort })} data-testid="clear-filters">
                    <FilterX aria-hidden="true" />
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Store}
                title="No businesses yet. Add your first business to get started."
                description="Each profile holds the name, address, phone and details that your directory listings are built from."
                action={
                  canEdit && (
                    <Button onClick={onAdd}>
                      <Plus aria-hidden="true" />
                      Add Business
                    </Button>
                  )
                }
              />
            )}
          </Card>
        )
      ) : (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={pages} subject="businesses" />
        </Card>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete business?"
        description={
          <>
            <strong className="font-semibold text-slate-900">{toDelete?.name}</strong> will be deleted with its listings
            and citation issues. This cannot be undone.
          </>
        }
        confirmLabel="Delete business"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
      />
    </div>
  );
}
