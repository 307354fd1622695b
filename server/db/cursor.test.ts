import { describe, expect, it } from 'vitest';
import { CursorError, aToZ, afterCursor, decodeCursor, encodeCursor, newestFirst, toPage } from './cursor';
import type { BusinessRecord } from './records';
import { businesses } from './sqlite/schema';

const ID = '0b9d6c1e-3f4a-4d5b-8c7e-9f0a1b2c3d4e';
const encoded = (text: string) => Buffer.from(text).toString('base64url');

type Row = Pick<BusinessRecord, 'id' | 'name' | 'createdAt' | 'updatedAt'>;
const created = newestFirst<Row>('created', businesses.createdAt, businesses.id, (row) => row.createdAt);
const updated = newestFirst<Row>('updated', businesses.updatedAt, businesses.id, (row) => row.updatedAt);
const byName = aToZ<Row>('name', businesses.name, businesses.id, (row) => row.name);

describe('cursor', () => {
  it.each([
    ['the epoch', new Date(0)],
    ['a time with milliseconds', new Date('2026-03-04T05:06:07.089Z')],
    ['the latest Date', new Date(8.64e15)],
  ])('round-trips %s', (_name, value) => {
    const cursor = encodeCursor(created, { value, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(created, cursor)).toEqual({ value, id: ID });
  });

  it.each([
    ['a plain name', 'Blue Door Cafe'],
    ['a name with the separator', 'Bar: Grill: 24/7'],
    ['a name with accents and emoji', 'Café Ünïcode ☕'],
    ['a name that looks like a uuid', `x:${ID}`],
  ])('round-trips %s', (_name, value) => {
    expect(decodeCursor(byName, encodeCursor(byName, { value, id: ID }))).toEqual({ value, id: ID });
  });

  it.each([
    ['empty', ''],
    ['not base64url', '!!!'],
    ['no order name', encoded(`1700000000000:${ID}`)],
    ['no separator', encoded(`created:1700000000000${ID}`)],
    ['no time', encoded(`created::${ID}`)],
    ['no id', encoded('created:1700000000000:')],
    ['a negative time', encoded(`created:-1:${ID}`)],
    ['a fractional time', encoded(`created:1.5:${ID}`)],
    ['a time no Date can hold', encoded(`created:8640000000000001:${ID}`)],
    ['a time in exponent form', encoded(`created:1e12:${ID}`)],
    ['an id that is not a uuid', encoded('created:1700000000000:42')],
    ['an upper-case uuid', encoded(`created:1700000000000:${ID.toUpperCase()}`)],
    ['trailing text', encoded(`created:1700000000000:${ID}; drop table users`)],
    ["another time order's cursor", encodeCursor(updated, { value: new Date(1700000000000), id: ID })],
    ["the name order's cursor", encodeCursor(byName, { value: '1700000000000', id: ID })],
  ])('rejects a cursor with %s as CursorError in a time order', (_name, cursor) => {
    expect(() => decodeCursor(created, cursor)).toThrow(CursorError);
  });

  it("refuses another order's cursor before any SQL is built", () => {
    const cursor = encodeCursor(updated, { value: new Date(0), id: ID });
    expect(() => afterCursor(created, cursor)).toThrow(CursorError);
    expect(afterCursor(updated, cursor)).toBeDefined();
  });

  it.each([
    ["a time order's cursor", encodeCursor(created, { value: new Date(0), id: ID })],
    ['a NUL in the name', encoded(`name:a\0b:${ID}`)],
    ['no id', encoded('name:Blue Door Cafe:')],
  ])('rejects a cursor with %s as CursorError in the name order', (_name, cursor) => {
    expect(() => decodeCursor(byName, cursor)).toThrow(CursorError);
  });

  it('adds no condition without a cursor', () => {
    expect(afterCursor(created, undefined)).toBeUndefined();
    expect(afterCursor(byName, '')).toBeUndefined();
  });

  it.each([
    ['fewer rows than the limit', 2, 3, false],
    ['exactly the limit', 3, 3, false],
    ['one row more than the limit', 4, 3, true],
  ])('pages %s', (_name, rowCount, limit, hasNext) => {
    const rows: Row[] = Array.from({ length: rowCount }, (_, i) => ({
      id: ID,
      name: `Business ${i}`,
      createdAt: new Date(1000 - i),
      updatedAt: new Date(2000 - i),
    }));
    const last = rows[limit - 1]!;
    expect(toPage(created, rows, limit)).toEqual({
      items: rows.slice(0, limit),
      nextCursor: hasNext ? encodeCursor(created, { value: last.createdAt, id: ID }) : null,
    });
    expect(toPage(byName, rows, limit).nextCursor).toBe(hasNext ? encodeCursor(byName, { value: last.name, id: ID }) : null);
  });
});
