import { and, asc, desc, eq, gt, lt, lte, or, Param, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Page } from './records';

/** A cursor that was not made by this order's encodeCursor: the caller's mistake, answered with 400. */
export class CursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'CursorError';
  }
}

/** The sort value and id of the last row of a page, where the next page starts. */
export interface CursorKey<V extends Date | string> {
  value: V;
  id: string;
}

/**
 * How a paged list is ordered: by a time, newest first, or by a text, A to Z ignoring case; ties by id.
 * Its name is written into each cursor, so a cursor made for another order is refused, not misread.
 */
export interface KeysetOrder<T, V extends Date | string = Date | string> {
  name: string;
  kind: V extends Date ? 'newest' : 'aToZ';
  column: Column;
  id: Column;
  keyOf(row: T): CursorKey<V>;
}

/** Newest first by a time column. */
export function newestFirst<T extends { id: string }>(
  name: string,
  column: Column,
  id: Column,
  timeOf: (row: T) => Date,
): KeysetOrder<T, Date> {
  return { name, kind: 'newest', column, id, keyOf: (row) => ({ value: timeOf(row), id: row.id }) };
}

/** A to Z by a text column, ignoring case as the database's lower() does. */
export function aToZ<T extends { id: string }>(
  name: string,
  column: Column,
  id: Column,
  textOf: (row: T) => string,
): KeysetOrder<T, string> {
  return { name, kind: 'aToZ', column, id, keyOf: (row) => ({ value: textOf(row), id: row.id }) };
}

/** The usual order of a list: newest created first. */
export function newestCreatedFirst<T extends { id: string; createdAt: Date }>(table: {
  createdAt: Column;
  id: Column;
}): KeysetOrder<T, Date> {
  return newestFirst<T>('created', table.createdAt, table.id, (row) => row.createdAt);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^([a-z]+):([\\s\\S]*):(${UUID})$`);
const TIME = /^\d{1,16}$/;
// The latest time a Date can hold; both dialects can store it.
const MAX_TIME = 8.64e15;

export function encodeCursor<V extends Date | string>(order: KeysetOrder<unknown, V>, key: CursorKey<V>): string {
  return encodeCursorText(order, key.value instanceof Date ? String(key.value.getTime()) : key.value, key.id);
}

/** encodeCursor from the value as the cursor writes it: a time's epoch milliseconds, or the text. */
export function encodeCursorText(order: Pick<KeysetOrder<never>, 'name'>, value: string, id: string): string {
  return Buffer.from(`${order.name}:${value}:${id}`).toString('base64url');
}

export function decodeCursor(order: KeysetOrder<never>, cursor: string): CursorKey<Date | string> {
  // Only uuids, times in range and text without NUL reach SQL, where anything else would fail as a 500.
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || match[1] !== order.name) throw new CursorError();
  const [, , value = '', id = ''] = match;
  if (order.kind === 'aToZ') {
    if (value.includes('\0')) throw new CursorError();
    return { value, id };
  }
  if (!TIME.test(value) || Number(value) > MAX_TIME) throw new CursorError();
  return { value: new Date(Number(value)), id };
}

/** The text the aToZ order compares: the same function on the column and on the cursor's value. */
const caseless = (text: Column | string | Param): SQL => sql`lower(${text})`;

/** ORDER BY for the order. */
export function sortBy(order: KeysetOrder<never>): SQL[] {
  return order.kind === 'newest'
    ? [desc(order.column), asc(order.id)]
    : [asc(caseless(order.column)), asc(order.id)];
}

/**
 * Rows strictly after the cursor in the order; no condition without a cursor. The bound on the sort
 * value alone (`<=`, `>=`) lets the order's index seek to the cursor instead of reading every row before it.
 */
export function afterCursor(order: KeysetOrder<never>, cursor: string | undefined): SQL | undefined {
  return cursor ? afterKey(order, decodeCursor(order, cursor)) : undefined;
}

/** The values a prepared `afterCursorPlaceholders` condition takes. */
export function cursorValues(order: KeysetOrder<never>, cursor: string): { cursorValue: Date | string; cursorId: string } {
  const last = decodeCursor(order, cursor);
  return { cursorValue: last.value, cursorId: last.id };
}

/** afterCursor for a prepared statement: the cursor's value and id are the placeholders of cursorValues. */
export function afterCursorPlaceholders(order: KeysetOrder<never>): SQL {
  // The order's own column encodes the value, as it would a literal (a time as the dialect stores it).
  return afterKey(order, { value: new Param(sql.placeholder('cursorValue'), order.column), id: sql.placeholder('cursorId') });
}

function afterKey(order: KeysetOrder<never>, last: { value: Date | string | Param; id: string | Placeholder }): SQL {
  const tie = (same: SQL) => and(same, gt(order.id, last.id))!;
  if (order.kind === 'newest') {
    return and(lte(order.column, last.value), or(lt(order.column, last.value), tie(eq(order.column, last.value))))!;
  }
  const value = caseless(order.column);
  const lastValue = caseless(last.value as string | Param);
  return and(sql`${value} >= ${lastValue}`, or(sql`${value} > ${lastValue}`, tie(sql`${value} = ${lastValue}`)))!;
}

/** Rows fetched with limit + 1: the extra row only tells that another page exists. */
export function toPage<K, T extends K>(order: KeysetOrder<K>, rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(order, order.keyOf(last)) : null };
}
