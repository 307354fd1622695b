import { and, gt, inArray, isNull, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { encodeCursorText, type KeysetOrder } from './cursor';
import type { Dialect } from './repositories';
import type { SqlDialect } from './sql-dialect';
import { idChunks } from './write-batches';

// List pages the database writes as JSON, row by row, in the contract's shape: Node then neither builds
// the rows' values nor stringifies them. Each object names its fields one by one, in the contract
// schema's key order, so nothing the contract does not name is written (routes/written-pages.test.ts holds both
// dialects to the schema-parsed answer of the record path).

/** A field of a written object: its key and its value, with how the value is written. */
export type JsonField = readonly [key: string, value: SQL | Column, kind?: 'json' | 'boolean'];

/**
 * An object of the fields, in their order, as JSON text. SQLite: json_object (a nested value passed
 * through json(), as subqueries lose its JSON subtype; booleans, stored as 0 and 1, spelled out).
 * PostgreSQL: row_to_json of a one-row select, which writes without spaces, unlike json_build_object.
 */
export function jsonObject(dialect: Dialect, fields: readonly JsonField[]): SQL {
  if (dialect === 'sqlite') {
    const parts = fields.map(([key, value, kind]) => {
      const written =
        kind === 'json' ? sql`json(${value})` : kind === 'boolean' ? sql`json(case when ${value} then 'true' else 'false' end)` : value;
      return sql`${sql.raw(quoteText(key))}, ${written}`;
    });
    return sql`json_object(${sql.join(parts, sql`, `)})`;
  }
  const columns = fields.map(([key, value, kind]) => sql`${kind === 'json' ? sql`(${value})::json` : value} as ${sql.identifier(key)}`);
  return sql`(select row_to_json(r)::text from (select ${sql.join(columns, sql`, `)}) as r)`;
}

const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A time as Date.toISOString writes it (UTC, milliseconds, Z); null stays null. SQLite keeps epoch
 * milliseconds: its unixepoch modifier rounds seconds * 1000 to the millisecond, so seconds as a real
 * give %f's milliseconds exactly, times before 1970 too, in one call. PostgreSQL keeps milliseconds
 * (precision 3), which MS writes exactly.
 */
export function isoTime(dialect: Dialect, column: Column | SQL): SQL<string | null> {
  if (dialect === 'sqlite') return sql<string | null>`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`;
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * What a page's cursor holds of its last row: epoch milliseconds for a time order (as the record path's
 * Date.getTime()), the text itself for an A to Z one.
 */
export function cursorValueOf(dialect: Dialect, order: KeysetOrder<never>): SQL {
  if (order.kind === 'aToZ') return sql`${order.column}`;
  return dialect === 'sqlite' ? sql`${order.column}` : sql`(extract(epoch from ${order.column}) * 1000)::bigint::text`;
}

/**
 * The three columns a written page reads per row: the row's JSON, its cursor value and its id. Read
 * with limit + 1 rows: the extra one only tells that another page exists.
 */
export function writtenRow(dialect: Dialect, order: KeysetOrder<never>, json: SQL) {
  return { json: sql<string>`${json}`, cursorValue: sql<string | number>`${cursorValueOf(dialect, order)}`, id: sql<string>`${order.id}` };
}

/** A row as writtenRow reads it; null JSON for a row gone before its JSON was built, which holds its place only. */
interface WrittenRow {
  json: string | null;
  cursorValue: string | number;
  id: string;
}

/** A page's items as one JSON array, and the cursor of the next page (null on the last). */
export function writtenPage(order: KeysetOrder<never>, rows: readonly WrittenRow[], limit: number): { items: string; nextCursor: string | null } {
  const items = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursorText(order, String(last.cursorValue), last.id) : null;
  return { items: `[${items.flatMap((row) => (row.json === null ? [] : [row.json])).join(',')}]`, nextCursor };
}

/**
 * SQLite's value at `key` of a JSON object, by a quoted path (its parsed JSON cached for the statement);
 * null for a key with a quote in it, which no path can name.
 */
export function sqliteJsonKey(json: SQL, operator: '->' | '->>', key: Column): SQL {
  return sql`case when instr(${key}, '"') = 0 then ${json} ${sql.raw(operator)} ('$."' || ${key} || '"') end`;
}

/**
 * A directory name by platform id, from a JSON object of names (the catalogue); the id itself when absent.
 * SQLite looks the id up by a quoted path (its parsed JSON cached for the statement, where json_each
 * would parse it for every row); an id with a quote in it, which no path can name, shows as itself.
 * PostgreSQL parses the names once per statement (an uncorrelated subquery), not once per row.
 */
export function directoryNameOf(dialect: Dialect, platform: Column, names: SQL): SQL<string> {
  return dialect === 'sqlite'
    ? sql<string>`coalesce(${sqliteJsonKey(names, '->>', platform)}, ${platform})`
    : sql<string>`coalesce((select (${names})::jsonb) ->> ${platform}, ${platform})`;
}

/**
 * A table's JSON kept on write (its written_json column, which triggers set back to null): `head` builds
 * a row's. `fill` writes that of the rows `where` picks, written or not: a test of the column would match
 * the index of unwritten rows, whose many entries a planner may walk instead of the few rows meant.
 */
export function keptJson(d: SqlDialect, table: Table & { id: Column; writtenJson: Column; updatedAt?: Column }, head: SQL<string>) {
  type Update = Pick<SqlDialect['db'], 'update'>;
  // An updated_at the query builder would set on every update keeps its value: the JSON is not a change.
  const unchanged = table.updatedAt ? { updatedAt: sql`${table.updatedAt}` } : {};
  const fill = (where: SQL | undefined, executor: Update = d.db) =>
    (executor.update(table as never) as unknown as { set(values: object): { where(where: SQL | undefined): FillStatement } })
      .set({ writtenJson: head, ...unchanged })
      .where(where);
  return {
    fill,
    /** The JSON of rows not written yet, built as a fill would write it, by id. */
    async heads(ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
      const chunks = await Promise.all(
        idChunks([...ids], d.maxParameters).map(
          (chunk) => d.db.select({ id: sql<string>`${table.id}`, head }).from(table as never).where(inArray(table.id, chunk)) as Promise<{ id: string; head: string }[]>,
        ),
      );
      return new Map(chunks.flat().map(({ id, head: built }) => [id, built]));
    },
    /**
     * Writes the missing JSON of up to `limit` rows after the id `after`, in id order: a caller walks the
     * table once, so a row a trigger marks again as it is written cannot hold it in a loop. On PostgreSQL
     * it takes its rows in id order and passes over those another transaction holds (a later round writes
     * them): a write holding several of them in id order, as listing writes hold their businesses, would
     * otherwise meet it crosswise.
     */
    async writeMissing(limit: number, after?: string): Promise<{ written: number; last: string | null }> {
      const first = d.db
        .select({ id: sql`${table.id}` })
        .from(table as never)
        .where(and(isNull(table.writtenJson), after === undefined ? undefined : gt(table.id, after)))
        .orderBy(sql`${table.id}`)
        .limit(limit);
      const missing = d.name === 'postgres' ? first.for('no key update', { skipLocked: true }) : first;
      const rows = await fill(and(isNull(table.writtenJson), inArray(table.id, missing))).returning({ id: table.id });
      const ids = rows.map((row) => String(row.id)).sort();
      return { written: ids.length, last: ids.at(-1) ?? null };
    },
  };
}

interface FillStatement extends PromiseLike<unknown> {
  returning(columns: { id: Column }): Promise<{ id: unknown }[]>;
}

/**
 * Closes a row's kept JSON with its directory's name under `key`, from the catalogue's names (directoryNamesJson's
 * text), which are parsed once for the same text.
 */
export function directoryNameCloser(key: string): (directoryNames: string) => (stored: string, platform: string) => string {
  let last: { json: string; names: ReadonlyMap<string, string> } | undefined;
  const close = fieldCloser(key);
  return (json) => {
    if (last?.json !== json) last = { json, names: new Map(Object.entries(JSON.parse(json) as Record<string, string>)) };
    const { names } = last;
    return (stored, platform) => close(stored, JSON.stringify(names.get(platform) ?? platform));
  };
}

/** Closes a row's kept JSON (the object up to its last field, without the closing brace) with that field, `key`, given as JSON. */
export function fieldCloser(key: string): (stored: string, value: string) => string {
  const field = `,${JSON.stringify(key)}:`;
  return (stored, value) => `${stored}${field}${value}}`;
}

/** The columns a stored page reads: the kept text (null when not written yet), the page's total, and what closes the text. */
interface StoredColumns {
  stored: Column;
  total: SQL<number | null>;
  last: SQL | Column;
}

/**
 * Prepares a page of JSON kept on write, run with its placeholders' values, the page's length and `close`,
 * which finishes each row's kept text with the value `last` read. The rows without kept text are built by
 * `build`, in a second statement for them only: in the page's own statement, the expression that builds
 * one doubled its cost on SQLite and cost PostgreSQL a third more, even on rows it never built. SQLite's
 * prepared statements read the rows as arrays; PostgreSQL's as the driver's records.
 */
export function preparedStoredPage(
  d: SqlDialect,
  order: KeysetOrder<never>,
  { stored, total, last }: StoredColumns,
  rows: PageRows,
  name: string,
  build: (ids: string[]) => Promise<ReadonlyMap<string, string>>,
): (values: Record<string, unknown>, limit: number, close: (stored: string, last: string) => string) => Promise<WrittenListPage> {
  const id = d.name === 'sqlite' ? sql<string>`${order.id}` : sql<string>`${order.id}::text`;
  // Named, so PostgreSQL's rows come back as records the driver keys by name, which the query builder
  // need not map field by field: mapping them was a tenth of the server's time per list request.
  const columns = {
    stored: sql<string | null>`${stored}`.as('stored'),
    cursorValue: sql<string | number>`${cursorValueOf(d.name, order)}`.as('cursor_value'),
    id: id.as('id'),
    total: total.as('total'),
    last: sql<string>`${last}`.as('last'),
  };
  type Row = [string | null, string | number, string, number | null, string];
  type Named = { stored: string | null; cursor_value: string; id: string; total: number | null; last: string };
  const prepared = rows(columns).prepare(name);
  const read: (values: Record<string, unknown>) => Promise<Row[]> =
    d.name === 'sqlite'
      ? async (values) => (prepared as { values(values: Record<string, unknown>): Row[] }).values(values)
      : async (values) =>
          (await (prepared as { all(values: Record<string, unknown>): Promise<Named[]> }).all(values)).map(
            (row): Row => [row.stored, row.cursor_value, row.id, row.total, row.last],
          );
  return async (values, limit, close) => {
    const found = await read(values);
    const missing = found.filter(([text]) => text === null).map(([, , rowId]) => rowId);
    const built = missing.length > 0 ? await build(missing) : new Map<string, string>();
    // A row deleted between the two statements is left out, as a read a moment later would leave it; its
    // place still counts toward the page's length and cursor.
    const items = found.map(([text, cursorValue, rowId, , value]) => {
      const kept = text ?? built.get(rowId);
      return { json: kept === undefined ? null : close(kept, value), cursorValue, id: rowId };
    });
    return { ...writtenPage(order, items, limit), total: found[0]?.[3] ?? null };
  };
}

/**
 * A row's kept JSON (`stored`: the object up to its last field, without the closing brace) closed with
 * that field, `key`: the directory's name from `names`, the catalogue's JSON object of names by id.
 */
export function closedWithDirectoryName(dialect: Dialect, stored: SQL, key: string, platform: Column, names: SQL): SQL<string> {
  const name = directoryNameOf(dialect, platform, names);
  const quoted = dialect === 'sqlite' ? sql`json_quote(${name})` : sql`to_json(${name}::text)::text`;
  return sql<string>`${stored} || ${sql.raw(`',"${key}":'`)} || ${quoted} || '}'`;
}

/** The catalogue's names as the JSON object directoryNameOf reads; the last of a repeated id wins, as in a Map. */
export function directoryNamesJson(directories: readonly { id: string; name: string }[]): string {
  return JSON.stringify(Object.fromEntries(directories.map(({ id, name }) => [id, name])));
}

/** A page's rows selected with the given columns, ordered and limited (to limit + 1), ready to prepare. */
type PageRows = (columns: Record<string, SQL | SQL.Aliased>) => { prepare(name: string): unknown };

/** A written page as a list route sends it, with the kept total when the statement read one. */
export type WrittenListPage = { items: string; nextCursor: string | null; total: number | null };
