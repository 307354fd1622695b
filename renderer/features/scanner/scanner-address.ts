import { z } from 'zod';
import { citationFiltersToAddress, NO_CITATION_FILTERS } from '../citations/citation-filters';

// The scanner's chosen business lives in the address (?businessId=), so the citations screen and a
// batch's per-business outcomes link straight to one business's results. Anything but an id means all.

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The chosen business, or undefined for every business. */
export function scannerBusinessFromAddress(params: URLSearchParams): string | undefined {
  const businessId = params.get('businessId') ?? '';
  return isUuid(businessId) ? businessId : undefined;
}

export function scannerAddress(businessId: string | undefined): URLSearchParams {
  return new URLSearchParams(businessId ? { businessId } : {});
}

/** The scanner showing one business's latest scan. */
export function scannerPathForBusiness(businessId: string): string {
  return `/scanner?${scannerAddress(businessId).toString()}`;
}

/** Citation Monitoring narrowed to the business, to follow its issues up. */
export function citationsPathForBusiness(businessId: string): string {
  return `/citations?${citationFiltersToAddress({ ...NO_CITATION_FILTERS, businessId }).toString()}`;
}
