import { BUSINESS_SORTS, type BusinessSort } from '../../../shared/domain/business-lists';
import { BUSINESS_STATUSES, type BusinessStatus } from '../../../shared/domain/business-status';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../../shared/domain/enums';
import { oneOf } from '../../lib/one-of';

// The Business Profiles filters live in the address, so a filtered list can be linked, reloaded
// and left with Back. Only values the contract accepts are read; anything else means "no filter".

export interface BusinessFilters {
  search: string;
  category: BusinessCategory | '';
  status: BusinessStatus | '';
  sort: BusinessSort;
}

export const DEFAULT_BUSINESS_SORT: BusinessSort = 'updated';

export const NO_BUSINESS_FILTERS: BusinessFilters = { search: '', category: '', status: '', sort: DEFAULT_BUSINESS_SORT };

export const BUSINESS_SORT_LABELS: Record<BusinessSort, string> = {
  updated: 'Last updated',
  name: 'Name',
  created: 'Newest',
};

export function businessFiltersFromAddress(params: URLSearchParams): BusinessFilters {
  return {
    search: params.get('search') ?? '',
    category: oneOf(BUSINESS_CATEGORIES, params.get('category')) ?? '',
    status: oneOf(BUSINESS_STATUSES, params.get('status')) ?? '',
    sort: oneOf(BUSINESS_SORTS, params.get('sort')) ?? DEFAULT_BUSINESS_SORT,
  };
}

/** Only what differs from the defaults, so the plain list keeps the plain address. */
export function businessFiltersToAddress(filters: BusinessFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== DEFAULT_BUSINESS_SORT) params.set('sort', filters.sort);
  return params;
}

/** Whether the filters narrow the list (the sort only orders it). */
export function businessFiltersNarrow(filters: BusinessFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.status !== '';
}

/** The list call's query: empty filters are left out rather than sent empty. */
export function businessListQuery(filters: BusinessFilters) {
  return {
    search: filters.search.trim() || undefined,
    category: filters.category || undefined,
    status: filters.status || undefined,
    sort: filters.sort,
  };
}
