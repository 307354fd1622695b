import type { ImportRow } from '../../../shared/contract/businesses';

// What a dry run of the CSV import tells the user before anything changes.

export interface ImportPreviewSummary {
  create: number;
  update: number;
  error: number;
  /** Rows the real import will take: the others are skipped. */
  importable: number;
}

export function importPreviewSummary(rows: readonly ImportRow[]): ImportPreviewSummary {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  const create = count('create');
  const update = count('update');
  return { create, update, error: count('error'), importable: create + update };
}

export interface RowProblem {
  /** The CSV column, or undefined for a problem with the row as a whole. */
  column: string | undefined;
  message: string;
}

/** A row's problems, the row's own first, then by column as the server listed them. */
export function rowProblems(row: ImportRow): RowProblem[] {
  const entries = Object.entries(row.errors);
  const ordered = [...entries.filter(([field]) => field === '_'), ...entries.filter(([field]) => field !== '_')];
  return ordered.flatMap(([field, messages]) =>
    messages.map((message) => ({ column: field === '_' ? undefined : field, message })),
  );
}

export const IMPORT_ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'Will create',
  update: 'Will update',
  error: 'Has errors',
};

export function importButtonLabel(rows: number): string {
  return `Import ${rows} ${rows === 1 ? 'row' : 'rows'}`;
}
