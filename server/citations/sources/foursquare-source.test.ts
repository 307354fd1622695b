import { describe, expect, it } from 'vitest';
import type { ProviderBusiness } from '../../providers/provider';
import { startFoursquareProtocolServer } from '../../testing/foursquare-protocol-server';
import { LINCOLN_SQUARE_BAKERY } from '../../testing/citation-test-businesses';
import { rejection, useKeyedSourceHarness } from '../../testing/source-test-harness';
import { createFoursquareSource, FOURSQUARE_API_VERSION } from './foursquare-source';

const API_KEY = 'fsq-service-key-71c0e4d2';

const bakery: ProviderBusiness = { ...LINCOLN_SQUARE_BAKERY, phone: '217.555.0100' };

const bakeryListing = {
  source: 'foursquare',
  directory: 'foursquare',
  listingId: '4b5f1e2af964a520a1b229e3',
  url: 'https://foursquare.com/v/4b5f1e2af964a520a1b229e3',
  name: 'Lincoln Square Bakery',
  address: '201 Lincoln Sq',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61801',
  phone: '(217) 555-0100',
  website: 'https://lincolnsquarebakery.example',
  hours: null,
};

const wholesaleListing = {
  source: 'foursquare',
  directory: 'foursquare',
  listingId: '60e1f2a3b4c5d6e7f8091a2b',
  url: 'https://foursquare.com/v/60e1f2a3b4c5d6e7f8091a2b',
  name: 'LSB Wholesale',
  address: '9 Industrial Dr',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61802',
  phone: '(217) 555-0100',
  website: null,
  hours: null,
};

const { server, connect, lookUp } = useKeyedSourceHarness({
  apiKey: API_KEY,
  start: () => startFoursquareProtocolServer({ apiKey: API_KEY }),
  create: createFoursquareSource,
  business: bakery,
});

describe('Foursquare source', () => {
  it('searches by name and by phone near the city, keeping only the business and deduplicating', async () => {
    expect(await lookUp(connect().source)).toEqual([bakeryListing, wholesaleListing]);
    expect(server().requests.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/places/search', query: { query: 'Lincoln Square Bakery', near: 'Urbana, IL', limit: '10', fields: 'fsq_place_id,name,location,tel,website' } },
      { method: 'GET', path: '/places/search', query: { query: '(217) 555-0100', near: 'Urbana, IL', limit: '10', fields: 'fsq_place_id,name,location,tel,website' } },
    ]);
  });

  it('sends the service key as a bearer token and the documented version header', async () => {
    await lookUp(connect().source);
    for (const { headers } of server().requests) {
      expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(headers['x-places-api-version']).toBe('2025-06-17');
    }
    expect(FOURSQUARE_API_VERSION).toBe('2025-06-17');
  });

  it('searches near the state code however the profile spells the state', async () => {
    expect(await lookUp(connect().source, { ...bakery, state: 'illinois', phone: '' })).toEqual([bakeryListing]);
    expect(server().requests[0]!.query.near).toBe('Urbana, IL');
  });

  it('finds the business by name alone', async () => {
    expect(await lookUp(connect().source, { ...bakery, phone: '' })).toEqual([bakeryListing]);
    expect(server().requests).toHaveLength(1);
  });

  it('finds the business by phone alone', async () => {
    expect(await lookUp(connect().source, { ...bakery, name: 'Urbana Breads', address: '9 Elm St' })).toEqual([bakeryListing, wholesaleListing]);
  });

  it('answers no listings for a business Foursquare does not know, and none without a city', async () => {
    const { source } = connect();
    expect(await lookUp(source, { ...bakery, name: 'Nowhere Books', phone: '(212) 555-0199' })).toEqual([]);
    expect(await lookUp(source, { ...bakery, city: '' })).toEqual([]);
    expect(server().requests).toHaveLength(2);
  });

  it('keeps ids only, reports no quota (Foursquare documents none) and credits Foursquare', async () => {
    const { source } = connect();
    await lookUp(source);
    expect(source).toMatchObject({ id: 'foursquare', retention: 'ids_only', attribution: 'Data from Foursquare' });
    expect(source.health()).toEqual({ circuit: 'closed', lastError: null, lastErrorAt: null, quota: null });
  });

  describe('failures', () => {
    it('says a wrong key was refused, without retrying or showing the key', async () => {
      const wrongKey = 'fsq-wrong-0a1b';
      const error = await rejection(lookUp(connect({ apiKey: wrongKey }).source));
      expect(error.message).toBe('Foursquare refused the API key: Invalid request token: Bearer [redacted]');
      expect(error.message).not.toContain(wrongKey);
      expect(error.retryable).toBe(false);
      expect(server().requests).toHaveLength(1);
    });

    it('says what Foursquare found invalid', async () => {
      const error = await rejection(lookUp(connect().source, { ...bakery, city: 'Atlantis' }));
      expect(error.message).toBe('Foursquare refused the search as invalid: Could not geocode near: Atlantis, IL');
      expect(error.retryable).toBe(false);
    });

    it('waits as long as Retry-After asks on 429, then goes on', async () => {
      server().inject({ kind: 'status', status: 429, retryAfter: '3', body: { message: 'Too many requests' } }, 2);
      const { source, waits } = connect();
      expect(await lookUp(source)).toEqual([bakeryListing, wholesaleListing]);
      expect(waits).toEqual([3000, 3000]);
    });

    it('says calls came too fast when every retry was refused', async () => {
      server().inject({ kind: 'status', status: 429, retryAfter: '1', body: { message: 'Too many requests' } }, 4);
      const { source, waits } = connect();
      const error = await rejection(lookUp(source));
      expect(error.message).toBe('Foursquare refused calls this fast (over its queries-per-second limit)');
      expect(error.retryable).toBe(true);
      expect(waits).toEqual([1000, 1000, 1000]);
    });

    it('fails cleanly on an answer it cannot read', async () => {
      server().inject({ kind: 'malformed' }, 4);
      expect((await rejection(lookUp(connect().source))).message).toBe('Foursquare sent an answer we could not read');
    });

    it('opens the circuit after repeated failures and stops calling', async () => {
      server().inject({ kind: 'status', status: 503, body: { message: 'Service unavailable' } }, 2);
      const { source } = connect({ retries: 0, breaker: { failureThreshold: 2, cooldownMs: 45_000 } });
      const noPhone = { ...bakery, phone: '' };
      for (let i = 0; i < 2; i += 1) expect((await rejection(lookUp(source, noPhone))).message).toBe('Foursquare failed (HTTP 503)');
      expect((await rejection(lookUp(source, noPhone))).message).toBe('Foursquare is not answering; retrying in 45 s');
      expect(server().requests).toHaveLength(2);
      expect(source.health().circuit).toBe('open');
    });
  });

  describe('testConnection', () => {
    it('makes one small search', async () => {
      expect(await connect().source.testConnection()).toBe('Foursquare accepted the API key');
      expect(server().requests.map(({ path, query }) => ({ path, query }))).toEqual([
        { path: '/places/search', query: { query: 'coffee', near: 'New York, NY', limit: '1', fields: 'fsq_place_id' } },
      ]);
    });
  });
});
