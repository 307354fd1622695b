import { FormField } from '../../components/ui/form-field';
import { SearchField } from '../../components/ui/search-field';
import { Select } from '../../components/ui/select';
import { ENHANCEMENT_FILTER_LABELS, ENHANCEMENT_FILTERS, type EnhancementFilter, type MatchingFilters } from './matching-filters';

interface MatchingFiltersBarProps {
  filters: MatchingFilters;
  onChange(filters: MatchingFilters): void;
}

/** Search and the enhanced / not enhanced choice of Business Matching. */
export function MatchingFiltersBar({ filters, onChange }: MatchingFiltersBarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={filters.search}
        onValueChange={(search) => onChange({ ...filters, search })}
        data-testid="matching-search"
      />
      <FormField label="Show">
        {(field) => (
          <Select
            {...field}
            data-testid="matching-enhancement-filter"
            value={filters.enhancement}
            onChange={(event) => onChange({ ...filters, enhancement: event.target.value as EnhancementFilter })}
          >
            {ENHANCEMENT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {ENHANCEMENT_FILTER_LABELS[filter]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
