import type BetterSqlite3 from 'better-sqlite3';

/** Distinct statements kept; `in (?, ?, …)` lists of every length make the texts many. */
const MAX_STATEMENTS = 500;

/**
 * Makes `prepare` hand back the statement it compiled before for the same SQL text. The query builder
 * prepares each query it runs, so without this every request pays SQLite's compile again. better-sqlite3
 * runs statements synchronously, so one statement is never in use twice at a time (nothing here iterates).
 */
export function cacheStatements(sqlite: BetterSqlite3.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = statements.get(source);
    if (cached) {
      // A statement's raw, pluck and expand modes outlive a call: put them back for the next caller.
      if (cached.reader) cached.raw(false).pluck(false).expand(false);
      return cached;
    }
    const statement = compile(source);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    statements.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}
