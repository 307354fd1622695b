import type { ListingWithBusiness } from '../../db/records';

// The layout of the listings CSV, which export writes and nothing reads back.

export const LISTING_CSV_HEADER: readonly string[] = ['Business', 'Directory ID', 'Status', 'Profile URL', 'Last Sync', 'Error Message'];

/** A listing as an export row, in LISTING_CSV_HEADER's order. */
export function listingCsvRecord(listing: ListingWithBusiness): string[] {
  return [
    listing.businessName,
    listing.platform,
    listing.status,
    listing.profileUrl ?? '',
    listing.lastSyncAt?.toISOString() ?? '',
    listing.errorMessage ?? '',
  ];
}
