import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Repositories } from '../repositories';
import type { SqlDialect } from '../sql-dialect';
import { createRepositories } from '../sql-repositories';
import { MAX_PARAMETERS } from '../write-batches';
import * as schema from './schema';

/** node-postgres in production, PGlite in tests where no server answers: both are PgDatabase. */
export type PostgresDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export function postgresDialect(db: PostgresDb, steadyDb: PostgresDb = db): SqlDialect {
  return {
    name: 'postgres',
    db,
    steadyDb,
    tables: schema,
    like: 'ilike',
    maxParameters: MAX_PARAMETERS.postgres,
    // Network I/O stays outside transactions: each transaction only runs the statements it was handed.
    transaction: (body) =>
      db.transaction(async (tx) => {
        const steps = body(tx);
        let next = steps.next();
        while (!next.done) next = steps.next(await next.value);
        return next.value;
      }),
    time: (at) => sql`${at.toISOString()}::timestamptz`,
    // Drawn as migration 0008's triggers draw a data version.
    randomInteger: sql`floor(random() * 9007199254740991)::bigint`,
  };
}

/** `steadyDb`, where given, holds connections that keep one plan per prepared statement (open-postgres.ts). */
export function createPgRepositories(db: PostgresDb, steadyDb?: PostgresDb): Repositories {
  return createRepositories(postgresDialect(db, steadyDb));
}
