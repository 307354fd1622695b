import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder } from '../../app-paths';
import type { Database } from '../repositories';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';
import { createSqliteRepositories } from './sqlite-repositories';

export const SQLITE_FILE_NAME = 'citewise.db';

/** Opens (creating when absent) the SQLite database in dataDir and applies pending migrations. */
export function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  cacheStatements(sqlite);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsFolder('sqlite') });

  return {
    dialect: 'sqlite',
    repositories: createSqliteRepositories(db),
    ping: async () => {
      sqlite.prepare('select 1').get();
    },
    close: async () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
