import type { LookupAddress } from 'node:dns';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, redirect, startListingSiteServer, status, type ListingSiteServer } from '../../testing/listing-site-server';
import { isPublicAddress } from '../../reports/public-address';
import { HTML_PAGE_REQUEST, MAX_CONCURRENT_LOOKUPS, PAGE_MAX_BYTES, guardedFetch, type FetchOutcome, type GuardedFetchOptions } from './page-fetch';

// A "public" site on 127.0.0.2 and an "internal" one on 127.0.0.1. The tests resolve names
// themselves and let 127.0.0.2 through as if it were public; 127.0.0.1 stays what it is, private.

const USER_AGENT = 'Citewise/0.1.0 (+https://citewise.test; ops@citewise.test)';
const PAGE = '<!DOCTYPE html><html><head><title>A page</title></head><body><p>Hello</p></body></html>';

let site: ListingSiteServer;
let internal: ListingSiteServer;

const PUBLIC: LookupAddress = { address: '127.0.0.2', family: 4 };
const PRIVATE: LookupAddress = { address: '127.0.0.1', family: 4 };

const options = (extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
  userAgent: USER_AGENT,
  lookup: async (hostname) => (hostname === 'internal.test' ? [PRIVATE] : hostname === 'mixed.test' ? [PUBLIC, PRIVATE] : [PUBLIC]),
  isAllowedAddress: (address) => address === PUBLIC.address,
  ...extra,
});

const fetchPage = (path: string, extra: Partial<GuardedFetchOptions> = {}, host = 'site.test') => guardedFetch(site.url(host, path), HTML_PAGE_REQUEST, options(extra));

function failureOf(outcome: FetchOutcome) {
  if (outcome.ok) throw new Error(`expected a failure, got ${outcome.url}`);
  return outcome;
}

