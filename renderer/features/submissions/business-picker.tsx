import { useState } from 'react';
import { X } from 'lucide-react';
import { BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';
import { Checkbox } from '../../components/ui/checkbox';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { businessCountLabel } from '../businesses/business-list-messages';
import { selectionState } from '../businesses/business-list-selection';
import { useBusinessPages } from '../businesses/queries';
import { withPicked, type PickedBusiness } from './picked-businesses';

interface BusinessPickerProps {
  picked: ReadonlyMap<string, PickedBusiness>;
  onChange(picked: Map<string, PickedBusiness>): void;
}

/** Step 1: search the organization's businesses and tick one or several; the ticked stay across searches. */
export function BusinessPicker({ picked, onChange }: BusinessPickerProps) {
  const [search, setSearch] = useState('');
  // Typing waits for a pause before asking the server; clearing the box applies at once.
  const settled = useDebouncedValue(search);
  const pages = useBusinessPages({ search: (search && settled.trim()) || undefined, sort: 'name' });
  const businesses = pages.data?.pages.flatMap((page) => page.businesses) ?? [];
  const shownIds = businesses.map(({ id }) => id);
  const allState = selectionState(new Set(picked.keys()), shownIds);

  return (
    <fieldset className="space-y-3" data-testid="submission-business-picker">
      <legend className="text-base font-semibold text-slate-900">1. Choose businesses</legend>
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={search}
        onValueChange={setSearch}
        data-testid="submission-business-search"
      />
      {pages.data ? (
        businesses.length > 0 ? (
          <div className="rounded-lg border border-slate-200">
            <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2.5 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <Checkbox
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onCheckedChange={(checked) => onChange(withPicked(picked, businesses, checked))}
                data-testid="submission-select-all-businesses"
              />
              Select all shown
            </label>
            <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto" aria-label="Businesses" aria-busy={pages.isFetching}>
              {businesses.map((business) => (
                <li key={business.id}>
                  <label
                    className="flex cursor-pointer items-start gap-2.5 px-3 py-2 text-sm hover:bg-slate-50"
                    data-testid="submission-business-option"
                    data-business-id={business.id}
                  >
                    <Checkbox
                      className="mt-0.5"
                      checked={picked.has(business.id)}
                      onCheckedChange={(checked) => onChange(withPicked(picked, [business], checked))}
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{business.name}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {BUSINESS_CATEGORY_LABELS[business.category]} · {business.city}, {business.state}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="px-3 pb-3 empty:hidden">
              <LoadMore query={pages} subject="businesses" />
            </div>
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
            {search.trim() ? `No business matches “${search.trim()}”.` : 'No businesses yet. Add your first business to get started.'}
          </p>
        )
      ) : (
        <QueryStatus query={pages} subject="your businesses" />
      )}
      <PickedSummary picked={picked} onChange={onChange} />
    </fieldset>
  );
}

/** The ticked businesses as chips, including those the current search hides. */
function PickedSummary({ picked, onChange }: BusinessPickerProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="submission-picked-count">
        {picked.size === 0 ? 'No business chosen yet.' : `${businessCountLabel(picked.size)} chosen`}
      </p>
      {picked.size > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen businesses">
          {[...picked.values()].map((business) => (
            <li
              key={business.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary-soft-foreground"
              data-testid="submission-picked-business"
              data-business-id={business.id}
            >
              <span className="truncate">{business.name}</span>
              <button
                type="button"
                onClick={() => onChange(withPicked(picked, [business], false))}
                aria-label={`Remove ${business.name}`}
                className="rounded-full p-1 hover:bg-white/60 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
