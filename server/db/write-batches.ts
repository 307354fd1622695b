import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { NewListing } from './records';

// Bulk writes split into statements the database accepts, and grouped so that few statements do.

/** The most parameters one statement may bind: better-sqlite3's SQLITE_MAX_VARIABLE_NUMBER, PostgreSQL's protocol limit. */
export const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;
// Left for the parameters a statement binds besides its rows (an upsert's set, a where).
const RESERVED_PARAMETERS = 64;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Rows per multi-row insert into the table: each row binds at most one parameter per column. */
export function insertChunks<T>(table: Table, rows: readonly T[], maxParameters: number): T[][] {
  const columnCount = Object.keys(getTableColumns(table)).length;
  return chunks(rows, Math.floor((maxParameters - RESERVED_PARAMETERS) / columnCount));
}

/** Ids per `id in (...)`, with room for the statement's other parameters. */
export function idChunks(ids: readonly string[], maxParameters: number): string[][] {
  return chunks(ids, maxParameters - RESERVED_PARAMETERS);
}

/** One row per key, a later row's given fields overriding an earlier one's: a statement may touch a row only once. */
export function mergeByKey<T extends object>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const earlier = merged.get(key);
    merged.set(key, earlier ? Object.assign({}, earlier, given(row)) : row);
  }
  return [...merged.values()];
}

function given(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
}

/** Rows grouped by which fields they give, so one upsert per group updates exactly those fields. */
export function groupByGivenFields<T extends object>(rows: readonly T[]): { fields: string[]; rows: T[] }[] {
  const groups = new Map<string, { fields: string[]; rows: T[] }>();
  for (const row of rows) {
    const fields = Object.keys(given(row)).sort();
    const key = fields.join(',');
    const group = groups.get(key) ?? { fields, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Updates that make the same changes, so each group is one `update ... where id in (...)`. */
export function groupIdenticalChanges<C extends object>(
  updates: readonly { id: string; changes: C }[],
): { changes: C; ids: string[] }[] {
  const groups = new Map<string, { changes: C; ids: string[] }>();
  for (const { id, changes } of updates) {
    if (Object.keys(given(changes)).length === 0) continue;
    const key = JSON.stringify(changes);
    const group = groups.get(key) ?? { changes, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A row's id and the fields it changes. */
export interface RowChanges {
  id: string;
  [field: string]: unknown;
}

/**
 * Each row's changes, grouped by the fields they give so that each group is one `update ... from (values ...)`
 * per chunk: one statement, one round trip, for a batch of different changes. A later change of the same
 * row overrides an earlier one's fields; rows that change nothing are left out.
 */
export function changesByFields<C extends object>(updates: readonly { id: string; changes: C }[]): { fields: string[]; rows: RowChanges[] }[] {
  const rows = mergeByKey(
    updates.map(({ id, changes }): RowChanges => ({ ...changes, id })),
    (row) => row.id,
  );
  return groupByGivenFields(rows)
    .map((group) => ({ fields: group.fields.filter((field) => field !== 'id'), rows: group.rows }))
    .filter((group) => group.fields.length > 0);
}

/** Rows per `update ... from (values ...)`: each row binds its id and one parameter per field. */
export function valuesChunks<T>(rows: readonly T[], fieldCount: number, maxParameters: number): T[][] {
  return chunks(rows, Math.floor((maxParameters - RESERVED_PARAMETERS) / (fieldCount + 1)));
}

/** A listing is its business's on one platform: an upsert never moves it. */
export const LISTING_IDENTITY: readonly (keyof NewListing)[] = ['organizationId', 'businessId', 'platform'];

/** An upsert's `set`: each given field but the row's identity takes the value the conflicting insert proposed. */
export function fromExcluded(table: Table, fields: readonly string[], identity: readonly string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    fields.flatMap((field) => {
      const column = columns[field];
      return column && !identity.includes(field) ? [[field, sql`excluded.${sql.identifier(column.name)}`]] : [];
    }),
  );
}
