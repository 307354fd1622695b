import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { afterCursorPlaceholders, cursorValues, type KeysetOrder } from './cursor';

/**
 * Prepared statements by shape: a query whose conditions vary is prepared once for each set of
 * conditions it has, with placeholders for the values, so neither the query builder nor the database
 * works out the same SQL again on every request. Shapes are few (a list's sorts times its filters).
 */
export function byShape<P>(): (shape: string, prepare: () => P) => P {
  const prepared = new Map<string, P>();
  return (shape, prepare) => {
    let statement = prepared.get(shape);
    if (!statement) {
      statement = prepare();
      prepared.set(shape, statement);
    }
    return statement;
  };
}

/** A prepared statement, as either dialect's builder makes it: run with its placeholders' values. */
export type Prepared<Row> = { execute(values: Record<string, unknown>): PromiseLike<Row[]> };

/** Lists longer than this are not prepared: each length is a shape of its own. */
export const MAX_PREPARED_LIST = 100;

/** `in (…)` of a prepared statement: one placeholder per item, named by position. */
export function listPlaceholders(count: number) {
  return Array.from({ length: count }, (_, index) => sql.placeholder(`item${index}`));
}

/** The values of listPlaceholders. */
export function listValues(items: readonly unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  items.forEach((item, index) => {
    values[`item${index}`] = item;
  });
  return values;
}

/**
 * A page of an organization's rows in `order`, for a prepared statement: its shape (first or later
 * page), the values of its placeholders, and its condition on the organization column.
 */
export function organizationPage(order: KeysetOrder<never>, query: { organizationId: string; limit: number; cursor?: string }) {
  const { organizationId, limit, cursor } = query;
  return {
    shape: cursor ? 'after' : 'first',
    values: { organizationId, limit: limit + 1, ...(cursor ? cursorValues(order, cursor) : {}) },
    where: (organizationColumn: Column): SQL =>
      and(eq(organizationColumn, sql.placeholder('organizationId')), cursor ? afterCursorPlaceholders(order) : undefined)!,
  };
}

/** Made on first use: SQLite prepares a statement only once the migrations have made its tables. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
