import { describe, expect, it } from 'vitest';
import { startYelpProtocolServer, YELP_TOO_MANY_PER_SECOND } from '../../testing/yelp-protocol-server';
import { LINCOLN_SQUARE_BAKERY } from '../../testing/citation-test-businesses';
import { rejection, useKeyedSourceHarness } from '../../testing/source-test-harness';
import { createYelpSource } from './yelp-source';

const API_KEY = 'yelp-secret-3b8d1f6a';

const bakery = LINCOLN_SQUARE_BAKERY;

const { server, connect, lookUp } = useKeyedSourceHarness({
  apiKey: API_KEY,
  start: () => startYelpProtocolServer({ apiKey: API_KEY }),
  create: createYelpSource,
  business: bakery,
});

describe('Yelp source', () => {
  it('matches by name and address and by phone, merging the answers by Yelp id', async () => {
    const { source } = connect();
    expect(await lookUp(source)).toEqual([
      {
        source: 'yelp',
        directory: 'yelp',
        listingId: 'WavvLdfdP6g8aZTtbBQHTw',
        url: 'https://www.yelp.com/biz/lincoln-square-bakery-urbana?adjust_creative=test&utm_campaign=yelp_api_v3&utm_medium=api_v3_phone_search&utm_source=test',
        name: 'Lincoln Square Bakery',
        address: '201 Lincoln Square',
        city: 'Urbana',
        state: 'IL',
        zipCode: '61801',
        phone: '(217) 555-0100',
        website: null,
        hours: null,
      },
      {
        source: 'yelp',
        directory: 'yelp',
        listingId: 'n0dupLincolnSqBakery2x',
        url: 'https://www.yelp.com/biz/lincoln-sq-bakery-and-cafe-urbana?adjust_creative=test&utm_campaign=yelp_api_v3&utm_medium=api_v3_phone_search&utm_source=test',
        name: 'Lincoln Sq Bakery & Cafe',
        address: '205 Lincoln Sq',
        city: 'Urbana',
        state: 'IL',
        zipCode: '61801',
        phone: '(217) 555-0100',
        website: null,
        hours: null,
      },
    ]);
    expect(server().requests.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      {
        method: 'GET',
        path: '/v3/businesses/matches',
        query: { name: 'Lincoln Square Bakery', address1: '201 Lincoln Sq.', city: 'Urbana', state: 'IL', country: 'US', zip_code: '61801', phone: '+12175550100' },
      },
      { method: 'GET', path: '/v3/businesses/search/phone', query: { phone: '+12175550100' } },
    ]);
    for (const request of server().requests) expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('finds the business by name and address alone, its page from its alias', async () => {
    const listings = await lookUp(connect().source, { ...bakery, phone: '' });
    expect(listings).toEqual([
      expect.objectContaining({
        listingId: 'WavvLdfdP6g8aZTtbBQHTw',
        url: 'https://www.yelp.com/biz/lincoln-square-bakery-urbana',
        phone: '+12175550100',
      }),
    ]);
    expect(server().requests.map(({ path }) => path)).toEqual(['/v3/businesses/matches']);
  });

  it('sends the state as its two-letter code however the profile spells it', async () => {
    await lookUp(connect().source, { ...bakery, state: 'Illinois', phone: '' });
    expect(server().requests[0]!.query.state).toBe('IL');
  });

  it('finds the business by phone alone when there is no street to match', async () => {
    const listings = await lookUp(connect().source, { ...bakery, name: 'LSB', address: '' });
    expect(listings.map(({ listingId }) => listingId)).toEqual(['WavvLdfdP6g8aZTtbBQHTw', 'n0dupLincolnSqBakery2x']);
    expect(server().requests.map(({ path }) => path)).toEqual(['/v3/businesses/search/phone']);
  });

  it('answers no listings for a business Yelp does not know', async () => {
    expect(await lookUp(connect().source, { ...bakery, name: 'Nowhere Books', address: '1 Elm St', phone: '(212) 555-0199' })).toEqual([]);
  });

  it('reports the daily allowance from the rate limit headers', async () => {
    const { source } = connect();
    expect(source.health().quota).toBeNull();
    await lookUp(source);
    expect(source.health()).toEqual({
      circuit: 'closed',
      lastError: null,
      lastErrorAt: null,
      quota: { limit: 500, remaining: 498, resetsAt: new Date('2025-03-02T00:00:00Z') },
    });
  });

  it('is what the terms let us keep: ids only, with attribution', () => {
    const { source } = connect();
    expect(source).toMatchObject({ id: 'yelp', name: 'Yelp', retention: 'ids_only', attribution: 'Data from Yelp' });
  });

  describe('failures', () => {
    it('says a wrong key was refused, without retrying or showing the key', async () => {
      const wrongKey = 'yelp-wrong-9c2e';
      const error = await rejection(lookUp(connect({ apiKey: wrongKey }).source));
      expect(error.message).toBe('Yelp refused the API key: it is not a valid key (TOKEN_INVALID)');
      expect(error.message).not.toContain(wrongKey);
      expect(error.retryable).toBe(false);
      expect(server().requests).toHaveLength(1);
    });

    it('never shows the key even when Yelp echoes it', async () => {
      server().inject({ kind: 'status', status: 403, body: { error: { code: 'UNAUTHORIZED_ACCESS_TOKEN', description: `Key ${API_KEY} may not call this endpoint` } } });
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe('Yelp refused the request (UNAUTHORIZED_ACCESS_TOKEN): Key [redacted] may not call this endpoint');
    });

    it('says what Yelp found invalid', async () => {
      server().inject({ kind: 'status', status: 400, body: { error: { code: 'VALIDATION_ERROR', description: "'state' is too long", field: 'state' } } });
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe("Yelp refused the lookup as invalid: 'state' is too long");
      expect(error.retryable).toBe(false);
    });

    it('waits as long as Retry-After asks when calls come too fast, then goes on', async () => {
      server().inject({ kind: 'status', status: 429, retryAfter: '2', body: YELP_TOO_MANY_PER_SECOND }, 2);
      const { source, waits } = connect();
      expect(await lookUp(source)).toHaveLength(2);
      expect(waits).toEqual([2000, 2000]);
      expect(server().requests).toHaveLength(4);
    });

    it('says calls came too fast when every retry was refused', async () => {
      server().inject({ kind: 'status', status: 429, retryAfter: '1', body: YELP_TOO_MANY_PER_SECOND }, 4);
      const { source, waits } = connect();
      const error = await rejection(lookUp(source));
      expect(error.message).toBe('Yelp refused calls this fast (too many requests per second)');
      expect(error.retryable).toBe(true);
      expect(waits).toEqual([1000, 1000, 1000]);
    });

    it('says the daily limit is used up and when it resets, after retrying', async () => {
      server().setRemaining(0);
      const { source, waits } = connect();
      const error = await rejection(lookUp(source));
      expect(error.message).toBe("Yelp's daily call limit for this API key is used up; it resets at 2025-03-02T00:00:00.000Z");
      expect(server().requests).toHaveLength(4);
      expect(waits).toHaveLength(3);
      expect(source.health().quota).toEqual({ limit: 500, remaining: 0, resetsAt: new Date('2025-03-02T00:00:00Z') });
      expect(source.health().lastError).toBe(error.message);
    });

    it('fails cleanly on an answer it cannot read', async () => {
      server().inject({ kind: 'malformed' }, 4);
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe('Yelp sent an answer we could not read');
    });

    it('does not retry a well-formed answer of another shape', async () => {
      server().inject({ kind: 'status', status: 200, body: { businesses: [{ name: 'no id' }] } });
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe('Yelp sent an answer we could not read');
      expect(server().requests).toHaveLength(1);
    });

    it('opens the circuit after repeated failures and stops calling', async () => {
      server().inject({ kind: 'status', status: 500 }, 2);
      const { source } = connect({ retries: 0, breaker: { failureThreshold: 2, cooldownMs: 60_000 } });
      const noPhone = { ...bakery, phone: '' };
      for (let i = 0; i < 2; i += 1) expect((await rejection(lookUp(source, noPhone))).message).toBe('Yelp failed (HTTP 500)');
      const refused = await rejection(lookUp(source, noPhone));
      expect(refused.message).toBe('Yelp is not answering; retrying in 60 s');
      expect(server().requests).toHaveLength(2);
      expect(source.health().circuit).toBe('open');
    });

    it('stops before calling when the scan was cancelled', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(connect().source.lookUp(bakery, { knownUrls: [], signal: controller.signal })).rejects.toThrow();
      expect(server().requests).toHaveLength(0);
    });
  });

  describe('testConnection', () => {
    it('makes one search call and tells the allowance left', async () => {
      expect(await connect().source.testConnection()).toBe('Yelp accepted the API key; 499 of 500 calls left today');
      expect(server().requests.map(({ path, query }) => ({ path, query }))).toEqual([
        { path: '/v3/businesses/search', query: { location: 'San Francisco, CA', limit: '1' } },
      ]);
    });

    it('fails with a clear message on a wrong key', async () => {
      const error = await rejection(connect({ apiKey: 'nope' }).source.testConnection());
      expect(error.message).toBe('Yelp refused the API key: it is not a valid key (TOKEN_INVALID)');
    });
  });
});
