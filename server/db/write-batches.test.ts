import { describe, expect, it } from 'vitest';
import { changesByFields, valuesChunks } from './write-batches';

describe('changesByFields', () => {
  it.each([
    ['nothing', [], []],
    [
      'rows giving the same fields: one group, each row with its own values',
      [
        { id: 'a', changes: { status: 'published', profileUrl: 'https://a' } },
        { id: 'b', changes: { status: 'error', profileUrl: 'https://b' } },
      ],
      [
        {
          fields: ['profileUrl', 'status'],
          rows: [
            { id: 'a', status: 'published', profileUrl: 'https://a' },
            { id: 'b', status: 'error', profileUrl: 'https://b' },
          ],
        },
      ],
    ],
    [
      'rows giving different fields: a group each; a null is given, an undefined is not',
      [
        { id: 'a', changes: { errorMessage: null, profileUrl: undefined } },
        { id: 'b', changes: { profileUrl: 'https://b' } },
      ],
      [
        { fields: ['errorMessage'], rows: [{ id: 'a', errorMessage: null, profileUrl: undefined }] },
        { fields: ['profileUrl'], rows: [{ id: 'b', profileUrl: 'https://b' }] },
      ],
    ],
    [
      'a row changed twice: once, the later change winning',
      [
        { id: 'a', changes: { status: 'submitted', profileUrl: 'https://a' } },
        { id: 'a', changes: { status: 'published' } },
      ],
      [{ fields: ['profileUrl', 'status'], rows: [{ id: 'a', status: 'published', profileUrl: 'https://a' }] }],
    ],
    ['a row changing nothing: left out', [{ id: 'a', changes: { profileUrl: undefined } }], []],
  ])('%s', (_case, updates: { id: string; changes: object }[], expected) => {
    expect(changesByFields(updates)).toEqual(expected);
  });
});

describe('valuesChunks', () => {
  it.each([
    // (1,000 - 64 reserved) / (1 id + 3 fields) = 234 rows a statement
    [1000, 3, 500, [234, 234, 32]],
    [1000, 3, 234, [234]],
    [32_766, 6, 10_000, [4671, 4671, 658]],
  ])('%i parameters, %i fields, %i rows: %j', (maxParameters, fieldCount, rowCount, sizes) => {
    const rows = Array.from({ length: rowCount }, (_, i) => i);
    const chunked = valuesChunks(rows, fieldCount, maxParameters);
    expect(chunked.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunked.flat()).toEqual(rows);
  });
});
