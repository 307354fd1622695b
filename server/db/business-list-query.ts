import { and, eq, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { BusinessSort } from '../../shared/contract/businesses';
import type { BusinessStatus } from '../../shared/domain/business-status';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { aToZ, afterCursorPlaceholders, cursorValues, newestFirst, type KeysetOrder } from './cursor';
import type { BusinessRecord } from './records';
import { isoTime, jsonObject } from './json-rows';
import type { BusinessListQuery, Dialect } from './repositories';
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

interface WrittenBusinessColumns extends BusinessTable {
  address: Column;
  state: Column;
  zipCode: Column;
  email: Column;
  website: Column;
  description: Column;
  hours: Column;
  dataAxleInfogroupId: Column;
  dataAxleMatchGrade: Column;
  dataAxleConfidenceScore: Column;
  dataAxleLastSynced: Column;
  dataAxleEnrichmentData: Column;
}

const ENRICHMENT_KEYS = ['employeeSize', 'annualRevenue', 'yearEstablished', 'socialMedia'] as const;

/**
 * The provider's enrichment as the contract names it: its four fields in the schema's order, absent
 * ones left out, anything else the provider stored dropped.
 */
function enrichmentJson(dialect: Dialect, data: Column): SQL {
  if (dialect === 'sqlite') {
    // Merging into {} drops the null members, as absent fields are.
    const fields = ENRICHMENT_KEYS.map((key) => sql`${sql.raw(`'${key}'`)}, ${data} -> ${sql.raw(`'$.${key}'`)}`);
    return sql`case when ${data} is null then null else json_patch('{}', json_object(${sql.join(fields, sql`, `)})) end`;
  }
  const fields = ENRICHMENT_KEYS.map((key) => sql`${data} -> ${sql.raw(`'${key}'`)} as ${sql.identifier(key)}`);
  return sql`case when ${data} is null then null else (select json_strip_nulls(row_to_json(r)) from (select ${sql.join(fields, sql`, `)}) as r) end`;
}

/**
 * The score as JavaScript writes the number. SQLite writes a whole real as 1.0: as an integer it writes 1.
 * PostgreSQL's numeric(3, 2) writes 0.80: as a double it writes 0.8.
 */
function confidenceJson(dialect: Dialect, score: Column): SQL {
  return dialect === 'sqlite'
    ? sql`case when ${score} = cast(${score} as integer) then cast(${score} as integer) else ${score} end`
    : sql`${score}::float8`;
}

/**
 * A business of the list as the contract's Business up to its listing counts, without the closing brace:
 * what businesses.written_json keeps (toBusiness on the record path).
 */
export function businessJsonHead(dialect: Dialect, businesses: WrittenBusinessColumns): SQL<string> {
  const json = jsonObject(dialect, [
    ['id', businesses.id],
    ['name', businesses.name],
    ['category', businesses.category],
    ['address', businesses.address],
    ['city', businesses.city],
    ['state', businesses.state],
    ['zipCode', businesses.zipCode],
    ['phone', businesses.phone],
    ['email', businesses.email],
    ['website', businesses.website],
    ['description', businesses.description],
    // PostgreSQL writes jsonb with spaces; re-read as json, stripping writes it without.
    ['hours', dialect === 'sqlite' ? sql`${businesses.hours}` : sql`json_strip_nulls(${businesses.hours}::json)`, 'json'],
    ['dataAxleInfogroupId', businesses.dataAxleInfogroupId],
    ['dataAxleMatchGrade', businesses.dataAxleMatchGrade],
    ['dataAxleConfidenceScore', confidenceJson(dialect, businesses.dataAxleConfidenceScore)],
    ['dataAxleLastSynced', isoTime(dialect, businesses.dataAxleLastSynced)],
    ['dataAxleEnrichmentData', enrichmentJson(dialect, businesses.dataAxleEnrichmentData), 'json'],
    ['createdAt', isoTime(dialect, businesses.createdAt)],
    ['updatedAt', isoTime(dialect, businesses.updatedAt)],
  ]);
  // The object's last value is a time, so its only closing brace is the last character.
  return sql<string>`rtrim(${json}, '}')`;
}

/** The counts the listings' triggers keep on each business's row (migration 0019). */
interface KeptListingCounts {
  listingTotal: Column;
  listingPublished: Column;
  listingError: Column;
  listingWaiting: Column;
}

/**
 * A business's listing counts (listingCounts in aggregates) as the list appends them to its kept JSON: a
 * JSON object, as text, from the business's own row. Counting the listings in the page's statement cost
 * SQLite's page three-fifths of its time; looking them up in a table of their own, PostgreSQL's a quarter.
 */
export function listingCountsText(businesses: KeptListingCounts): SQL<string> {
  const fields = [
    ['total', businesses.listingTotal],
    ['published', businesses.listingPublished],
    ['error', businesses.listingError],
    ['waiting', businesses.listingWaiting],
  ] as const;
  return sql<string>`${sql.join(
    fields.map(([key, column], i) => sql`${sql.raw(`'${i === 0 ? '{' : ','}"${key}":'`)} || ${column}`),
    sql` || `,
  )} || '}'`;
}
