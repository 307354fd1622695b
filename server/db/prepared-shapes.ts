import { sql } from 'drizzle-orm';

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
