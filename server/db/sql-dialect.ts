import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as pgTables from './pg/schema';
import type { Dialect } from './repositories';

// The repositories are written once, against the query builder's PostgreSQL types: both schemas name
// the same tables and columns, with the same row types, so SQLite's builder takes the same calls and
// awaiting either builder gives the same rows. What SQL only one dialect has comes from the dialect.

export type Tables = typeof pgTables;
export type SqlDb = PgDatabase<PgQueryResultHKT, Tables>;

/** A transaction's statements, each result handed back to it; it returns the transaction's result. */
export type TransactionBody<T> = (tx: SqlDb) => Generator<PromiseLike<unknown>, T, unknown>;

export interface SqlDialect {
  name: Dialect;
  db: SqlDb;
  /**
   * For the prepared reads most requests make whose best plan is the same for any values (a session by
   * its token, an organization's unfiltered list pages by their index): on PostgreSQL, connections that
   * plan each such statement once instead of on every call; on SQLite, `db`.
   */
  steadyDb: SqlDb;
  tables: Tables;
  /** Case-insensitive contains: PostgreSQL's ilike; SQLite's like, with lowercased text beyond ASCII (text-search.ts). */
  like: 'ilike' | 'like';
  /** The most parameters one statement may bind. */
  maxParameters: number;
  /**
   * Runs the body's statements in one transaction. SQLite's transactions are synchronous: nothing else
   * may run between their statements, so the body yields each statement rather than awaiting it.
   */
  transaction<T>(body: TransactionBody<T>): Promise<T>;
  /** A time bound in raw SQL as the timestamp columns store it. */
  time(at: Date): SQL;
  /** A random integer below 2^53. */
  randomInteger: SQL;
}

/** One statement of a transaction body: `const rows = yield* step(tx.insert(...).returning())`. */
export function* step<T>(query: PromiseLike<T>): Generator<PromiseLike<T>, T, unknown> {
  return (yield query) as T;
}
