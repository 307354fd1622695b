import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ProviderBusiness } from '../../providers/provider';
import { ROADHOUSE_DINER, ROADHOUSE_DINER_HOURS } from '../../testing/citation-test-businesses';
import { startNominatimProtocolServer, type NominatimProtocolServer } from '../../testing/nominatim-protocol-server';
import { rejection } from '../../testing/source-test-harness';
import { OPENSTREETMAP_ATTRIBUTION, createOpenStreetMapSource, type OpenStreetMapSourceOptions } from './openstreetmap-source';
import { citewiseUserAgent } from './user-agent';

// The source against the Nominatim stand-in. Time is a fake clock that only the injected sleep
// moves, so the one-a-second spacing and Retry-After waits are proved without waiting.

const USER_AGENT = citewiseUserAgent({ version: '0.1.0', publicUrl: 'https://citewise.test', contact: 'ops@citewise.test' });

let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => new Date(now);
const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
  now += ms;
};

let nominatim: NominatimProtocolServer;

beforeAll(async () => {
  nominatim = await startNominatimProtocolServer({ clock });
});

afterAll(async () => {
  await nominatim.close();
});

beforeEach(() => {
  sleeps.length = 0;
  (nominatim.requests as unknown[]).length = 0;
});

function source(extra: Partial<OpenStreetMapSourceOptions> = {}) {
  return createOpenStreetMapSource({ userAgent: USER_AGENT, baseUrl: nominatim.url, clock, sleep, random: () => 0.5, ...extra });
}

function business(fields: Partial<ProviderBusiness>): ProviderBusiness {
  return { ...ROADHOUSE_DINER, website: null, ...fields };
}

const lookUp = (fields: Partial<ProviderBusiness> = {}, extra: Partial<OpenStreetMapSourceOptions> = {}) =>
  source(extra).lookUp(business(fields), { knownUrls: [] });

