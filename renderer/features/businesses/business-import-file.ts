import { BUSINESS_FIELDS } from '../../../shared/domain/business-lists';
import { IMPORT_MAX_BYTES } from '../../../shared/domain/business-lists';
import { WEEKDAYS } from '../../../shared/domain/business-hours';

// What the CSV import accepts, checked before anything is sent, and a blank file to start from.

export const IMPORT_TEMPLATE_FILE_NAME = 'business-import-template.csv';

export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/** Why a chosen file cannot be imported, or undefined when it may be read and sent. */
export function importFileProblem(file: { name: string; size: number; type: string }): string | undefined {
  const looksLikeCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!looksLikeCsv) return `“${file.name}” is not a CSV file. Choose a file ending in .csv.`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > IMPORT_MAX_BYTES) {
    return `The file is larger than ${IMPORT_MAX_MEGABYTES} MB. Split it into smaller files and import them one at a time.`;
  }
  return undefined;
}

/** The header row alone: the form's fields in its order, then a column of opening hours per day. */
export function importTemplateCsv(): string {
  return `${[...BUSINESS_FIELDS, ...WEEKDAYS].join(',')}\r\n`;
}

/** A link target that downloads the template without a request to the server. */
export function importTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;
}
