import { and, eq, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { BusinessSort } from '../../shared/contract/businesses';
import type { BusinessStatus } from '../../shared/domain/business-status';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { aToZ, afterCursorPlaceholders, cursorValues, newestFirst, type KeysetOrder } from './cursor';
import type { BusinessRecord } from './records';
import type { BusinessListQuery } from './repositories';
import { containsPattern, containsPlaceholder, foldsCase } from './text-search';

// The business list's sorts and status filter as SQL both dialects share.

interface BusinessColumns {
  id: Column;
  name: Column;
  createdAt: Column;
  updatedAt: Column;
}

interface BusinessTable extends BusinessColumns {
  organizationId: Column;
  category: Column;
  city: Column;
  phone: Column;
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

/**
 * A page of the business list as prepared statements: `shape` names the conditions the page query
 * has and `filterShape` those its filtered total counts (each shape is prepared once), `values` fills
 * their placeholders, `filters` builds the list's condition and `where` adds the cursor's to it.
 */
export function businessPage(query: BusinessListQuery, operator: 'like' | 'ilike', businesses: BusinessTable, listings: ListingColumns) {
  const { organizationId, search, category, status, sort, limit, cursor } = query;
  const order = businessOrder(sort, businesses);
  const foldCase = search !== undefined && foldsCase(operator, search);
  const filterShape = [search ? `search${foldCase ? 'folded' : ''}` : '', category ? 'category' : '', status ?? ''].join('_');
  const filters = () =>
    and(
      eq(businesses.organizationId, sql.placeholder('organizationId')),
      search ? containsPlaceholder(operator, [businesses.name, businesses.city, businesses.phone], 'pattern', foldCase) : undefined,
      category ? eq(businesses.category, sql.placeholder('category')) : undefined,
      status ? businessStatusIs(status, businesses, listings) : undefined,
    );
  return {
    order,
    filterShape,
    shape: [sort, cursor ? 'after' : '', filterShape].join('_'),
    values: {
      organizationId,
      limit: limit + 1,
      ...(cursor ? cursorValues(order, cursor) : {}),
      ...(search ? { pattern: containsPattern(search) } : {}),
      ...(category ? { category } : {}),
    },
    filters,
    where: () => and(filters(), cursor ? afterCursorPlaceholders(order) : undefined),
  };
}
