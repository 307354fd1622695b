import { or, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * SQLite's `like` ignores the case of ASCII letters only, so "étienne" would miss "Étienne". On SQLite a
 * search with other letters compares its columns lowercased by this function (registered by
 * createSqliteRepositories); it costs a call per row, so ASCII searches keep to `like` alone.
 */
export const SQLITE_LOWERCASE_FUNCTION = 'unicode_lower';

type LikeOperator = 'like' | 'ilike';

// Outside ASCII, for the one character class the source can hold without a control character in it.
const BEYOND_ASCII = /[^\p{ASCII}]/u;

/** Whether the columns must be lowercased for the text: on SQLite, when it has letters beyond ASCII. */
export function foldsCase(operator: LikeOperator, text: string): boolean {
  return operator === 'like' && BEYOND_ASCII.test(text);
}

/** A LIKE pattern for "contains text", lowercased, with the text's %, _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Any of the columns contains the text, ignoring case in any script: PostgreSQL's `ilike` does, SQLite's
 * `like` for ASCII, and lowercased columns beyond it. No condition without text.
 */
export function containsText(operator: LikeOperator, columns: Column[], text: string | undefined): SQL | undefined {
  return text ? anyColumnMatches(operator, columns, containsPattern(text), foldsCase(operator, text)) : undefined;
}

/**
 * containsText for a prepared statement: the pattern (containsPattern of the text) is the named
 * placeholder; `foldCase` (foldsCase of the text) is part of the statement's shape.
 */
export function containsPlaceholder(operator: LikeOperator, columns: Column[], name: string, foldCase: boolean): SQL {
  return anyColumnMatches(operator, columns, sql.placeholder(name), foldCase);
}

function anyColumnMatches(operator: LikeOperator, columns: Column[], pattern: unknown, foldCase: boolean): SQL {
  const compared = (column: Column) => (foldCase ? sql`${sql.raw(SQLITE_LOWERCASE_FUNCTION)}(${column})` : sql`${column}`);
  return or(...columns.map((column) => sql`${compared(column)} ${sql.raw(operator)} ${pattern} escape '\\'`))!;
}
