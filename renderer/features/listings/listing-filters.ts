import { z } from 'zod';
import { LISTING_STATUSES, type ListingStatus } from '../../../shared/domain/listing-status';
import { oneOf } from '../../lib/one-of';

// The Listings Management filters live in the address: other screens link to one business's
// listings with ?businessId=, and a filtered view survives a reload. Unusable values are ignored.

export interface ListingFilters {
  /** One business only; set by links from other screens, cleared with its chip. */
  businessId: string;
  search: string;
  status: ListingStatus | '';
  /** A directory's id in the provider's catalogue. */
  platform: string;
}

export const NO_LISTING_FILTERS: ListingFilters = { businessId: '', search: '', status: '', platform: '' };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function listingFiltersFromAddress(params: URLSearchParams): ListingFilters {
  const businessId = params.get('businessId') ?? '';
  return {
    businessId: isUuid(businessId) ? businessId : '',
    search: params.get('search') ?? '',
    status: oneOf(LISTING_STATUSES, params.get('status')) ?? '',
    platform: params.get('platform')?.trim().slice(0, 100) ?? '',
  };
}

/** Only the filters in use, in a fixed order. */
export function listingFiltersToAddress(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.businessId) params.set('businessId', filters.businessId);
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.platform) params.set('platform', filters.platform);
  return params;
}

export function listingFiltersNarrow(filters: ListingFilters): boolean {
  return filters.businessId !== '' || filters.search.trim() !== '' || filters.status !== '' || filters.platform !== '';
}

/** The list call's query: empty filters are left out rather than sent empty. */
export function listingListQuery(filters: ListingFilters) {
  return {
    businessId: filters.businessId || undefined,
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    platform: filters.platform || undefined,
  };
}

/** Where another screen links to show one business's listings. */
export function listingsPathForBusiness(businessId: string): string {
  return `/listings?${listingFiltersToAddress({ ...NO_LISTING_FILTERS, businessId }).toString()}`;
}
