import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../app-paths';
import type { Database } from '../repositories';
import { createPgRepositories } from './pg-repositories';
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

export async function openPostgres(connectionString: string, options: { poolSize?: number } = {}): Promise<Database> {
  // A database that does not answer fails a request in bounded time (503) instead of holding it.
  // JIT off: the app's statements are short reads and writes, and compiling one whose estimate crossed
  // jit_above_cost (as a list page's did on stale statistics) took 30 ms where running it took 1.
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;

  return {
    dialect: 'postgres',
    repositories: createPgRepositories(db),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => (closing ??= pool.end()),
  };
}
