import type { Business } from '../../../shared/contract/businesses';
import { oneOf } from '../../lib/one-of';

// Business Matching's filters live in the address, as Business Profiles' do. The search goes to
// the server; whether a business is enhanced is decided here, on the loaded businesses.

export const ENHANCEMENT_FILTERS = ['all', 'not-enhanced', 'enhanced'] as const;
export type EnhancementFilter = (typeof ENHANCEMENT_FILTERS)[number];

export const ENHANCEMENT_FILTER_LABELS: Record<EnhancementFilter, string> = {
  all: 'All businesses',
  'not-enhanced': 'Not enhanced',
  enhanced: 'Enhanced',
};

export interface MatchingFilters {
  search: string;
  enhancement: EnhancementFilter;
}

export const NO_MATCHING_FILTERS: MatchingFilters = { search: '', enhancement: 'all' };

export function matchingFiltersFromAddress(params: URLSearchParams): MatchingFilters {
  return { search: params.get('search') ?? '', enhancement: oneOf(ENHANCEMENT_FILTERS, params.get('enhancement')) ?? 'all' };
}

/** Only what differs from the defaults, so the plain screen keeps the plain address. */
export function matchingFiltersToAddress(filters: MatchingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.enhancement !== 'all') params.set('enhancement', filters.enhancement);
  return params;
}

export function matchingFiltersNarrow(filters: MatchingFilters): boolean {
  return filters.search.trim() !== '' || filters.enhancement !== 'all';
}

export function passesEnhancementFilter(business: Pick<Business, 'dataAxleInfogroupId'>, filter: EnhancementFilter): boolean {
  if (filter === 'all') return true;
  return (business.dataAxleInfogroupId !== null) === (filter === 'enhanced');
}
