import type { LookupAddress } from 'node:dns';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderBusiness } from '../../providers/provider';
import { ROADHOUSE_DINER, ROADHOUSE_DINER_NAP } from '../../testing/citation-test-businesses';
import { answer, redirect, startListingSiteServer, status, type ListingSiteServer } from '../../testing/listing-site-server';
import { ListingPagesError, MAX_PAGES_PER_LOOKUP, createListingPagesSource, type ListingPagesSourceOptions } from './listing-pages-source';
import { PAGE_MAX_BYTES } from './page-fetch';
import { citewiseUserAgent } from './user-agent';

// Listing pages served from local sites: every test host name resolves to 127.0.0.2, which the
// tests let through as if it were public (as the logo tests do); 127.0.0.1 stays private, and an
// "internal" server there proves nothing is ever fetched from it. Waits between requests go
// through a fake clock; only the deadline tests wait, a few hundred milliseconds.

const USER_AGENT = citewiseUserAgent({ version: '0.1.0', publicUrl: 'https://citewise.test', contact: 'ops@citewise.test' });
const PUBLIC: LookupAddress = { address: '127.0.0.2', family: 4 };
const PRIVATE: LookupAddress = { address: '127.0.0.1', family: 4 };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const html = (name: string) => answer('text/html; charset=utf-8', fixture(name));

let site: ListingSiteServer;
let internal: ListingSiteServer;
let now = Date.parse('2026-03-02T09:00:00Z');
const sleeps: number[] = [];

beforeAll(async () => {
  site = await startListingSiteServer(PUBLIC.address);
  internal = await startListingSiteServer(PRIVATE.address);
  internal.route('*', '/secret', html('jsonld-restaurant.html'));

  // A directory-like site: everyone may read it, except Citewise under /private/.
  site.route('listings.test', '/robots.txt', answer('text/plain', 'User-agent: *\nAllow: /\n\nUser-agent: Citewise\nDisallow: /private/\n'));
  site.route('listings.test', '/biz/roadhouse', html('jsonld-restaurant.html'));
  site.route('listings.test', '/biz/roadhouse-diner-plano', html('jsonld-restaurant.html'));
  site.route('listings.test', '/moved', redirect('/biz/roadhouse', 301));
  site.route('listings.test', '/private/roadhouse', html('jsonld-restaurant.html'));
  site.route('listings.test', '/lakeside', html('jsonld-graph.html'));
  site.route('listings.test', '/joes', html('jsonld-array.html'));
  site.route('listings.test', '/dentist', html('microdata.html'));
  site.route('listings.test', '/hardware', html('rdfa.html'));
  site.route('listings.test', '/plumber', html('hcard-classic.html'));
  site.route('listings.test', '/florist', html('h-card.html'));
  site.route('listings.test', '/about', html('no-data.html'));
  site.route('listings.test', '/garbage', html('garbage.html'));
  site.route('listings.test', '/to-loopback', redirect(`http://127.0.0.1:${internal.port}/secret`));
  site.route('listings.test', '/huge', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    for (let sent = 0; sent <= PAGE_MAX_BYTES; sent += 64 * 1024) response.write(Buffer.alloc(64 * 1024, 0x20));
    response.end();
  });
  site.route('listings.test', '/slow', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html>');
  });
  site.route('listings.test', '/photo', answer('image/jpeg', Buffer.from([0xff, 0xd8, 0xff])));

  // A site that shuts Citewise out, by its token in lower case.
  site.route('closed.test', '/robots.txt', answer('text/plain', 'User-agent: citewise\nDisallow: /\n\nUser-agent: *\nAllow: /\n'));
  site.route('closed.test', '/listing', html('jsonld-restaurant.html'));
  // No robots.txt at all: everything may be read.
  site.route('norobots.test', '/listing', html('microdata.html'));
  // A robots.txt that fails: nothing may be read.
  site.route('down.test', '/robots.txt', status(503));
  site.route('down.test', '/listing', html('jsonld-restaurant.html'));
  // A site that asks for 5 s between requests.
  site.route('polite.test', '/robots.txt', answer('text/plain', 'User-agent: *\nCrawl-delay: 5\n'));
  site.route('polite.test', '/a', html('jsonld-restaurant.html'));
  site.route('polite.test', '/b', html('no-data.html'));
  site.route('www.yelp.test', '/biz/roadhouse-diner', html('jsonld-restaurant.html'));
  site.route('www.listings.test', '/biz/roadhouse', html('jsonld-restaurant.html'));
  // Hostile pages.
  site.route('listings.test', '/self-named', answer('text/html', `<script type="application/ld+json">{"@id": "a", "@type": "Restaurant", "name": {"@id": "a"}}</script>`));
  site.route('listings.test', '/deep', answer('text/html', `${'<div>'.repeat(64_000)}${'</div>'.repeat(64_000)}`));
});

