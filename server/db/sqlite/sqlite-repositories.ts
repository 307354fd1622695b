import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { Repositories } from '../repositories';
import type { SqlDb, SqlDialect, Tables } from '../sql-dialect';
import { createRepositories } from '../sql-repositories';
import { SQLITE_LOWERCASE_FUNCTION } from '../text-search';
import { MAX_PARAMETERS } from '../write-batches';
import * as schema from './schema';

/** As drizzle opens it, with its connection: searches register a function there. */
export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

/** A statement of a transaction run now: better-sqlite3 answers synchronously. */
const runNow = (query: PromiseLike<unknown>) =>
  (query as unknown as { prepare(): { execute(): { sync(): unknown } } }).prepare().execute().sync();

export function sqliteDialect(db: SqliteDb): SqlDialect {
  return {
    name: 'sqlite',
    // The same tables and columns as PostgreSQL's schema, taking the same builder calls (sql-dialect.ts).
    db: db as unknown as SqlDb,
    steadyDb: db as unknown as SqlDb,
    tables: schema as unknown as Tables,
    like: 'like',
    maxParameters: MAX_PARAMETERS.sqlite,
    // A synchronous transaction: each statement runs as the body yields it, nothing else between them.
    transaction: async (body) =>
      db.transaction((tx) => {
        const steps = body(tx as unknown as SqlDb);
        let next = steps.next();
        while (!next.done) next = steps.next(runNow(next.value));
        return next.value;
      }),
    // Timestamps are stored as integer milliseconds.
    time: (at) => sql`${at.getTime()}`,
    randomInteger: sql`random() & 9007199254740991`,
  };
}

export function createSqliteRepositories(db: SqliteDb): Repositories {
  // Searches compare lowercased text in every script, as PostgreSQL's ilike does (text-search.ts).
  db.$client.function(SQLITE_LOWERCASE_FUNCTION, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return createRepositories(sqliteDialect(db));
}
