import { and, eq, inArray, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { step, type SqlDb, type SqlDialect } from './sql-dialect';
import { idChunks } from './write-batches';

type Strength = 'share' | 'no key update' | 'update';

/**
 * On PostgreSQL, takes the rows of the businesses `where` picks, in id order, as a transaction's first
 * statement. A rename or delete of a business takes its row before its triggers reach the business's listings
 * and issues; a write that reaches a business's row from its listings or issues takes it first too, so the
 * two wait for each other whole instead of holding rows crosswise (a deadlock). 'share' for a write that only
 * needs the business unchanged; 'no key update' for one whose triggers write the business's row, as listing
 * writes do (its listing counts): two shares would each wait for the other to upgrade; 'update' for one
 * that deletes them. SQLite runs one write at a time.
 */
export function* lockBusinesses(d: SqlDialect, tx: SqlDb, where: SQL, strength: Strength) {
  if (d.name !== 'postgres') return;
  const { businesses } = d.tables;
  yield* step(tx.select({ id: businesses.id }).from(businesses).where(where).orderBy(businesses.id).for(strength) as never);
}

/** Businesses by id, taken as lockBusinesses takes them: sorted first, so that chunks of them keep one id order. */
export function* lockBusinessIds(d: SqlDialect, tx: SqlDb, businessIds: Iterable<string>, strength: Strength) {
  if (d.name !== 'postgres') return;
  const { businesses } = d.tables;
  for (const ids of idChunks([...new Set(businessIds)].sort(), d.maxParameters)) yield* lockBusinesses(d, tx, inArray(businesses.id, ids), strength);
}

interface BusinessRows extends Table {
  id: Column;
  organizationId: Column;
  businessId: Column;
}

/** The businesses of the organization's rows of `table` (listings, citation issues) with these ids, taken as lockBusinessIds takes them. */
export function* lockBusinessesOf(d: SqlDialect, tx: SqlDb, table: BusinessRows, organizationId: string, ids: readonly string[], strength: Strength) {
  if (d.name !== 'postgres') return;
  const businessIds: string[] = [];
  for (const chunk of idChunks([...ids], d.maxParameters)) {
    const rows = yield* step(
      tx
        .selectDistinct({ id: sql`${table.businessId}` })
        .from(table as never)
        .where(and(eq(table.organizationId, organizationId), inArray(table.id, chunk))) as unknown as PromiseLike<{ id: unknown }[]>,
    );
    businessIds.push(...rows.map((row) => String(row.id)));
  }
  yield* lockBusinessIds(d, tx, businessIds, strength);
}
