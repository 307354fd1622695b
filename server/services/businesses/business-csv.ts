import { BUSINESS_FIELDS } from '../../../shared/contract/business-fields';
import {
  WEEKDAY_LABELS,
  WEEKDAYS,
  formatDayHours,
  parseDayHours,
  type BusinessHours,
  type Weekday,
} from '../../../shared/domain/business-hours';
import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS, type BusinessCategory } from '../../../shared/domain/enums';
import type { BusinessRecord } from '../../db/records';
import { CsvError, csvRecords, unguardFormula } from '../infrastructure/csv';
import { inTurns } from '../infrastructure/in-turns';

// The layout of the businesses CSV (export writes it, import reads it back).

type BusinessField = (typeof BUSINESS_FIELDS)[number];
type BusinessColumn = 'id' | BusinessField | Weekday;

const COLUMNS: readonly BusinessColumn[] = ['id', ...BUSINESS_FIELDS, ...WEEKDAYS];

/** The headers export writes: the Add Business dialog's labels. */
const COLUMN_LABELS: Record<BusinessColumn, string> = {
  id: 'ID',
  name: 'Business Name',
  category: 'Category',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  description: 'Description',
  ...WEEKDAY_LABELS,
};

/** Headers other tools write for the same column, besides its key and label. */
const EXTRA_HEADERS: Partial<Record<BusinessColumn, readonly string[]>> = {
  id: ['business id'],
  name: ['business', 'company', 'company name'],
  address: ['street address'],
  zipCode: ['zip', 'postal code', 'postcode'],
  phone: ['phone number', 'telephone'],
  email: ['email address'],
  website: ['url', 'website url'],
};

/** Columns a file must have: the form's required fields. */
const REQUIRED_COLUMNS: readonly BusinessField[] = ['name', 'category', 'address', 'city', 'state', 'zipCode', 'phone'];

/** Case, spaces, underscores and hyphens do not matter in headers and category names. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

const COLUMN_BY_HEADER = new Map<string, BusinessColumn>(
  COLUMNS.flatMap((column) =>
    [column, COLUMN_LABELS[column], ...(EXTRA_HEADERS[column] ?? [])].map((header) => [normalize(header), column] as const),
  ),
);

const CATEGORY_BY_NAME = new Map<string, BusinessCategory>(
  BUSINESS_CATEGORIES.flatMap((category) => [
    [normalize(category), category],
    [normalize(BUSINESS_CATEGORY_LABELS[category]), category],
  ]),
);

/** The category a cell names by value or label; other text is kept for validation to refuse. */
function categoryOf(cell: string): string {
  return CATEGORY_BY_NAME.get(normalize(cell)) ?? cell;
}

export const HOURS_MESSAGE = 'Use hours like 09:00-17:00, or Closed';

/** One data record of an imported file, read but not yet validated. */
export interface BusinessCsvRow {
  /** The record's number in the file, the header being 1 (a spreadsheet's row number). */
  line: number;
  /** The id cell; undefined when the file has no id column or the cell is blank. */
  id: string | undefined;
  /** The cells of the form's fields whose columns the file has. */
  fields: Partial<Record<BusinessField, string>>;
  /** The days whose cells give hours. */
  hours: BusinessHours;
  /** The weekdays whose columns the file has: their hours replace the stored ones, an empty cell clears. */
  hourColumns: Weekday[];
  /** Cells that could not be read, by field ('hours.monday'). */
  errors: Record<string, string[]>;
}

export type BusinessCsvReading =
  | { ok: true; rows: BusinessCsvRow[] }
  /** The file as a whole cannot be imported; `line` is where the problem is. */
  | { ok: false; line: number; messages: string[] };

function problem(line: number, ...messages: string[]): BusinessCsvReading {
  return { ok: false, line, messages };
}

/** Which column each header names; problems for missing and repeated columns. */
function readHeader(header: readonly string[]): { columns: Map<BusinessColumn, number>; messages: string[] } {
  const columns = new Map<BusinessColumn, number>();
  const messages: string[] = [];
  header.forEach((cell, index) => {
    const column = COLUMN_BY_HEADER.get(normalize(unguardFormula(cell)));
    if (!column) return;
    if (columns.has(column)) messages.push(`Duplicate column: ${COLUMN_LABELS[column]}`);
    else columns.set(column, index);
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.has(column)) messages.push(`Missing column: ${COLUMN_LABELS[column]}`);
  }
  return { columns, messages };
}

function isWeekday(column: BusinessColumn): column is Weekday {
  return (WEEKDAYS as readonly string[]).includes(column);
}

function readRow(record: readonly string[], line: number, columns: Map<BusinessColumn, number>): BusinessCsvRow {
  const row: BusinessCsvRow = { line, id: undefined, fields: {}, hours: {}, hourColumns: [], errors: {} };
  for (const [column, index] of columns) {
    const cell = unguardFormula(record[index] ?? '');
    if (column === 'id') {
      row.id = cell.trim() || undefined;
    } else if (isWeekday(column)) {
      row.hourColumns.push(column);
      const hours = parseDayHours(cell);
      if (hours === null) row.errors[`hours.${column}`] = [HOURS_MESSAGE];
      else if (hours) row.hours[column] = hours;
    } else {
      row.fields[column] = column === 'category' ? categoryOf(cell) : cell;
    }
  }
  return row;
}

/** Reads an imported file: a row per non-blank record, or why the file cannot be imported. */
export async function readBusinessCsv(text: string): Promise<BusinessCsvReading> {
  const records: string[][] = [];
  try {
    for await (const record of inTurns(csvRecords(text))) records.push(record);
  } catch (error) {
    if (error instanceof CsvError) return problem(error.line, error.message);
    throw error;
  }
  const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');
  if (records.every(isBlank)) return problem(1, 'The file is empty');
  const [header = [], ...data] = records;
  const { columns, messages } = readHeader(header);
  if (messages.length > 0) return problem(1, ...messages);
  const rows: BusinessCsvRow[] = [];
  for await (const [index, record] of inTurns(data.entries())) if (!isBlank(record)) rows.push(readRow(record, index + 2, columns));
  if (rows.length === 0) return problem(1, 'The file has a header but no businesses below it');
  return { ok: true, rows };
}

/** The export's header row. */
export const BUSINESS_CSV_HEADER: readonly string[] = COLUMNS.map((column) => COLUMN_LABELS[column]);

/** A business as an export row, in BUSINESS_CSV_HEADER's order. */
export function businessCsvRecord(business: BusinessRecord): string[] {
  return COLUMNS.map((column) => {
    if (isWeekday(column)) return formatDayHours(business.hours[column]);
    if (column === 'category') return BUSINESS_CATEGORY_LABELS[business.category as BusinessCategory] ?? business.category;
    return business[column] ?? '';
  });
}
