import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { RowChanges } from '../write-batches';

/**
 * One statement that gives each row of the table (matched by id, where `condition` holds) its own values
 * for the fields, and the update time: a batch of different changes in one round trip, not one per row.
 */
export function updateFromValues(table: Table, fields: readonly string[], rows: readonly RowChanges[], condition: SQL, now: Date): SQL {
  const columns = getTableColumns(table);
  const column = (field: string): Column => {
    const found = columns[field];
    if (!found) throw new Error(`No column ${field}`);
    return found;
  };
  // Bound as the column stores it; a VALUES list takes its types from its values, so each names its type.
  const typed = (value: unknown, into: Column) => sql`cast(${sql.param(value, into)} as ${sql.raw(into.getSQLType())})`;
  const name = (field: string) => sql.identifier(column(field).name);
  const changed = sql.identifier('changed');
  const tuples = rows.map((row) => sql`(${sql.join(['id', ...fields].map((field) => typed(row[field], column(field))), sql`, `)})`);
  const sets = [...fields.map((field) => sql`${name(field)} = ${changed}.${name(field)}`), sql`${name('updatedAt')} = ${typed(now, column('updatedAt'))}`];
  return sql`with ${changed} (${sql.join(['id', ...fields].map(name), sql`, `)}) as (values ${sql.join(tuples, sql`, `)})
    update ${table} set ${sql.join(sets, sql`, `)} from ${changed}
    where ${column('id')} = ${changed}.${name('id')} and ${condition}`;
}
