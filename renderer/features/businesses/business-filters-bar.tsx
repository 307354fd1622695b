import { BUSINESS_SORTS } from '../../../shared/domain/business-lists';
import { BUSINESS_STATUSES, BUSINESS_STATUS_LABELS } from '../../../shared/domain/business-status';
import { SearchField } from '../../components/ui/search-field';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { BUSINESS_SORT_LABELS, type BusinessFilters } from './business-filters';
import { CATEGORY_OPTIONS } from './category-options';

const CATEGORY_FILTER_OPTIONS = [{ value: '' as const, label: 'All categories' }, ...CATEGORY_OPTIONS];
const STATUS_FILTER_OPTIONS = [{ value: '' as const, label: 'All statuses' }, ...labelledOptions(BUSINESS_STATUSES, BUSINESS_STATUS_LABELS)];
const SORT_OPTIONS = labelledOptions(BUSINESS_SORTS, BUSINESS_SORT_LABELS);

interface BusinessFiltersBarProps {
  filters: BusinessFilters;
  onChange(filters: BusinessFilters): void;
}

/** Search, category, status and order of the Business Profiles list. */
export function BusinessFiltersBar({ filters, onChange }: BusinessFiltersBarProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={filters.search}
        onValueChange={(search) => onChange({ ...filters, search })}
        data-testid="business-search"
      />
      <SelectField
        label="Category"
        data-testid="business-category-filter"
        value={filters.category}
        onValueChange={(value) => onChange({ ...filters, category: value })}
        options={CATEGORY_FILTER_OPTIONS}
      />
      <SelectField
        label="Status"
        data-testid="business-status-filter"
        value={filters.status}
        onValueChange={(value) => onChange({ ...filters, status: value })}
        options={STATUS_FILTER_OPTIONS}
      />
      <SelectField
        label="Sort by"
        data-testid="business-sort"
        value={filters.sort}
        onValueChange={(value) => onChange({ ...filters, sort: value })}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
