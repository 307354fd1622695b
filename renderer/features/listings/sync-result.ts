import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteResponse } from '../../../shared/contract/route';

/** The toast under 'Listings synced successfully': what the provider was asked and what it said. */
export function syncedDescription(result: Pick<RouteResponse<typeof contractTypes.listings.sync>, 'checked' | 'published' | 'errors'>): string {
  if (result.checked === 0) return 'No submitted or published listings to check yet.';
  const checked = `${result.checked} ${result.checked === 1 ? 'listing' : 'listings'} checked`;
  return `${checked}: ${result.published} published, ${result.errors} with errors.`;
}
