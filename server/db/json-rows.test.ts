import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KeysetOrder } from './cursor';
import { preparedStoredPage } from './json-rows';
import type { SqlDialect } from './sql-dialect';

// A page of kept JSON around what happens between its two statements: the page's read, then the build of the
// rows it found without JSON.

describe('preparedStoredPage', () => {
  const order = { name: 'updated', kind: 'newest', column: sql`updated_at`, id: sql`id` } as unknown as KeysetOrder<never>;
  const page = (rows: unknown[][], built: Record<string, string>) =>
    preparedStoredPage(
      { name: 'sqlite' } as SqlDialect,
      order,
      { stored: sql`written_json` as never, total: sql`total`, last: sql`platform` },
      () => ({ prepare: () => ({ values: () => rows }) }),
      'test_page',
      async (ids) => new Map(ids.flatMap((id) => (built[id] ? [[id, built[id]] as const] : []))),
    );
  const close = (stored: string, platform: string) => `${stored},"platform":"${platform}"}`;

  it('closes kept rows, builds the missing ones, and reads the total beside them', async () => {
    const read = page(
      [
        ['{"id":"a"', 3, 'a', 7, 'yelp'],
        [null, 2, 'b', 7, 'bing'],
      ],
      { b: '{"id":"b"' },
    );
    expect(await read({}, 25, close)).toEqual({ items: '[{"id":"a","platform":"yelp"},{"id":"b","platform":"bing"}]', nextCursor: null, total: 7 });
  });

  it('leaves out a row deleted before its JSON was built, and still pages on from its place', async () => {
    const read = page(
      [
        ['{"id":"a"', 3, 'a', 7, 'yelp'],
        [null, 2, 'b', 7, 'bing'],
        ['{"id":"c"', 1, 'c', 7, 'yelp'],
      ],
      {},
    );
    const answer = await read({}, 2, close);
    expect(answer.items).toBe('[{"id":"a","platform":"yelp"}]');
    expect(JSON.parse(answer.items)).toHaveLength(1);
    expect(Buffer.from(answer.nextCursor!, 'base64url').toString()).toBe('updated:2:b');
  });
});
