import { describe, expect, it } from 'vitest';
import { CursorError, decodeCursor, encodeCursor, toPage } from './cursor';

const ID = '0b9d6c1e-3f4a-4d5b-8c7e-9f0a1b2c3d4e';
const encoded = (text: string) => Buffer.from(text).toString('base64url');

describe('cursor', () => {
  it.each([
    ['the epoch', new Date(0)],
    ['a time with milliseconds', new Date('2026-03-04T05:06:07.089Z')],
    ['the latest Date', new Date(8.64e15)],
  ])('round-trips %s', (_name, createdAt) => {
    const cursor = encodeCursor({ createdAt, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ createdAt, id: ID });
  });

  it.each([
    ['empty', ''],
    ['not base64url', '!!!'],
    ['no separator', encoded(`1700000000000${ID}`)],
    ['no time', encoded(`:${ID}`)],
    ['no id', encoded('1700000000000:')],
    ['a negative time', encoded(`-1:${ID}`)],
    ['a fractional time', encoded(`1.5:${ID}`)],
    ['a time no Date can hold', encoded(`8640000000000001:${ID}`)],
    ['a time in exponent form', encoded(`1e12:${ID}`)],
    ['an id that is not a uuid', encoded('1700000000000:42')],
    ['an upper-case uuid', encoded(`1700000000000:${ID.toUpperCase()}`)],
    ['trailing text', encoded(`1700000000000:${ID}; drop table users`)],
  ])('rejects a cursor with %s as CursorError', (_name, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(CursorError);
  });

  it.each([
    ['fewer rows than the limit', 2, 3, false],
    ['exactly the limit', 3, 3, false],
    ['one row more than the limit', 4, 3, true],
  ])('pages %s', (_name, rowCount, limit, hasNext) => {
    const rows = Array.from({ length: rowCount }, (_, i) => ({ id: ID, createdAt: new Date(1000 - i) }));
    const page = toPage(rows, limit);
    expect(page.items).toEqual(rows.slice(0, limit));
    expect(page.nextCursor).toBe(hasNext ? encodeCursor(rows[limit - 1]!) : null);
  });
});
