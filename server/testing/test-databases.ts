import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { migrationsFolder } from '../app-paths';
import type { Database, Dialect } from '../db/repositories';
import { openPostgres } from '../db/pg/open-postgres';
import { openSqlite, SQLITE_FILE_NAME } from '../db/sqlite/open-sqlite';

// Test databases: each call makes its own and drops it on close, so test files run in parallel.

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type PostgresTarget = { kind: 'server'; adminUrl: string } | { kind: 'pglite' };

let targetPromise: Promise<PostgresTarget> | undefined;

/**
 * A PostgreSQL server when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers, else PGlite in memory
 * (TEST_DATABASE_URL=pglite forces it).
 */
export function postgresTarget(): Promise<PostgresTarget> {
  targetPromise ??= (async () => {
    const explicit = process.env.TEST_DATABASE_URL;
    if (explicit === 'pglite') return { kind: 'pglite' };
    if (explicit) return { kind: 'server', adminUrl: explicit };
    const client = new pg.Client({ connectionString: DEFAULT_SERVER_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      return { kind: 'server', adminUrl: DEFAULT_SERVER_URL };
    } catch {
      return { kind: 'pglite' };
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return targetPromise;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  await asAdmin(adminUrl, (client) => client.query(sql));
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How long a drop waits for connections still closing before it ends them. */
const DROP_WAIT_MS = 1_000;

/**
 * Drops the database once its connections are gone: a pool's end() resolves before its sockets have
 * closed, and ending those by force makes the closing clients throw an uncaught 57P01. Connections
 * still open after the wait (a killed server's, say) are ended by force.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, async (client) => {
    const open = async () =>
      (await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name])).rows[0]!.open;
    const deadline = Date.now() + DROP_WAIT_MS;
    while (Date.now() < deadline && (await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** A fresh PostgreSQL database on the server, dropped on close; its URL is given for servers under test. */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `citewise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/** A test database that also runs SQL of its dialect, for what the repositories do not show: tables kept by triggers. */
export interface TestDatabase extends Database {
  /** The rows a statement returns (none for a write); its own connection, opened on first use. */
  query<Row>(text: string): Promise<Row[]>;
}

async function openPglite(): Promise<TestDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { createPgRepositories } = await import('../db/pg/pg-repositories');
  const schema = await import('../db/pg/schema');
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder('pg') });
  return {
    dialect: 'postgres',
    repositories: createPgRepositories(db),
    ping: async () => {
      await client.query('select 1');
    },
    query: async <Row>(text: string) => (await client.query<Row>(text)).rows,
    close: () => client.close(),
  };
}

export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'citewise-test-'));
    const database = openSqlite(dir);
    let raw: BetterSqlite3.Database | undefined;
    return {
      ...database,
      query: async <Row>(text: string) => {
        raw ??= new BetterSqlite3(path.join(dir, SQLITE_FILE_NAME));
        const statement = raw.prepare(text);
        if (!statement.reader) {
          statement.run();
          return [];
        }
        return statement.all() as Row[];
      },
      close: async () => {
        raw?.close();
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const target = await postgresTarget();
  if (target.kind === 'pglite') return openPglite();
  const created = await createServerDatabase(target.adminUrl);
  const database = await openPostgres(created.url, { poolSize: 4 });
  // pg pools connect on first use: tests that never query open nothing more.
  const raw = new pg.Pool({ connectionString: created.url, max: 1 });
  return {
    ...database,
    query: async <Row>(text: string) => (await raw.query(text)).rows as Row[],
    close: async () => {
      await raw.end();
      await database.close();
      await created.drop();
    },
  };
}

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];
