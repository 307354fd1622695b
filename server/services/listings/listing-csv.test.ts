import { describe, expect, it } from 'vitest';
import type { ListingWithBusiness } from '../../db/records';
import { LISTING_CSV_HEADER, listingCsvRecord } from './listing-csv';

describe('listing export rows', () => {
  it('writes the business, directory, status, profile, last sync as ISO and the error', () => {
    const listing: ListingWithBusiness = {
      id: 'listing',
      organizationId: 'org',
      businessId: 'business',
      businessName: 'Blue Door Cafe',
      platform: 'yelp',
      platformId: null,
      status: 'error',
      profileUrl: null,
      additionalUrls: [],
      lastSyncAt: new Date('2024-05-06T07:08:09.000Z'),
      errorMessage: 'Rejected: phone mismatch',
      dataAxleSubmissionId: null,
      dataAxleBatchId: null,
      dataAxleDirectory: null,
      publishedAt: null,
      createdAt: new Date('2024-01-02T03:04:05.000Z'),
      updatedAt: new Date('2024-01-02T03:04:05.000Z'),
    };
    expect(LISTING_CSV_HEADER).toEqual(['Business', 'Directory ID', 'Status', 'Profile URL', 'Last Sync', 'Error Message']);
    expect(listingCsvRecord(listing)).toEqual([
      'Blue Door Cafe',
      'yelp',
      'error',
      '',
      '2024-05-06T07:08:09.000Z',
      'Rejected: phone mismatch',
    ]);
  });
});
