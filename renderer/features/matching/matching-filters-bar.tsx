import { SearchField } from '../../components/ui/search-field';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { ENHANCEMENT_FILTER_LABELS, ENHANCEMENT_FILTERS, type MatchingFilters } from './matching-filters';

const ENHANCEMENT_OPTIONS = labelledOptions(ENHANCEMENT_FILTERS, ENHANCEMENT_FILTER_LABELS);

interface MatchingFiltersBarProps {
  filters: MatchingFilters;
  onChange(filters: MatchingFilters): void;
}

/** Search and the enhanced / not enhanced choice of Business Matching. */
export function MatchingFiltersBar({ filters, onChange }: MatchingFiltersBarProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={filters.search}
        onValueChange={(search) => onChange({ ...filters, search })}
        data-testid="matching-search"
      />
      <SelectField
        label="Show"
        data-testid="matching-enhancement-filter"
        value={filters.enhancement}
        onValueChange={(value) => onChange({ ...filters, enhancement: value })}
        options={ENHANCEMENT_OPTIONS}
      />
    </div>
  );
}
