import { or, sql, type Column, type SQL } from 'drizzle-orm';

/** A LIKE pattern for "contains text", with the text's %, _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Any of the columns contains the text, ignoring case: SQLite's `like` already does (for ASCII),
 * PostgreSQL needs `ilike`. No condition without text.
 */
export function containsText(operator: 'like' | 'ilike', columns: Column[], text: string | undefined): SQL | undefined {
  return text ? anyColumnMatches(operator, columns, containsPattern(text)) : undefined;
}

/** containsText for a prepared statement: the pattern (containsPattern of the text) is the named placeholder. */
export function containsPlaceholder(operator: 'like' | 'ilike', columns: Column[], name: string): SQL {
  return anyColumnMatches(operator, columns, sql.placeholder(name));
}

function anyColumnMatches(operator: 'like' | 'ilike', columns: Column[], pattern: unknown): SQL {
  return or(...columns.map((column) => sql`${column} ${sql.raw(operator)} ${pattern} escape '\\'`))!;
}
