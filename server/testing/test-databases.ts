import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationsFolder } from '../app-paths';
import type { Database, Dialect } from '../db/repositories';
import { openPostgres } from '../db/pg/open-postgres';
import { openSqlite } from '../db/sqlite/open-sqlite';

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
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the server, dropped on close; its URL is given for servers under test. */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `citewise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function openPglite(): Promise<Database> {
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
    close: () => client.close(),
  };
}

export async function openTestDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'citewise-test-'));
    const database = openSqlite(dir);
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const target = await postgresTarget();
  if (target.kind === 'pglite') return openPglite();
  const created = await createServerDatabase(target.adminUrl);
  const database = await openPostgres(created.url, { poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];
