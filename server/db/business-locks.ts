import type { SQL } from 'drizzle-orm';
import { step, type SqlDb, type SqlDialect } from './sql-dialect';

/**
 * On PostgreSQL, takes the rows of the businesses `where` picks, in id order, as a transaction's first
 * statement. A rename or delete of a business takes its row before its triggers reach the business's listings
 * and issues; a write that reaches a business's row from its listings or issues takes it first too, so the
 * two wait for each other whole instead of holding rows crosswise (a deadlock). 'share' for a write that only
 * needs the business unchanged; 'no key update' for one whose triggers write the business's row, as listing
 * writes do (its listing counts): two shares would each wait for the other to upgrade; 'update' for one
 * that deletes them. SQLite runs one write at a time.
 */
export function* lockBusinesses(d: SqlDialect, tx: SqlDb, where: SQL, strength: 'share' | 'no key update' | 'update') {
  if (d.name !== 'postgres') return;
  const { businesses } = d.tables;
  yield* step(tx.select({ id: businesses.id }).from(businesses).where(where).orderBy(businesses.id).for(strength) as never);
}
