import { useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { Select } from '../../components/ui/select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { businessCountLabel } from '../businesses/business-list-messages';
import { useBusiness, useBusinesses } from '../businesses/queries';

// The most a search shows in the select; a larger organization narrows it by typing.
const SHOWN_LIMIT = 100;

interface ScanBusinessSelectProps {
  /** The chosen business; undefined for every business. */
  value: string | undefined;
  onChange(businessId: string | undefined): void;
  disabled?: boolean;
}

/** A search box narrowing a select of the organization's businesses, with 'All businesses' first. */
export function ScanBusinessSelect({ value, onChange, disabled = false }: ScanBusinessSelectProps) {
  const [search, setSearch] = useState('');
  // Typing waits for a pause before asking the server; clearing the box applies at once.
  const settled = useDebouncedValue(search);
  const list = useBusinesses({ search: (search && settled.trim()) || undefined, sort: 'name', limit: SHOWN_LIMIT });
  const chosen = useBusiness(value);
  const businesses = list.data?.businesses ?? [];
  // The chosen business stays an option when the search (or the limit) leaves it out.
  const chosenHidden = value !== undefined && !businesses.some((business) => business.id === value);

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={search}
        onValueChange={setSearch}
        data-testid="scanner-business-search"
      />
      <FormField label="Business" hint={list.data && listHint(search.trim(), businesses.length, list.data.total)}>
        {(field) => (
          <Select
            {...field}
            value={value ?? ''}
            disabled={disabled}
            onValueChange={(businessId) => onChange(businessId || undefined)}
            options={[
              { value: '', label: 'All businesses' },
              ...(chosenHidden ? [{ value, label: chosen.data?.name ?? 'The chosen business' }] : []),
              ...businesses.map((business) => ({ value: business.id, label: `${business.name} · ${business.city}, ${business.state}` })),
            ]}
            data-testid="scanner-business-select"
          />
        )}
      </FormField>
      {list.isError && (
        <div className="sm:col-span-2">
          <QueryStatus query={list} subject="your businesses" />
        </div>
      )}
    </div>
  );
}

function listHint(search: string, shown: number, total: number): string | undefined {
  if (total === 0) return search ? `No business matches “${search}”.` : 'No businesses yet. Add your first business to get started.';
  if (shown < total) return `Showing ${shown} of ${businessCountLabel(total)}; search to find the others.`;
  return undefined;
}
