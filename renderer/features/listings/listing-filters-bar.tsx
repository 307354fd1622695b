import { X } from 'lucide-react';
import type { Directory } from '../../../shared/contract/provider';
import { LISTING_STATUSES, LISTING_STATUS_LABELS } from '../../../shared/domain/listing-status';
import { SearchField } from '../../components/ui/search-field';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { useBusiness } from '../businesses/queries';
import type { ListingFilters } from './listing-filters';

const STATUS_OPTIONS = [{ value: '' as const, label: 'All statuses' }, ...labelledOptions(LISTING_STATUSES, LISTING_STATUS_LABELS)];

interface ListingFiltersBarProps {
  filters: ListingFilters;
  onChange(filters: ListingFilters): void;
  /** The directory network, for the directory filter; empty while it loads. */
  directories: readonly Directory[];
}

/** Business search, status and directory; a chip when the address narrows to one business. */
export function ListingFiltersBar({ filters, onChange, directories }: ListingFiltersBarProps) {
  return (
    <div className="space-y-3">
      {filters.businessId && (
        <BusinessChip businessId={filters.businessId} onClear={() => onChange({ ...filters, businessId: '' })} />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
        <SearchField
          label="Search by business"
          placeholder="Business name"
          value={filters.search}
          onValueChange={(search) => onChange({ ...filters, search })}
          data-testid="listing-search"
        />
        <SelectField
          label="Status"
          data-testid="listing-status-filter"
          value={filters.status}
          onValueChange={(value) => onChange({ ...filters, status: value })}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Directory"
          data-testid="listing-directory-filter"
          value={filters.platform}
          onValueChange={(value) => onChange({ ...filters, platform: value })}
          options={[
            { value: '', label: 'All directories' },
            ...directories.map((directory) => ({ value: directory.id, label: directory.name })),
            // A directory named by the address but not (yet) in the list still shows as chosen.
            ...(filters.platform && !directories.some((directory) => directory.id === filters.platform)
              ? [{ value: filters.platform, label: filters.platform }]
              : []),
          ]}
        />
      </div>
    </div>
  );
}

function BusinessChip({ businessId, onClear }: { businessId: string; onClear(): void }) {
  const business = useBusiness(businessId);
  const name = business.data?.name ?? (business.isError ? 'an unknown business' : 'one business');
  return (
    <div
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary-soft-foreground"
      data-testid="listing-business-chip"
    >
      <span className="truncate">
        Only <span className="font-medium">{name}</span>
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label="Show the listings of every business"
        className="rounded-full p-1 hover:bg-white/60 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        data-testid="listing-business-chip-clear"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
