import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import type postgres from 'postgres';
import { migrationsFolder } from '../../app-paths';
import type { Database } from '../repositories';
import { createPgRepositories } from './pg-repositories';
import { openSteadyClient } from './steady-client';
import * as schema from './schema';

// Any fixed number: every instance takes the same lock so only one migrates at a time.
const MIGRATION_LOCK_ID = 727_311_402;

/** Applies pending migrations while holding an advisory lock, so instances starting together don't race. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder('pg') });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

const CONNECT_TIMEOUT_SECONDS = 10;
/** A steady read unanswered this long fails as an outage does: longer than connecting may take. */
const STEADY_READ_DEADLINE_MS = 15_000;
/**
 * A steady client's connections plan each prepared statement once, for any values: PostgreSQL otherwise
 * plans one afresh on every call while that looks cheaper for the values given, and for the large
 * organization's list pages it did (26 rows of 100,000 priced below a guess of a tenth), though both
 * plans are the same index scan; planning them cost the database a third of its time per request.
 */
const ONE_PLAN = { jit: 'off', plan_cache_mode: 'force_generic_plan' };

/**
 * A pool's settings. A database that does not answer fails a request in bounded time (503) instead of
 * holding it. JIT off: the app's statements are short reads and writes, and compiling one whose estimate
 * crossed jit_above_cost (as a list page's did on stale statistics) took 30 ms where running it took 1.
 */
export function poolOptions(connectionString: string, max: number): pg.PoolConfig {
  return { connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1000, options: '-c jit=off' };
}

/** The steady reads' client (steady-client.ts): the pool's settings, and one plan per statement. */
export function steadyClientOptions(max: number): postgres.Options<Record<string, never>> {
  return { max, connect_timeout: CONNECT_TIMEOUT_SECONDS, connection: ONE_PLAN, onnotice: () => undefined };
}

/** Connections for the steady reads beside a pool of `max`: a few, as their statements each take a fraction of a millisecond. */
export const steadyPoolSize = (max: number) => Math.max(1, Math.ceil(max * 0.4));

export async function openPostgres(connectionString: string, options: { poolSize?: number } = {}): Promise<Database> {
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool(poolOptions(connectionString, max));
  const steady = openSteadyClient(connectionString, steadyClientOptions(steadyPoolSize(max)), STEADY_READ_DEADLINE_MS);
  // An idle client losing its connection must not crash the process; the pool replaces it. (postgres.js
  // reconnects when next asked.)
  pool.on('error', () => undefined);
  const end = async () => {
    await Promise.all([pool.end(), steady.end()]);
  };
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await end();
    throw error;
  }
  let closing: Promise<void> | undefined;

  return {
    dialect: 'postgres',
    repositories: createPgRepositories(drizzle(pool, { schema }), drizzlePostgresJs(steady.client, { schema })),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => (closing ??= end()),
  };
}
