import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as pgSchema from './pg/schema';
import * as sqliteSchema from './sqlite/schema';

/** Each table of a schema by its export name: its SQL name and its fields' column names. */
function shapeOf(schema: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(schema)
      .filter((entry): entry is [string, Table] => is(entry[1], Table))
      .map(([name, table]) => [
        name,
        { table: getTableName(table), columns: Object.fromEntries(Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name])) },
      ]),
  );
}

describe('the dialects the repositories are written once for', () => {
  // The shared repositories take SQLite's tables as PostgreSQL's: that holds while both name the same.
  it('name the same tables, fields and columns in both schemas', () => {
    const sqlite = shapeOf(sqliteSchema);
    expect(Object.keys(sqlite).length).toBeGreaterThan(20);
    expect(sqlite).toEqual(shapeOf(pgSchema));
  });
});
