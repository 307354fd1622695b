// RFC 4180 CSV, as spreadsheets write and read it.

/** Text that is not CSV; `line` is the record (spreadsheet row) where the problem starts. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

const BOM = '\uFEFF';

/**
 * The records of a CSV text, each a list of cells. Accepts CRLF, LF or CR line ends, quoted cells
 * with commas, line breaks and doubled quotes, a byte order mark, and a final line end. Blank lines
 * stay as records of one empty cell so that record numbers match the rows a spreadsheet shows.
 */
export function parseCsv(text: string): string[][] {
  return [...csvRecords(text)];
}

/** parseCsv's records one at a time, as they are read, so a large file can be read in slices. */
export function* csvRecords(text: string): Generator<string[]> {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  let records = 0;
  let record: string[] = [];
  let cell = '';
  // Whether anything of the current record has been read, so that a lone "" is a record too.
  let started = false;
  let index = 0;

  const endRecord = () => {
    record.push(cell);
    const ended = record;
    records += 1;
    record = [];
    cell = '';
    started = false;
    return ended;
  };

  while (index < source.length) {
    const char = source[index]!;
    if (char !== '\r' && char !== '\n') started = true;
    if (char === '"' && cell === '') {
      const closing = readQuoted(source, index + 1);
      if (closing === undefined) throw new CsvError(records + 1, 'A quoted cell is never closed');
      cell = closing.value;
      index = closing.next;
      // Lenient like spreadsheets: text after the closing quote belongs to the same cell.
      while (index < source.length && !',\r\n'.includes(source[index]!)) cell += source[index++];
      continue;
    }
    if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      yield endRecord();
      if (char === '\r' && source[index + 1] === '\n') index++;
    } else {
      cell += char;
    }
    index++;
  }
  // A final line end closes the last record; it does not start another one.
  if (started) yield endRecord();
}

/** The quoted cell's text starting just after its opening quote, and where reading goes on. */
function readQuoted(source: string, start: number): { value: string; next: number } | undefined {
  let value = '';
  let index = start;
  for (;;) {
    const quote = source.indexOf('"', index);
    if (quote === -1) return undefined;
    value += source.slice(index, quote);
    if (source[quote + 1] !== '"') return { value, next: quote + 1 };
    value += '"';
    index = quote + 2;
  }
}

// Excel runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as it is: a leading apostrophe keeps it from running as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes guardFormula, so that an exported file imports back as it was. */
export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function formatCell(value: string): string {
  const guarded = guardFormula(value);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * CSV text for the records, with CRLF line ends, quoting only cells that need it and guarding
 * formulas. It starts with a byte order mark: without one Excel reads UTF-8 in the local code page.
 */
export function formatCsv(records: readonly (readonly string[])[]): string {
  return BOM + records.map((record) => `${record.map(formatCell).join(',')}\r\n`).join('');
}
