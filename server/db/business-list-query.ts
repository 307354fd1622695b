import { and, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { BusinessSort } from '../../shared/contract/businesses';
import type { BusinessStatus } from '../../shared/domain/business-status';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { aToZ, newestFirst, type KeysetOrder } from './cursor';
import type { BusinessRecord } from './records';

// The business list's sorts and status filter as SQL both dialects share.

interface BusinessColumns {
  id: Column;
  name: Column;
  createdAt: Column;
  updatedAt: Column;
}

interface ListingColumns extends Table {
  businessId: Column;
  status: Column;
}

export function businessOrder(sort: BusinessSort, businesses: BusinessColumns): KeysetOrder<BusinessRecord> {
  switch (sort) {
    case 'updated':
      return newestFirst<BusinessRecord>('updated', businesses.updatedAt, businesses.id, (row) => row.updatedAt);
    case 'created':
      return newestFirst<BusinessRecord>('created', businesses.createdAt, businesses.id, (row) => row.createdAt);
    case 'name':
      return aToZ<BusinessRecord>('name', businesses.name, businesses.id, (row) => row.name);
  }
}

/** The status badge's rule (businessStatus in shared/domain) on the listings of each business row. */
export function businessStatusIs(
  status: BusinessStatus,
  businesses: BusinessColumns,
  listings: ListingColumns,
): SQL | undefined {
  const hasListing = (listingStatus: ListingStatus) =>
    sql`exists (select 1 from ${listings}
      where ${listings.businessId} = ${businesses.id} and ${listings.status} = ${listingStatus})`;
  const not = (condition: SQL) => sql`not ${condition}`;
  switch (status) {
    case 'issues':
      return hasListing('error');
    case 'active':
      return and(not(hasListing('error')), hasListing('published'));
    case 'pending':
      return and(not(hasListing('error')), not(hasListing('published')));
  }
}
