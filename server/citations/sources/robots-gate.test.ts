import { describe, expect, it } from 'vitest';
import type { FetchOutcome } from './page-fetch';
import { MAX_CACHED_ORIGINS, RETRYABLE_REFUSAL_TTL_MS, ROBOTS_MAX_BYTES, createRobotsGate } from './robots-gate';

const PAGE = new URL('https://site.test/listing/1');

function gate(outcome: FetchOutcome | ((url: string) => FetchOutcome), ttlMs = 60_000) {
  let now = 0;
  const fetched: string[] = [];
  const robots = createRobotsGate({
    productToken: 'Citewise',
    clock: () => new Date(now),
    ttlMs,
    fetchRobots: async (url) => {
      fetched.push(url);
      return typeof outcome === 'function' ? outcome(url) : outcome;
    },
  });
  return { robots, fetched, advance: (ms: number) => (now += ms) };
}

const text = (body: string): FetchOutcome => ({ ok: true, url: 'https://site.test/robots.txt', status: 200, contentType: 'text/plain', text: body });
const failed = (reason: 'http_status' | 'timeout' | 'blocked_address', status: number | null, retryable: boolean): FetchOutcome => ({
  ok: false,
  url: 'https://site.test/robots.txt',
  reason,
  status,
  message: status ? `https://site.test/robots.txt answered HTTP ${status}` : 'site.test did not answer within 8 s',
  retryable,
});

describe('createRobotsGate', () => {
  it('follows the group for our token over *, and reads Crawl-delay', async () => {
    const { robots, fetched } = gate(text('User-agent: *\nDisallow: /\n\nUser-agent: Citewise\nAllow: /listing/\nDisallow: /\nCrawl-delay: 2\n'));
    expect(await robots.check(PAGE)).toEqual({ allowed: true, crawlDelayMs: 2000 });
    expect(await robots.check(new URL('https://site.test/search?q=x'))).toMatchObject({ allowed: false, retryable: false });
    expect(fetched).toEqual(['https://site.test/robots.txt']);
  });

  it('applies * when no group names us', async () => {
    const { robots } = gate(text('User-agent: *\nDisallow: /listing/\n'));
    expect(await robots.check(PAGE)).toMatchObject({ allowed: false });
  });

  it.each([
    [404, true],
    [403, true],
    [410, true],
    [429, false],
    [500, false],
    [503, false],
  ])('with robots.txt answering %i, allowed is %s', async (code, allowed) => {
    const { robots } = gate(failed('http_status', code, code >= 500 || code === 429));
    expect((await robots.check(PAGE)).allowed).toBe(allowed);
  });

  it('reads nothing from a site whose robots.txt cannot be had', async () => {
    expect(await gate(failed('timeout', null, true)).robots.check(PAGE)).toMatchObject({ allowed: false, retryable: true });
    expect(await gate(failed('blocked_address', null, false)).robots.check(PAGE)).toMatchObject({ allowed: false, retryable: false });
  });

  it('keeps an answer per origin for a while, then asks again', async () => {
    const { robots, fetched, advance } = gate(text('User-agent: *\nAllow: /\n'));
    await Promise.all([robots.check(PAGE), robots.check(new URL('https://site.test/other'))]);
    await robots.check(new URL('http://site.test/listing/1'));
    expect(fetched).toEqual(['https://site.test/robots.txt', 'http://site.test/robots.txt']);
    advance(60_000);
    await robots.check(PAGE);
    expect(fetched).toHaveLength(3);
  });

  it(`keeps at most ${MAX_CACHED_ORIGINS} origins, dropping the least recently asked`, async () => {
    const { robots, fetched } = gate(text('User-agent: *\nAllow: /\n'), 3_600_000);
    const site = (index: number) => new URL(`https://site${index}.test/listing`);
    await robots.check(site(0));
    for (let index = 1; index <= MAX_CACHED_ORIGINS; index += 1) {
      await robots.check(site(index));
      // Site 1 is asked all along: it stays, site 0 goes.
      await robots.check(site(1));
    }
    expect(robots.cachedOrigins()).toBe(MAX_CACHED_ORIGINS);
    const before = fetched.length;
    await robots.check(site(1));
    expect(fetched).toHaveLength(before);
    await robots.check(site(0));
    expect(fetched).toHaveLength(before + 1);
  });

  it('drops expired answers as new origins come', async () => {
    const { robots, advance } = gate(text('User-agent: *\nAllow: /\n'));
    await robots.check(new URL('https://a.test/'));
    await robots.check(new URL('https://b.test/'));
    advance(60_000);
    await robots.check(new URL('https://c.test/'));
    expect(robots.cachedOrigins()).toBe(1);
  });

  it('keeps a refusal that may go away for a minute only, and a lasting answer for its full time', async () => {
    let answer = failed('timeout', null, true);
    const { robots, fetched, advance } = gate(() => answer, 3_600_000);
    expect(await robots.check(PAGE)).toMatchObject({ allowed: false, retryable: true });
    advance(RETRYABLE_REFUSAL_TTL_MS - 1);
    expect(await robots.check(PAGE)).toMatchObject({ allowed: false });
    expect(fetched).toHaveLength(1);
    advance(1);
    answer = text('User-agent: *\nAllow: /\n');
    expect(await robots.check(PAGE)).toMatchObject({ allowed: true });
    expect(fetched).toHaveLength(2);
    advance(RETRYABLE_REFUSAL_TTL_MS * 10);
    await robots.check(PAGE);
    expect(fetched).toHaveLength(2);
  });

  it('leaves out rules longer than 512 characters', async () => {
    // Wildcards match nothing as well: this rule would disallow /listing/1.
    const { robots } = gate(text(`User-agent: *\nDisallow: /listing/1${'*'.repeat(600)}\n`));
    expect(await robots.check(PAGE)).toMatchObject({ allowed: true });
  });

  it('reads no further than 64 KB of a robots.txt', async () => {
    const { robots } = gate(text(`User-agent: *\n${'# filler\n'.repeat(ROBOTS_MAX_BYTES / 9)}Disallow: /\n`));
    expect(await robots.check(PAGE)).toMatchObject({ allowed: true });
  });
});
