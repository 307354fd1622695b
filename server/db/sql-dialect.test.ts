import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from './pg/schema';
import { defineTables } from './schema/tables';
import * as sqliteSchema from './sqlite/schema';

/** Each table of a schema by its export name: its SQL name and, per field, what its column gives JavaScript. */
function shapeOf(schema: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(schema)
      .filter((entry): entry is [string, Table] => is(entry[1], Table))
      .map(([name, table]) => [
        name,
        {
          table: getTableName(table),
          columns: Object.fromEntries(
            Object.entries(getTableColumns(table)).map(([field, column]) => [
              field,
              {
                name: column.name,
                dataType: column.dataType,
                notNull: column.notNull,
                hasDefault: column.hasDefault,
                primary: column.primary,
                enumValues: column.enumValues,
              },
            ]),
          ),
        },
      ]),
  );
}

const tablesOf = (schema: Record<string, unknown>) => Object.values(schema).filter((value) => is(value, Table));

describe('the dialects the repositories are written once for', () => {
  // The shared repositories take SQLite's tables as PostgreSQL's: that holds while both name the same
  // columns, each giving the same kind of value, nullability and default.
  it('name the same tables, fields and columns in both schemas, with the same values', () => {
    const sqlite = shapeOf(sqliteSchema);
    expect(Object.keys(sqlite).length).toBeGreaterThan(20);
    expect(sqlite).toEqual(shapeOf(pgSchema));
  });

  it('export every table defined, each built by its own dialect', () => {
    const defined = Object.keys(defineTables(pgSchema.pgKit)).sort();
    expect(Object.keys(shapeOf(pgSchema)).sort()).toEqual(defined);
    expect(tablesOf(pgSchema).every((table) => is(table, PgTable))).toBe(true);
    expect(tablesOf(sqliteSchema).every((table) => is(table, SQLiteTable))).toBe(true);
  });
});
