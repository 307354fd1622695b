import { and, asc, desc, eq, gt, lt, or, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Page } from './records';

/** A cursor that was not made by encodeCursor: the caller's mistake, answered with 400. */
export class CursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'CursorError';
  }
}

/** The (createdAt, id) of the last row of a page, where the next page starts. */
export interface CursorKey {
  createdAt: Date;
  id: string;
}

const KEY = /^(\d{1,16}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
// The latest time a Date can hold; both dialects can store it.
const MAX_TIME = 8.64e15;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(`${key.createdAt.getTime()}:${key.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorKey {
  // Only uuids and times in range reach SQL, where anything else would fail as a 500.
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString());
  const time = Number(match?.[1]);
  if (!match?.[2] || !(time <= MAX_TIME)) throw new CursorError();
  return { createdAt: new Date(time), id: match[2] };
}

/** The order of every paged list: newest first, ties by id. */
export function newestFirst(createdAt: SQLWrapper, id: Column): SQL[] {
  return [desc(createdAt), asc(id)];
}

/** Rows strictly after the cursor in newestFirst order; no condition without a cursor. */
export function afterCursor(createdAt: SQLWrapper, id: Column, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const last = decodeCursor(cursor);
  return or(lt(createdAt, last.createdAt), and(eq(createdAt, last.createdAt), gt(id, last.id)));
}

/** Rows fetched with limit + 1: the extra row only tells that another page exists. */
export function toPage<T extends CursorKey>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
