import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../shared/domain/business-lists';
import { importFileProblem, importTemplateCsv, importTemplateHref } from './business-import-file';

describe('importFileProblem', () => {
  it.each<[string, { name: string; size: number; type: string }, string | undefined]>([
    ['a CSV file', { name: 'shops.csv', size: 120, type: 'text/csv' }, undefined],
    ['a .CSV name without a type', { name: 'SHOPS.CSV', size: 120, type: '' }, undefined],
    ['a CSV type with another name', { name: 'export', size: 120, type: 'text/csv' }, undefined],
    ['exactly the limit', { name: 'a.csv', size: IMPORT_MAX_BYTES, type: 'text/csv' }, undefined],
    ['a spreadsheet', { name: 'shops.xlsx', size: 120, type: 'application/vnd.ms-excel' }, '“shops.xlsx” is not a CSV file. Choose a file ending in .csv.'],
    ['an empty file', { name: 'a.csv', size: 0, type: 'text/csv' }, 'The file is empty'],
    [
      'one byte over the limit',
      { name: 'a.csv', size: IMPORT_MAX_BYTES + 1, type: 'text/csv' },
      'The file is larger than 5 MB. Split it into smaller files and import them one at a time.',
    ],
  ])('%s', (_, file, expected) => {
    expect(importFileProblem(file)).toBe(expected);
  });
});

describe('the import template', () => {
  it('is one header row: the form fields, then the days', () => {
    expect(importTemplateCsv()).toBe(
      'name,category,address,city,state,zipCode,phone,email,website,description,' +
        'monday,tuesday,wednesday,thursday,friday,saturday,sunday\r\n',
    );
  });

  it('downloads as the same text', () => {
    const href = importTemplateHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(importTemplateCsv());
  });
});