beforeAll(async () => {
  site = await startListingSiteServer(PUBLIC.address);
  internal = await startListingSiteServer(PRIVATE.address);
  site.route('*', '/page', answer('text/html; charset=utf-8', PAGE));
  site.route('*', '/xhtml', answer('application/xhtml+xml', PAGE));
  site.route('*', '/one', redirect('/two', 301));
  site.route('*', '/two', redirect('/three', 302));
  site.route('*', '/three', redirect('/page', 307));
  site.route('*', '/four', redirect('/one', 308));
  site.route('*', '/to-loopback', () => {});
  site.route('*', '/to-internal-name', () => {});
  site.route('*', '/to-ftp', redirect('ftp://site.test/file'));
  site.route('*', '/to-other-port', redirect('http://public.test:8080/admin'));
  site.route('*', '/json', answer('application/json', '{"name": "not a page"}'));
  site.route('*', '/image', answer('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])));
  site.route('*', '/untyped', answer(null, PAGE));
  site.route('*', '/large-declared', answer('text/html', Buffer.alloc(PAGE_MAX_BYTES + 1, 0x20)));
  site.route('*', '/large-streamed', (_request, response) => {
    // No length up front: the cap has to hold while reading.
    response.writeHead(200, { 'content-type': 'text/html' });
    for (let sent = 0; sent <= PAGE_MAX_BYTES; sent += 64 * 1024) response.write(Buffer.alloc(64 * 1024, 0x20));
    response.end();
  });
  // 3 MB of spaces compress to a few KB: the cap counts what it decompresses to.
  site.route('*', '/gzip-bomb', answer('text/html', gzipSync(Buffer.alloc(3 * 1024 * 1024, 0x20)), { 'content-encoding': 'gzip' }));
  site.route('*', '/gzip', answer('text/html', gzipSync(PAGE), { 'content-encoding': 'gzip' }));
  site.route('*', '/brotli', answer('text/html', brotliCompressSync(PAGE), { 'content-encoding': 'br' }));
  site.route('*', '/corrupt-gzip', answer('text/html', Buffer.from('this is not gzip'), { 'content-encoding': 'gzip' }));
  site.route('*', '/compress', answer('text/html', Buffer.from(PAGE), { 'content-encoding': 'compress' }));
  site.route('*', '/hanging', () => {});
  site.route('*', '/trickling', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><body>');
    const timer = setInterval(() => response.write('.'), 50);
    response.on('close', () => clearInterval(timer));
  });
  site.route('*', '/gone', status(404));
  site.route('*', '/failing', status(503));
  site.route('*', '/latin1', answer('text/html; charset=windows-1252', Buffer.from('<p>Caf\xe9 Ol\xe9</p>', 'latin1')));
  site.route('*', '/meta-charset', answer('text/html', Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>Cr\xe8me br\xfbl\xe9e</body></html>', 'latin1')));
  site.route('*', '/robots.txt', answer('text/plain', `User-agent: *\nDisallow: /x\n${'#'.repeat(1000)}`));
  internal.route('*', '/secret', answer('text/html', '<p>internal</p>'));
  site.route('*', '/to-loopback', redirect(`http://127.0.0.1:${internal.port}/secret`));
  site.route('*', '/to-internal-name', redirect(`http://internal.test:${internal.port}/secret`));
});

afterAll(async () => {
  await Promise.all([site.close(), internal.close()]);
});

beforeEach(() => {
  site.requests.length = 0;
  internal.requests.length = 0;
});

describe('guardedFetch', () => {
  it('reads an HTML page, sending our User-Agent', async () => {
    const outcome = await fetchPage('/page');
    expect(outcome).toEqual({ ok: true, url: site.url('site.test', '/page'), status: 200, contentType: 'text/html', text: PAGE });
    expect(site.requests).toEqual([{ host: 'site.test', path: '/page', userAgent: USER_AGENT, acceptEncoding: 'gzip, deflate, br' }]);
    expect((await fetchPage('/xhtml')).ok).toBe(true);
  });

  it('follows up to three redirects and tells where it ended', async () => {
    const outcome = await fetchPage('/one');
    expect(outcome).toMatchObject({ ok: true, url: site.url('site.test', '/page') });
    expect(site.requests.map(({ path }) => path)).toEqual(['/one', '/two', '/three', '/page']);
  });

  it('refuses a fourth redirect', async () => {
    expect(failureOf(await fetchPage('/four'))).toMatchObject({ reason: 'too_many_redirects', retryable: false });
    expect(site.requests).toHaveLength(4);
  });

  it('refuses a redirect to 127.0.0.1, without connecting to it', async () => {
    const failure = failureOf(await fetchPage('/to-loopback'));
    expect(failure).toMatchObject({ reason: 'blocked_address', message: '127.0.0.1 is not on the public internet', retryable: false });
    expect(internal.requests).toEqual([]);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    expect(failureOf(await fetchPage('/to-internal-name'))).toMatchObject({ reason: 'blocked_address', message: 'internal.test is not on the public internet' });
    expect(internal.requests).toEqual([]);
  });

  it('refuses private addresses by default, and a host with any private address among its addresses', async () => {
    const outcome = await guardedFetch(`http://127.0.0.2:${site.port}/page`, HTML_PAGE_REQUEST, { userAgent: USER_AGENT });
    expect(failureOf(outcome).reason).toBe('blocked_address');
    expect(failureOf(await fetchPage('/page', {}, 'mixed.test')).reason).toBe('blocked_address');
    expect(site.requests).toEqual([]);
  });

  it.each([
    ['ftp://site.test/page'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['not a url'],
    ['http://user:secret@site.test/page'],
  ])('refuses %s as not a web address', async (url) => {
    expect(failureOf(await guardedFetch(url, HTML_PAGE_REQUEST, options())).reason).toBe('bad_url');
    expect(site.requests).toEqual([]);
  });

  it('refuses a redirect away from the web', async () => {
    expect(failureOf(await fetchPage('/to-ftp')).reason).toBe('bad_url');
  });

  it.each([
    ['JSON', '/json', 'application/json'],
    ['an image', '/image', 'image/png'],
    ['an untyped answer', '/untyped', 'no content type'],
  ])('refuses %s: only HTML is a page', async (_case, path, named) => {
    expect(failureOf(await fetchPage(path))).toMatchObject({ reason: 'content_type', message: `${site.url('site.test', path)} is not a web page (${named})` });
  });

  it.each([
    ['by its declared length', '/large-declared'],
    ['as it arrives', '/large-streamed'],
    ['once decompressed', '/gzip-bomb'],
  ])('refuses a page over 1 MB %s', async (_case, path) => {
    expect(failureOf(await fetchPage(path))).toMatchObject({ reason: 'too_large', message: `${site.url('site.test', path)} is larger than 1 MB`, retryable: false });
  });

  it('decompresses gzip and brotli', async () => {
    expect(await fetchPage('/gzip')).toMatchObject({ ok: true, text: PAGE });
    expect(await fetchPage('/brotli')).toMatchObject({ ok: true, text: PAGE });
  });

  it('reports a body it cannot decompress', async () => {
    expect(failureOf(await fetchPage('/corrupt-gzip')).reason).toBe('unreadable');
    expect(failureOf(await fetchPage('/compress')).reason).toBe('unreadable');
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(failureOf(await fetchPage('/hanging', { timeoutMs: 300 }))).toMatchObject({ reason: 'timeout', message: `site.test:${site.port} did not answer within 0.3 s`, retryable: true });
  });

  it('gives up on a page that trickles in past the deadline', async () => {
    expect(failureOf(await fetchPage('/trickling', { timeoutMs: 300 })).reason).toBe('timeout');
  });

  it('stops when the caller stops', async () => {
    const controller = new AbortController();
    const pending = fetchPage('/hanging', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(failureOf(await pending).reason).toBe('aborted');
  });

  it('reports error statuses, a 5xx as worth retrying', async () => {
    expect(failureOf(await fetchPage('/gone'))).toMatchObject({ reason: 'http_status', status: 404, retryable: false });
    expect(failureOf(await fetchPage('/failing'))).toMatchObject({ reason: 'http_status', status: 503, retryable: true });
  });

  it('reports a host that refuses the connection', async () => {
    const closed = await startListingSiteServer(PUBLIC.address);
    const url = closed.url('site.test', '/page');
    await closed.close();
    expect(failureOf(await guardedFetch(url, HTML_PAGE_REQUEST, options()))).toMatchObject({ reason: 'unreachable', retryable: true });
  });

  it('decodes the charset the answer or the page names', async () => {
    expect(await fetchPage('/latin1')).toMatchObject({ ok: true, text: '<p>Café Olé</p>' });
    expect(await fetchPage('/meta-charset')).toMatchObject({ ok: true, text: expect.stringContaining('Crème brûlée') });
  });

  it('keeps the start of a long body when asked to (robots.txt)', async () => {
    const outcome = await guardedFetch(site.url('site.test', '/robots.txt'), { accept: 'text/plain', contentTypes: null, truncate: true }, options({ maxBytes: 30 }));
    expect(outcome).toMatchObject({ ok: true, text: 'User-agent: *\nDisallow: /x\n###' });
  });

  describe('ports', () => {
    // A public address, never connected to: the port is refused before any connection.
    const WORLD: LookupAddress = { address: '93.184.215.14', family: 4 };
    const withWorld = (extra: Partial<GuardedFetchOptions> = {}) =>
      options({
        lookup: async (hostname) => (hostname === 'public.test' ? [WORLD] : [PUBLIC]),
        isAllowedAddress: (address) => address === PUBLIC.address || isPublicAddress(address),
        timeoutMs: 300,
        ...extra,
      });

    it.each([['http://public.test:8080/admin'], ['https://public.test:22/'], ['http://public.test:443/'], ['http://93.184.215.14:6379/']])(
      'refuses %s: a public address is read on its default port only',
      async (url) => {
        expect(failureOf(await guardedFetch(url, HTML_PAGE_REQUEST, withWorld()))).toMatchObject({ reason: 'blocked_port', retryable: false });
      },
    );

    it('refuses a redirect to another port of a public address', async () => {
      const failure = failureOf(await guardedFetch(site.url('site.test', '/to-other-port'), HTML_PAGE_REQUEST, withWorld()));
      expect(failure).toMatchObject({ reason: 'blocked_port', url: 'http://public.test:8080/admin', message: 'public.test:8080 is not on the standard port for http' });
    });
  });

  it(`runs at most ${MAX_CONCURRENT_LOOKUPS} host name lookups at once, however many pages are fetched`, async () => {
    let running = 0;
    let most = 0;
    const lookup = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return [PUBLIC];
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => fetchPage('/page', { lookup })));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(most).toBe(MAX_CONCURRENT_LOOKUPS);
  });

  it('gives up waiting for a lookup when the caller stops, and frees the slots once the lookups end', async () => {
    const answers: (() => void)[] = [];
    const slow = () => new Promise<LookupAddress[]>((resolve) => answers.push(() => resolve([PUBLIC])));
    const controller = new AbortController();
    // The first four take every slot; the fifth waits for one.
    const stopped = Array.from({ length: MAX_CONCURRENT_LOOKUPS + 1 }, () => fetchPage('/page', { lookup: slow, signal: controller.signal }));
    controller.abort();
    expect((await Promise.all(stopped)).map((outcome) => failureOf(outcome).reason)).toEqual(Array(MAX_CONCURRENT_LOOKUPS + 1).fill('aborted'));
    expect(answers).toHaveLength(MAX_CONCURRENT_LOOKUPS);
    for (const answer of answers) answer();
    expect((await fetchPage('/page')).ok).toBe(true);
  });
});