describe('OpenStreetMap source', () => {
  it('describes itself and its terms', () => {
    const osm = source();
    expect(osm).toMatchObject({ id: 'openstreetmap', name: 'OpenStreetMap', retention: 'everything', attribution: OPENSTREETMAP_ATTRIBUTION });
    expect(OPENSTREETMAP_ATTRIBUTION).toBe('© OpenStreetMap contributors (ODbL)');
  });

  it('maps a place with every field', async () => {
    expect(await lookUp()).toEqual([
      {
        source: 'openstreetmap',
        directory: 'openstreetmap',
        listingId: 'node/2846295644',
        url: 'https://www.openstreetmap.org/node/2846295644',
        name: 'Roadhouse Diner',
        address: '405 Memorial Drive',
        city: 'Plano',
        state: 'TX',
        zipCode: '75074',
        phone: '+1 206-405-9181',
        website: 'https://roadhousediner.example/',
        hours: ROADHOUSE_DINER_HOURS,
      },
    ]);
  });

  it('reads contact:* tags, takes the first of several values, and leaves hours it cannot hold out', async () => {
    const [listing] = await lookUp({ name: "Joe's Cafe", city: 'St. Louis', state: 'MO', phone: '314-555-0100' });
    expect(listing).toMatchObject({
      listingId: 'way/90394480',
      url: 'https://www.openstreetmap.org/way/90394480',
      address: '12 Market Street',
      state: 'MO',
      phone: '314-555-0100',
      website: 'https://joescafe.example/',
      hours: null,
    });
  });

  it('reads a town, a state by name, and a place without extra tags', async () => {
    const [listing] = await lookUp({ name: 'Lakeside Dental', city: 'Lakeside', state: 'OR', phone: '' });
    expect(listing).toEqual(
      expect.objectContaining({ listingId: 'relation/1234567', address: 'North Lake Road', city: 'Lakeside', state: 'OR', zipCode: '97449', phone: null, website: null, hours: null }),
    );
  });

  it('asks a structured search of the documented form, with an identifying User-Agent', async () => {
    await lookUp();
    expect(nominatim.requests).toHaveLength(1);
    const [request] = nominatim.requests;
    expect(request!.path).toBe('/search');
    expect(request!.userAgent).toBe(USER_AGENT);
    expect(request!.params).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      extratags: '1',
      namedetails: '1',
      limit: '5',
      countrycodes: 'us',
      amenity: 'Roadhouse Diner',
      city: 'Plano',
      state: 'Texas',
    });
  });

  it('searches the country of the business, and by the full name of its province', async () => {
    await lookUp({ name: 'Maple Bakery', city: 'Toronto', state: 'ON' });
    await lookUp({ name: 'Maple Bakery', city: 'Somewhere', state: '' });
    expect(nominatim.requests.map(({ params }) => [params.countrycodes, params.state])).toEqual([
      ['ca', 'Ontario'],
      ['us,ca', undefined],
    ]);
  });

  it('finds nothing for a business OpenStreetMap does not have, and never counts a road of the name', async () => {
    expect(await lookUp({ name: 'Nowhere Bakery' })).toEqual([]);
    // "Roadhouse Diner" also matches "Roadhouse Diner Lane", a road; only the restaurant is answered.
    expect((await lookUp()).map(({ listingId }) => listingId)).toEqual(['node/2846295644']);
  });

  it('starts requests at least one second apart, however many lookups run at once', async () => {
    const osm = source();
    const names = ['Roadhouse Diner', "Joe's Cafe", 'Lakeside Dental', 'Nowhere Bakery'];
    const started = Date.now();
    await Promise.all(names.map((name) => osm.lookUp(business({ name }), { knownUrls: [] })));
    expect(nominatim.requests).toHaveLength(4);
    const gaps = nominatim.requests.slice(1).map(({ sinceLastMs }) => sinceLastMs!);
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    // Nothing really waited.
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('keeps one second even when asked for less on the public instance', async () => {
    const answered: number[] = [];
    const fakeFetch: typeof fetch = async () => {
      answered.push(now);
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    };
    const osm = createOpenStreetMapSource({ userAgent: USER_AGENT, fetch: fakeFetch, clock, sleep, minIntervalMs: 100 });
    await osm.lookUp(business({ name: 'First' }), { knownUrls: [] });
    await osm.lookUp(business({ name: 'Second' }), { knownUrls: [] });
    expect(answered[1]! - answered[0]!).toBe(1000);
  });

  it('waits as long as a 429 asks (Retry-After) and then answers', async () => {
    nominatim.inject({ status: 429, retryAfter: '7' });
    const listings = await lookUp();
    expect(listings).toHaveLength(1);
    expect(nominatim.requests.map(({ status }) => status)).toEqual([429, 200]);
    expect(sleeps).toContain(7000);
    expect(nominatim.requests[1]!.sinceLastMs).toBe(7000);
  });

  it('spaces retries a full second even when Retry-After says 0', async () => {
    nominatim.inject({ status: 429, retryAfter: '0' });
    await lookUp();
    expect(nominatim.requests[1]!.sinceLastMs).toBeGreaterThanOrEqual(1000);
  });

  it('fails with a ProviderError once retries run out', async () => {
    nominatim.inject({ status: 503 }, 3);
    const failure = await rejection(lookUp({}, { retries: 2 }));
    expect(failure.retryable).toBe(true);
    expect(nominatim.requests).toHaveLength(3);
  });

  it('says plainly when Nominatim blocks us', async () => {
    nominatim.inject({ status: 403 });
    await expect(lookUp()).rejects.toThrow(/refused our requests \(HTTP 403\)/);
  });

  it('reuses an answer instead of asking again', async () => {
    const osm = source();
    await osm.lookUp(business({}), { knownUrls: [] });
    await osm.lookUp(business({}), { knownUrls: [] });
    expect(nominatim.requests).toHaveLength(1);
    now += 25 * 60 * 60 * 1000;
    await osm.lookUp(business({}), { knownUrls: [] });
    expect(nominatim.requests).toHaveLength(2);
  });

  it('tests the connection with the status endpoint', async () => {
    expect(await source().testConnection()).toBe('OpenStreetMap Nominatim answered: OK, data as of 2026-01-05T08:12:41+00:00');
    expect(nominatim.requests.map(({ path, params }) => [path, params.format])).toEqual([['/status', 'json']]);
  });

  it('reports a Nominatim whose database is down (status 700 in an HTTP 200 answer)', async () => {
    const fakeFetch: typeof fetch = async () => Response.json({ status: 700, message: 'No database' });
    const osm = createOpenStreetMapSource({ userAgent: USER_AGENT, baseUrl: 'http://nominatim.test', fetch: fakeFetch, clock, sleep });
    await expect(osm.testConnection()).rejects.toThrow('OpenStreetMap Nominatim is not ready: No database');
  });

  it('refuses to start without an identifying User-Agent', () => {
    expect(() => createOpenStreetMapSource({ userAgent: '' })).toThrow(/does not identify/);
    expect(() => createOpenStreetMapSource({ userAgent: 'node' })).toThrow(/does not identify/);
  });

  it('the stand-in refuses a stock User-Agent, as the public instance does', async () => {
    const response = await fetch(`${nominatim.url}/search?format=jsonv2&q=Roadhouse+Diner`);
    expect(response.status).toBe(403);
  });

  it('reports its health with no quota', async () => {
    nominatim.inject({ status: 400 });
    await expect(lookUp()).rejects.toThrow(ProviderError);
    expect(source().health()).toMatchObject({ circuit: 'closed', quota: null });
  });
});
