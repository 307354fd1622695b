import { describe, expect, it } from 'vitest';
import { startGooglePlacesProtocolServer } from '../../testing/google-places-protocol-server';
import { LINCOLN_SQUARE_BAKERY } from '../../testing/citation-test-businesses';
import { rejection, useKeyedSourceHarness } from '../../testing/source-test-harness';
import { createGooglePlacesSource, GOOGLE_LOOKUP_FIELD_MASK } from './google-places-source';

const API_KEY = 'AIzaTestKey-5e9f2c41';

const bakery = LINCOLN_SQUARE_BAKERY;

const bakeryListing = {
  source: 'google',
  directory: 'google',
  listingId: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA',
  url: 'https://maps.google.com/?cid=10281119596374313554',
  name: 'Lincoln Square Bakery',
  address: '201 Lincoln Sq',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61801',
  phone: '(217) 555-0100',
  website: 'https://lincolnsquarebakery.example/',
  hours: null,
};

const { server, connect, lookUp } = useKeyedSourceHarness({
  apiKey: API_KEY,
  start: () => startGooglePlacesProtocolServer({ apiKey: API_KEY }),
  create: createGooglePlacesSource,
  business: bakery,
});

describe('Google Places source', () => {
  it('finds the business by name and address, mapping the address components', async () => {
    expect(await lookUp(connect().source)).toEqual([bakeryListing]);
    expect(server().requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/v1/places:searchText', body: { textQuery: 'Lincoln Square Bakery, 201 Lincoln Sq., Urbana, IL 61801' } },
    ]);
  });

  it('sends the key and a field mask naming only the compared fields', async () => {
    await lookUp(connect().source);
    const [request] = server().requests;
    expect(request!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.addressComponents,places.nationalPhoneNumber,places.websiteUri,places.googleMapsUri',
    );
    expect(GOOGLE_LOOKUP_FIELD_MASK).toBe(request!.headers['x-goog-fieldmask']);
    // Phone and website make it an Enterprise call: the cost the comments warn about.
    expect(server().skus).toEqual(['Text Search Enterprise']);
  });

  it('asks by phone when the name and address find nothing, and keeps every listing with the number', async () => {
    const listings = await lookUp(connect().source, { ...bakery, name: 'Urbana Breads', address: '9 Elm St' });
    expect(listings).toEqual([
      bakeryListing,
      {
        source: 'google',
        directory: 'google',
        listingId: 'ChIJx7Qm1cWhDIgR0_cateringLSB',
        url: 'https://maps.google.com/?cid=7711092240431278106',
        name: 'LSB Catering',
        address: '12 Race St',
        city: 'Urbana',
        state: 'IL',
        zipCode: '61802',
        phone: '(217) 555-0100',
        website: null,
        hours: null,
      },
    ]);
    expect(server().requests.map(({ body }) => body)).toEqual([
      { textQuery: 'Urbana Breads, 9 Elm St, Urbana, IL 61801' },
      { textQuery: '+12175550100' },
    ]);
  });

  it('answers no listings for a business Google does not know', async () => {
    expect(await lookUp(connect().source, { ...bakery, name: 'Nowhere Books', address: '1 Elm St', phone: '(212) 555-0199' })).toEqual([]);
    expect(server().requests).toHaveLength(2);
  });

  it('keeps place ids only, reports no quota (Google sends none) and attributes Google Maps', async () => {
    const { source } = connect();
    await lookUp(source);
    expect(source).toMatchObject({ id: 'google', retention: 'ids_only', attribution: 'Google Maps' });
    expect(source.health()).toEqual({ circuit: 'closed', lastError: null, lastErrorAt: null, quota: null });
  });

  describe('failures', () => {
    it('says a wrong key is not valid, without retrying or showing the key', async () => {
      const wrongKey = 'AIzaWrong-77aa';
      const error = await rejection(lookUp(connect({ apiKey: wrongKey }).source));
      expect(error.message).toBe('Google Places refused the API key: it is not a valid key');
      expect(error.message).not.toContain(wrongKey);
      expect(error.retryable).toBe(false);
      expect(server().requests).toHaveLength(1);
    });

    it('says when Places API (New) is not enabled for the key', async () => {
      server().disableApi();
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe("Google Places refused: Places API (New) is not enabled in the API key's Google Cloud project");
      expect(error.retryable).toBe(false);
    });

    it('never shows the key when a refusal echoes it', async () => {
      server().inject({ kind: 'status', status: 403, body: { error: { code: 403, message: `Requests with key ${API_KEY} are blocked.`, status: 'PERMISSION_DENIED' } } });
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe('Google Places refused the API key (PERMISSION_DENIED): Requests with key [redacted] are blocked.');
    });

    it('says what Google found invalid', async () => {
      server().inject({ kind: 'status', status: 400, body: { error: { code: 400, message: 'Invalid textQuery.', status: 'INVALID_ARGUMENT' } } });
      const error = await rejection(lookUp(connect().source));
      expect(error.message).toBe('Google Places refused the search as invalid: Invalid textQuery.');
    });

    it('waits as long as Retry-After asks on 429, then goes on', async () => {
      const body = { error: { code: 429, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' } };
      server().inject({ kind: 'status', status: 429, retryAfter: '5', body }, 2);
      const { source, waits } = connect();
      expect(await lookUp(source)).toEqual([bakeryListing]);
      expect(waits).toEqual([5000, 5000]);
    });

    it('says the quota is used up once the retries are spent', async () => {
      server().exhaustQuota();
      const { source, waits } = connect();
      const error = await rejection(lookUp(source));
      expect(error.message).toBe("Google Places refused: the request quota of the API key's Google Cloud project is used up (RESOURCE_EXHAUSTED)");
      expect(error.retryable).toBe(true);
      expect(server().requests).toHaveLength(4);
      expect(waits).toHaveLength(3);
    });

    it('fails cleanly on an answer it cannot read', async () => {
      server().inject({ kind: 'malformed' }, 4);
      expect((await rejection(lookUp(connect().source))).message).toBe('Google Places sent an answer we could not read');
    });

    it('opens the circuit after repeated failures and stops calling', async () => {
      server().inject({ kind: 'status', status: 500, body: { error: { code: 500, message: 'Internal error.', status: 'INTERNAL' } } }, 2);
      const { source } = connect({ retries: 0, breaker: { failureThreshold: 2, cooldownMs: 30_000 } });
      for (let i = 0; i < 2; i += 1) expect((await rejection(lookUp(source))).message).toBe('Google Places failed (HTTP 500)');
      expect((await rejection(lookUp(source))).message).toBe('Google Places is not answering; retrying in 30 s');
      expect(server().requests).toHaveLength(2);
      expect(source.health().circuit).toBe('open');
    });
  });

  describe('testConnection', () => {
    it('makes one ids-only search, the SKU Google does not bill', async () => {
      expect(await connect().source.testConnection()).toBe('Google Places accepted the API key');
      expect(server().requests.map(({ headers, body }) => ({ mask: headers['x-goog-fieldmask'], body }))).toEqual([
        { mask: 'places.id', body: { textQuery: 'Googleplex, Mountain View, CA' } },
      ]);
      expect(server().skus).toEqual(['Text Search Essentials IDs Only']);
    });

    it('fails with a clear message on a wrong key', async () => {
      const error = await rejection(connect({ apiKey: 'AIzaNope' }).source.testConnection());
      expect(error.message).toBe('Google Places refused the API key: it is not a valid key');
    });
  });
});
