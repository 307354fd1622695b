import { and, eq, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { ListingListQuery } from './repositories';
import { containsText } from './text-search';

// The listing list's filters as SQL both dialects share.

interface ListingColumns {
  organizationId: Column;
  businessId: Column;
  status: Column;
  platform: Column;
}

interface BusinessColumns extends Table {
  id: Column;
  organizationId: Column;
  name: Column;
}

/**
 * The filters on the listings table alone: the search on the business's name is a subquery, so counting
 * needs no join and the database starts from the few businesses that match rather than every listing.
 */
export function listingFilters(
  query: Omit<ListingListQuery, 'limit' | 'cursor'>,
  listings: ListingColumns,
  businesses: BusinessColumns,
  like: 'like' | 'ilike',
): SQL | undefined {
  const nameContains = containsText(like, [businesses.name], query.search);
  return and(
    eq(listings.organizationId, query.organizationId),
    query.businessId ? eq(listings.businessId, query.businessId) : undefined,
    query.status ? eq(listings.status, query.status) : undefined,
    query.platform ? eq(listings.platform, query.platform) : undefined,
    nameContains &&
      sql`${listings.businessId} in (select ${businesses.id} from ${businesses}
        where ${businesses.organizationId} = ${query.organizationId} and ${nameContains})`,
  );
}
