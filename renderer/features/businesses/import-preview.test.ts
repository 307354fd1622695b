import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../../../shared/contract/businesses';
import { importButtonLabel, importPreviewSummary, rowProblems, type ImportPreviewSummary, type RowProblem } from './import-preview';

function row(action: ImportRow['action'], errors: ImportRow['errors'] = {}): ImportRow {
  return { line: 2, action, name: 'Blue Door Bakery', businessId: null, errors };
}

describe('importPreviewSummary', () => {
  it.each<[string, ImportRow[], ImportPreviewSummary]>([
    ['no rows', [], { create: 0, update: 0, error: 0, importable: 0 }],
    ['only new businesses', [row('create'), row('create')], { create: 2, update: 0, error: 0, importable: 2 }],
    [
      'a mix',
      [row('create'), row('update'), row('error', { phone: ['Phone is required'] }), row('update')],
      { create: 1, update: 2, error: 1, importable: 3 },
    ],
    ['only errors', [row('error'), row('error')], { create: 0, update: 0, error: 2, importable: 0 }],
  ])('%s', (_, rows, expected) => {
    expect(importPreviewSummary(rows)).toEqual(expected);
  });
});

describe('rowProblems', () => {
  it.each<[string, ImportRow['errors'], RowProblem[]]>([
    ['none', {}, []],
    ['one column', { zipCode: ['Enter a 5-digit ZIP code'] }, [{ column: 'zipCode', message: 'Enter a 5-digit ZIP code' }]],
    [
      'several messages for a column',
      { phone: ['Phone is required', 'Too short'] },
      [
        { column: 'phone', message: 'Phone is required' },
        { column: 'phone', message: 'Too short' },
      ],
    ],
    [
      'the row itself first',
      { city: ['City is required'], _: ['No business with this id'] },
      [
        { column: undefined, message: 'No business with this id' },
        { column: 'city', message: 'City is required' },
      ],
    ],
  ])('%s', (_, errors, expected) => {
    expect(rowProblems(row('error', errors))).toEqual(expected);
  });
});

describe('importButtonLabel', () => {
  it.each<[number, string]>([
    [0, 'Import 0 rows'],
    [1, 'Import 1 row'],
    [12, 'Import 12 rows'],
  ])('%i', (rows, expected) => {
    expect(importButtonLabel(rows)).toBe(expected);
  });
});
