import type { Database } from './repositories';
import { openPostgres } from './pg/open-postgres';
import { openSqlite } from './sqlite/open-sqlite';

/** PostgreSQL when a URL is given (hosted), else SQLite in the data folder (embedded and desktop). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
