import type { Listing } from '../../shared/contract/listings';
import type { NamedListing } from '../services/listings/listing-service';

// Listings become API shapes here: dates become ISO strings.

export function toListing(listing: NamedListing): Listing {
  return {
    id: listing.id,
    businessId: listing.businessId,
    businessName: listing.businessName,
    platform: listing.platform,
    directoryName: listing.directoryName,
    status: listing.status,
    profileUrl: listing.profileUrl,
    lastSyncAt: listing.lastSyncAt?.toISOString() ?? null,
    errorMessage: listing.errorMessage,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}
