import { FilterX, ListChecks, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDirectories } from '../directories/queries';
import { useListingPages } from './queries';
import { listingFiltersNarrow, listingListQuery, NO_LISTING_FILTERS, type ListingFilters } from './listing-filters';
import { ListingFiltersBar } from './listing-filters-bar';
import { ListingTable } from './listing-table';

interface ListingListProps {
  filters: ListingFilters;
  onFiltersChange(filters: ListingFilters): void;
}

/** Every listing of the organization's businesses, filtered, a page at a time. */
export function ListingList({ filters, onFiltersChange }: ListingListProps) {
  // Typing waits for a pause before asking the server; clearing the box applies at once.
  const search = useDebouncedValue(filters.search);
  const pages = useListingPages(listingListQuery({ ...filters, search: filters.search && search }));
  const directories = useDirectories();

  const listings = pages.data?.pages.flatMap((page) => page.listings) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-4">
      <ListingFiltersBar filters={filters} onChange={onFiltersChange} directories={directories.data?.directories ?? []} />

      {pages.data ? (
        listings.length > 0 ? (
          <>
            <p className="text-sm text-slate-500" aria-live="polite" data-testid="listing-total">
              {total} {total === 1 ? 'listing' : 'listings'}
            </p>
            <Card className="overflow-hidden" aria-busy={pages.isFetching}>
              <ListingTable
                listings={listings}
                loadedAt={pages.dataUpdatedAt}
                onShowBusiness={(businessId) => onFiltersChange({ ...filters, businessId })}
              />
            </Card>
            <LoadMore query={pages} subject="listings" />
          </>
        ) : (
          <Card>
            {listingFiltersNarrow(filters) ? (
              <EmptyState
                icon={SearchX}
                title="No listings match these filters"
                description="Try another business, status or directory."
                action={
                  <Button variant="outline" onClick={() => onFiltersChange(NO_LISTING_FILTERS)} data-testid="clear-filters">
                    <FilterX aria-hidden="true" />
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={ListChecks}
                title="No listings yet"
                description="Publishing a business creates its listings on the directories of your plan; their status, profile links and sync times appear here."
                action={
                  <Link href="/businesses" className={buttonClasses()} data-testid="go-to-businesses">
                    Go to Business Profiles
                  </Link>
                }
              />
            )}
          </Card>
        )
      ) : (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={pages} subject="listings" />
        </Card>
      )}
    </div>
  );
}
