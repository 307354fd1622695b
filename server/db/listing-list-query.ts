import { and, eq, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { closedWithDirectoryName, isoTime, jsonObject } from './json-rows';
import type { Dialect, ListingListQuery } from './repositories';
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

interface WrittenListingColumns extends ListingColumns {
  id: Column;
  profileUrl: Column;
  lastSyncAt: Column;
  errorMessage: Column;
  createdAt: Column;
  updatedAt: Column;
}

/**
 * What a listing keeps as its writtenJson: the contract's Listing as the list sends it (toListing on the
 * record path) up to its last field, directoryName, without the closing brace. The business's name is
 * read by id, so neither the list nor a fill joins businesses.
 */
export function listingJsonHead(dialect: Dialect, listings: WrittenListingColumns, businesses: BusinessColumns): SQL<string> {
  const json = jsonObject(dialect, [
    ['id', listings.id],
    ['businessId', listings.businessId],
    ['businessName', sql`(select ${businesses.name} from ${businesses} where ${businesses.id} = ${listings.businessId})`],
    ['platform', listings.platform],
    ['status', listings.status],
    ['profileUrl', listings.profileUrl],
    ['lastSyncAt', isoTime(dialect, listings.lastSyncAt)],
    ['errorMessage', listings.errorMessage],
    ['createdAt', isoTime(dialect, listings.createdAt)],
    ['updatedAt', isoTime(dialect, listings.updatedAt)],
  ]);
  // The object's last value is a time, so its only closing brace is the last character.
  return sql<string>`rtrim(${json}, '}')`;
}

/**
 * A listing of the list as the contract's Listing: its writtenJson, built here when it has none yet, then
 * its directory's name from `names`, the catalogue's JSON object of names by id (directoryNamesJson).
 */
export function listingJson(
  dialect: Dialect,
  listings: WrittenListingColumns & { writtenJson: Column },
  businesses: BusinessColumns,
  names: SQL,
): SQL<string> {
  const stored = sql`coalesce(${listings.writtenJson}, ${listingJsonHead(dialect, listings, businesses)})`;
  return closedWithDirectoryName(dialect, stored, 'directoryName', listings.platform, names);
}