afterAll(async () => {
  await Promise.all([site.close(), internal.close()]);
});

beforeEach(() => {
  site.requests.length = 0;
  internal.requests.length = 0;
  sleeps.length = 0;
});

function source(extra: Partial<ListingPagesSourceOptions> = {}) {
  return createListingPagesSource({
    userAgent: USER_AGENT,
    lookup: async (hostname) => (hostname === 'internal.test' ? [PRIVATE] : [PUBLIC]),
    isAllowedAddress: (address) => address === PUBLIC.address,
    clock: () => new Date(now),
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    ...extra,
  });
}

const at = (host: string, path: string) => site.url(host, path);
const lookUp = (urls: string[], extra: Partial<ListingPagesSourceOptions> = {}, business = ROADHOUSE_DINER) => source(extra).lookUp(business, { knownUrls: urls });
const pathsOn = (host: string) => site.requests.filter((request) => request.host === host).map(({ path }) => path);

async function failureOf(promise: Promise<unknown>): Promise<ListingPagesError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ListingPagesError);
  return error as ListingPagesError;
}

describe('listing pages source', () => {
  it('describes itself', async () => {
    const pages = source();
    expect(pages).toMatchObject({ id: 'listing_pages', name: 'Listing pages', retention: 'everything', attribution: null });
    expect(await pages.testConnection()).toMatch(/as Citewise/);
    expect(pages.health()).toEqual({ circuit: 'closed', lastError: null, lastErrorAt: null, quota: null });
  });

  it('reads a JSON-LD listing, named by its canonical address', async () => {
    expect(await lookUp([at('listings.test', '/biz/roadhouse')])).toEqual([
      {
        source: 'listing_pages',
        directory: 'listings.test',
        listingId: at('listings.test', '/biz/roadhouse-diner-plano'),
        url: at('listings.test', '/biz/roadhouse-diner-plano'),
        ...ROADHOUSE_DINER_NAP,
        website: 'https://roadhousediner.example/',
        hours: expect.objectContaining({ monday: { open: '07:00', close: '21:00' }, sunday: { open: '08:00', close: '22:00' } }),
        requestedUrl: at('listings.test', '/biz/roadhouse'),
      },
    ]);
    // robots.txt first, then the page, both as Citewise.
    expect(site.requests.map(({ path, userAgent }) => [path, userAgent])).toEqual([
      ['/robots.txt', USER_AGENT],
      ['/biz/roadhouse', USER_AGENT],
    ]);
  });

  it.each([
    ['JSON-LD @graph', '/lakeside', { name: 'Lakeside Dental', city: 'Lakeside', state: 'OR', phone: '+1-541-555-0142', website: 'https://lakesidedental.example/' }],
    ['microdata', '/dentist', { name: 'Smile Bright Dentistry', address: '1600 Elm Street', zipCode: '62701', website: 'https://smilebright.example/' }],
    ['RDFa', '/hardware', { name: 'Ace Hardware of Springfield', phone: '+12175550188', website: 'https://springfieldace.example/' }],
    ['a classic hCard', '/plumber', { name: "Bob's Plumbing", state: 'MO', phone: '573-555-0161', hours: null }],
    ['an h-card', '/florist', { name: 'Green Leaf Florist', city: 'Madison', phone: '+16085550199', website: 'https://greenleaf.example/' }],
  ])('reads %s', async (_syntax, path, expected) => {
    const [listing] = await lookUp([at('listings.test', path)]);
    expect(listing).toMatchObject({ source: 'listing_pages', directory: 'listings.test', listingId: at('listings.test', path), ...expected });
  });

  it("picks the page's business that is ours among several, and does not take the listing's own address for a website", async () => {
    const joes: ProviderBusiness = { ...ROADHOUSE_DINER, name: "Joe's Cafe", phone: '314-555-0100', zipCode: '63101', city: 'St. Louis', state: 'MO' };
    const [listing] = await lookUp([at('listings.test', '/joes')], {}, joes);
    expect(listing).toMatchObject({ name: "Joe's Cafe", zipCode: '63101', website: null });
  });

  it('finds no listing on a page without business data or with garbage, without an error', async () => {
    expect(await lookUp([at('listings.test', '/about'), at('listings.test', '/garbage')])).toEqual([]);
  });

  it('names the directory of a catalogued host', async () => {
    const [listing] = await lookUp([at('www.yelp.test', '/biz/roadhouse-diner')], { directoryOfHost: (host) => (host === 'www.yelp.test' ? 'yelp' : null) });
    expect(listing).toMatchObject({ directory: 'yelp', listingId: at('www.yelp.test', '/biz/roadhouse-diner-plano') });
  });

  it('counts two addresses of one page once', async () => {
    const listings = await lookUp([at('listings.test', '/moved'), at('listings.test', '/biz/roadhouse'), at('listings.test', '/biz/roadhouse-diner-plano')]);
    expect(listings).toHaveLength(1);
  });

  it("names an uncatalogued site's directory by its host without www.", async () => {
    const [listing] = await lookUp([at('www.listings.test', '/biz/roadhouse')]);
    expect(listing).toMatchObject({ directory: 'listings.test', listingId: at('www.listings.test', '/biz/roadhouse-diner-plano') });
  });

  describe('the known address each listing came from', () => {
    it('is the address given, before redirects, spaces and all', async () => {
      const moved = at('listings.test', '/moved');
      const listings = await lookUp([`  ${moved} `, at('listings.test', '/dentist')]);
      expect(listings.map(({ requestedUrl, listingId }) => [requestedUrl, listingId])).toEqual([
        [`  ${moved} `, at('listings.test', '/biz/roadhouse-diner-plano')],
        [at('listings.test', '/dentist'), at('listings.test', '/dentist')],
      ]);
    });

    it('is absent for a page that could not be read or had no business: only pages read with data give listings', async () => {
      const listings = await lookUp([at('listings.test', '/about'), at('listings.test', '/nothing-here'), at('listings.test', '/florist')]);
      expect(listings.map(({ requestedUrl }) => requestedUrl)).toEqual([at('listings.test', '/florist')]);
    });
  });

  it('asks nothing when no listing address is known', async () => {
    expect(await lookUp([])).toEqual([]);
    expect(site.requests).toEqual([]);
  });

  describe('robots.txt', () => {
    it('does not fetch a page disallowed for Citewise', async () => {
      const error = await failureOf(lookUp([at('listings.test', '/private/roadhouse')]));
      expect(error.message).toBe(`Could not read the listing page: listings.test's robots.txt asks Citewise not to read ${at('listings.test', '/private/roadhouse')}`);
      expect(error.retryable).toBe(false);
      expect(pathsOn('listings.test')).toEqual(['/robots.txt']);
    });

    it('does not fetch anything from a site that disallows Citewise', async () => {
      await failureOf(lookUp([at('closed.test', '/listing')]));
      expect(pathsOn('closed.test')).toEqual(['/robots.txt']);
    });

    it('reads a site without a robots.txt', async () => {
      expect(await lookUp([at('norobots.test', '/listing')])).toHaveLength(1);
      expect(pathsOn('norobots.test')).toEqual(['/robots.txt', '/listing']);
    });

    it('reads nothing from a site whose robots.txt fails, and says it may work later', async () => {
      const error = await failureOf(lookUp([at('down.test', '/listing')]));
      expect(error.message).toMatch(/robots\.txt could not be read \(.*HTTP 503\)/);
      expect(error.retryable).toBe(true);
      expect(pathsOn('down.test')).toEqual(['/robots.txt']);
    });

    it('asks once per site, however many pages', async () => {
      const pages = source();
      await pages.lookUp(ROADHOUSE_DINER, { knownUrls: [at('listings.test', '/biz/roadhouse'), at('listings.test', '/dentist')] });
      await pages.lookUp(ROADHOUSE_DINER, { knownUrls: [at('listings.test', '/hardware')] });
      expect(pathsOn('listings.test').filter((path) => path === '/robots.txt')).toHaveLength(1);
    });
  });

  describe('pacing', () => {
    it('reads one page of a host at a time, a second apart, hosts alongside each other, without really waiting', async () => {
      // Each request starts with its host's lookup: when, by the fake clock, per host.
      const starts: Record<string, number[]> = {};
      const lookup = async (hostname: string) => {
        (starts[hostname] ??= []).push(now);
        return [PUBLIC];
      };
      const began = now;
      const started = Date.now();
      await lookUp([at('listings.test', '/biz/roadhouse'), at('listings.test', '/dentist'), at('norobots.test', '/listing')], { lookup });
      const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);
      // robots.txt and two pages on one; robots.txt and a page on the other.
      expect(starts['listings.test']).toHaveLength(3);
      expect(starts['norobots.test']).toHaveLength(2);
      for (const times of Object.values(starts)) expect(gaps(times).every((gap) => gap >= 1000)).toBe(true);
      // The other host did not wait for the first one's turn.
      expect(starts['norobots.test']![0]).toBe(began);
      expect(Date.now() - started).toBeLessThan(900);
    });

    it("keeps a site's Crawl-delay", async () => {
      await lookUp([at('polite.test', '/a'), at('polite.test', '/b')]);
      expect(sleeps).toEqual([5000, 5000]);
    });
  });

  describe('pages that cannot be read', () => {
    it('refuses a redirect to 127.0.0.1', async () => {
      const error = await failureOf(lookUp([at('listings.test', '/to-loopback')]));
      expect(error.message).toBe('Could not read the listing page: 127.0.0.1 is not on the public internet');
      expect(internal.requests).toEqual([]);
    });

    it.each([
      ['over the size cap', '/huge', (url: string) => `${url} is larger than 1 MB`, false],
      ['too slow', '/slow', () => `listings.test:${site.port} did not answer within 0.3 s`, true],
      ['not HTML', '/photo', (url: string) => `${url} is not a web page (image/jpeg)`, false],
      ['missing', '/nothing-here', (url: string) => `${url} answered HTTP 404`, false],
    ])('reports a page %s as a ListingPagesError', async (_case, path, message, retryable) => {
      const url = at('listings.test', path);
      const error = await failureOf(lookUp([url], { timeoutMs: 300 }));
      expect(error.pages).toEqual([{ url, message: message(url), retryable }]);
      expect(error.retryable).toBe(retryable);
    });

    it('refuses addresses that are not web pages', async () => {
      const error = await failureOf(lookUp(['not a url', 'ftp://listings.test/file']));
      expect(error.pages.map(({ message }) => message)).toEqual(['not a url is not a web address', 'ftp://listings.test/file is not a web address']);
      expect(error.message).toBe('Could not read any of 2 listing pages: not a url is not a web address; and 1 more');
    });

    it('answers the pages it could read and reports the others through health', async () => {
      const pages = source({ timeoutMs: 300 });
      const listings = await pages.lookUp(ROADHOUSE_DINER, {
        knownUrls: [at('listings.test', '/huge'), at('listings.test', '/biz/roadhouse'), at('listings.test', '/private/roadhouse')],
      });
      expect(listings.map(({ name }) => name)).toEqual(['Roadhouse Diner']);
      expect(pages.health()).toMatchObject({ circuit: 'closed', lastError: expect.stringMatching(/robots\.txt asks Citewise not to read/), lastErrorAt: new Date(now) });
      expect(pathsOn('listings.test')).not.toContain('/private/roadhouse');
    });
  });

  describe('hostile pages', () => {
    it('reads a page whose item names itself', async () => {
      expect(await lookUp([at('listings.test', '/self-named')])).toEqual([expect.objectContaining({ name: '', requestedUrl: at('listings.test', '/self-named') })]);
    });

    it('reports a page nested too deeply as unreadable', async () => {
      const url = at('listings.test', '/deep');
      const error = await failureOf(lookUp([url]));
      expect(error.pages).toEqual([{ url, message: `${url} nests its elements more than 256 deep, too deep to read`, retryable: false }]);
    });

    it('reports a page whose reading fails in any way as unreadable, never throwing that failure', async () => {
      const url = at('listings.test', '/biz/roadhouse');
      const readPage = async () => {
        throw new RangeError('Maximum call stack size exceeded');
      };
      const error = await failureOf(lookUp([url], { readPage }));
      expect(error.pages).toEqual([{ url, message: `${url} could not be read`, retryable: false }]);
    });

    it(`reads at most ${MAX_PAGES_PER_LOOKUP} known addresses at once, reporting the rest as not read this time`, async () => {
      const unusable = Array.from({ length: MAX_PAGES_PER_LOOKUP }, (_, index) => `not a url ${index}`);
      const beyond = [at('listings.test', '/biz/roadhouse'), at('listings.test', '/dentist')];
      const error = await failureOf(lookUp([...unusable, ...beyond]));
      expect(error.pages.slice(MAX_PAGES_PER_LOOKUP)).toEqual(
        beyond.map((url) => ({ url, message: `${url} was not read this time: at most ${MAX_PAGES_PER_LOOKUP} listing pages are read at once`, retryable: true })),
      );
      expect(site.requests).toEqual([]);
    });
  });

  it('refuses to start without an identifying User-Agent', () => {
    expect(() => createListingPagesSource({ userAgent: 'node' })).toThrow(/does not identify/);
  });
});
