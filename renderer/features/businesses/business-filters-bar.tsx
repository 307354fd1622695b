import { BUSINESS_SORTS, type BusinessSort } from '../../../shared/contract/businesses';
import { BUSINESS_STATUSES, BUSINESS_STATUS_LABELS, type BusinessStatus } from '../../../shared/domain/business-status';
import type { BusinessCategory } from '../../../shared/domain/enums';
import { FormField } from '../../components/ui/form-field';
import { SearchField } from '../../components/ui/search-field';
import { Select } from '../../components/ui/select';
import { BUSINESS_SORT_LABELS, type BusinessFilters } from './business-filters';
import { CategoryOptions } from './category-options';

interface BusinessFiltersBarProps {
  filters: BusinessFilters;
  onChange(filters: BusinessFilters): void;
}

/** Search, category, status and order of the Business Profiles list. */
export function BusinessFiltersBar({ filters, onChange }: BusinessFiltersBarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchField
        label="Search businesses"
        placeholder="Name, city or phone"
        value={filters.search}
        onValueChange={(search) => onChange({ ...filters, search })}
        data-testid="business-search"
      />
      <FormField label="Category">
        {(field) => (
          <Select
            {...field}
            data-testid="business-category-filter"
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value as BusinessCategory | '' })}
          >
            <option value="">All categories</option>
            <CategoryOptions />
          </Select>
        )}
      </FormField>
      <FormField label="Status">
        {(field) => (
          <Select
            {...field}
            data-testid="business-status-filter"
            value={filters.status}
            onChange={(event) => onChange({ ...filters, status: event.target.value as BusinessStatus | '' })}
          >
            <option value="">All statuses</option>
            {BUSINESS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BUSINESS_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Sort by">
        {(field) => (
          <Select
            {...field}
            data-testid="business-sort"
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as BusinessSort })}
          >
            {BUSINESS_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {BUSINESS_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
