import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../../http/listen';
import { startDataAxleProtocolServer, type DataAxleProtocolServer } from '../../testing/data-axle-protocol-server';
import { rejection } from '../../testing/source-test-harness';
import { ProviderError, type ProviderBusiness, type Submission } from '../provider';
import { DIRECTORY_CATALOGUE } from '../sandbox/directory-catalogue';
import { createDataAxleProvider, type DataAxleProvider, type DataAxleProviderOptions } from './data-axle-provider';

const API_KEY = 'dax-secret-7f3a9c1e';
const START = new Date('2025-03-01T12:00:00Z');

const roadhouse: ProviderBusiness = {
  id: '6f1c7a52-4c1e-4d7e-9a55-0d5b0f3e2a10',
  name: 'Roadhouse Diner',
  address: '405 Memorial Dr.',
  city: 'Plano',
  state: 'TX',
  zipCode: '75074',
  phone: '206-405-9181',
  email: 'hello@roadhouse.example',
  website: 'https://roadhouse.example',
  category: 'restaurant',
  description: 'Breakfast all day',
  hours: { monday: { open: '07:00', close: '15:00' }, sunday: { closed: true } },
};

const unknownBusiness: ProviderBusiness = {
  ...roadhouse,
  id: 'b-unknown',
  name: 'Nowhere Books',
  address: '1 Elm St',
  zipCode: '10001',
  phone: '212-555-0199',
};

let server: DataAxleProtocolServer;

beforeEach(async () => {
  server = await startDataAxleProtocolServer({ apiKey: API_KEY });
});

afterEach(async () => {
  await server.close();
});

/** A provider against the test server with a movable clock, fixed jitter and a sleep that only records. */
function connect(overrides: Partial<DataAxleProviderOptions> = {}) {
  let now = START.getTime();
  const waits: number[] = [];
  const provider = createDataAxleProvider({
    apiKey: API_KEY,
    platformUrl: server.platformUrl,
    listingsUrl: server.listingsUrl,
    clock: () => new Date(now),
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { provider, waits, advance: (ms: number) => (now += ms) };
}

const matchOptions = { minimumScore: 0.85 };

describe('Data Axle provider', () => {
  describe('match', () => {
    it('finds the business with its score, rules and enrichment', async () => {
      const { provider } = connect();
      expect(await provider.match(roadhouse, matchOptions)).toEqual({
        infogroupId: '404501993',
        score: 0.97,
        rules: ['name', 'address', 'phone'],
        name: 'Roadhouse Diner',
        street: '405 Memorial Drive',
        city: 'Plano',
        state: 'TX',
        postalCode: '75074',
        phone: '(206) 405-9181',
        employeeSize: 24,
        annualRevenue: 1450000,
        yearEstablished: 1998,
        socialMedia: { facebook: 'https://www.facebook.com/roadhousediner', instagram: 'https://www.instagram.com/roadhousediner' },
      });
      expect(server.requests).toEqual([{ method: 'POST', path: '/v2/places/match', idempotencyKey: null, fault: null, handled: true }]);
    });

    it('answers null when Data Axle answers no document', async () => {
      expect(await connect().provider.match(unknownBusiness, matchOptions)).toBeNull();
    });

    it('sends the minimum score, so a weaker match is no match', async () => {
      const phoneOnly = { ...unknownBusiness, phone: roadhouse.phone };
      const { provider } = connect();
      expect(await provider.match(phoneOnly, matchOptions)).toBeNull();
      expect(await provider.match(phoneOnly, { minimumScore: 0.7 })).toMatchObject({ infogroupId: '404501993', score: 0.72, rules: ['phone'] });
    });

    it('reads a numeric score as Match v1 sends it', async () => {
      server.answerScoresAsNumbers();
      expect(await connect().provider.match(roadhouse, matchOptions)).toMatchObject({ score: 0.97 });
    });
  });

  describe('authentication', () => {
    it('says the key was refused, without retrying', async () => {
      const error = await rejection(connect({ apiKey: 'wrong-key' }).provider.match(roadhouse, matchOptions));
      expect(error.message).toBe('Data Axle refused the API key');
      expect(error.retryable).toBe(false);
      expect(server.requests).toHaveLength(1);
    });

    it('checks the credentials with a real call', async () => {
      expect(await connect().provider.checkCredentials()).toBe('Data Axle accepted the API key');
      expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/places/search']);
      const refused = await rejection(connect({ apiKey: 'wrong-key' }).provider.checkCredentials());
      expect(refused.message).toBe('Data Axle refused the API key');
    });
  });

  describe('retries', () => {
    it.each<[string, string, number]>([
      ['seconds', '7', 7000],
      ['an HTTP date', 'Sat, 01 Mar 2025 12:00:12 GMT', 12_000],
      ['too long a wait, capped', '3600', 30_000],
    ])('honours Retry-After in %s on 429', async (_case, retryAfter, wait) => {
      server.inject({ kind: 'status', status: 429, retryAfter }, 2);
      const { provider, waits } = connect();
      expect(await provider.match(roadhouse, matchOptions)).toMatchObject({ infogroupId: '404501993' });
      expect(waits).toEqual([wait, wait]);
      expect(server.requests).toHaveLength(3);
    });

    it('retries 5xx with jittered exponential backoff until it succeeds', async () => {
      server.inject({ kind: 'status', status: 500 });
      server.inject({ kind: 'status', status: 503 });
      const { provider, waits } = connect();
      expect(await provider.match(roadhouse, matchOptions)).toMatchObject({ infogroupId: '404501993' });
      expect(waits).toEqual([375, 750]);
    });

    it('retries a cut-off answer', async () => {
      server.inject({ kind: 'malformed' });
      expect(await connect().provider.match(roadhouse, matchOptions)).toMatchObject({ infogroupId: '404501993' });
      expect(server.requests).toHaveLength(2);
    });

    it('gives up after the last retry with a retryable error', async () => {
      server.inject({ kind: 'status', status: 503 }, 4);
      const { provider, waits } = connect();
      const error = await rejection(provider.match(roadhouse, matchOptions));
      expect(error.message).toBe('Data Axle failed (HTTP 503)');
      expect(error.retryable).toBe(true);
      expect(waits).toEqual([375, 750, 1500]);
      expect(server.requests).toHaveLength(4);
    });

    it('does not retry a refusal', async () => {
      server.inject({ kind: 'status', status: 422, body: { result: 'failure', errors: { phone: ['is invalid'] } } });
      const error = await rejection(connect().provider.match(roadhouse, matchOptions));
      expect(error.message).toBe('Data Axle refused the request: phone is invalid');
      expect(error.retryable).toBe(false);
      expect(server.requests).toHaveLength(1);
    });

    it('times out a call that hangs, and retries it', async () => {
      server.inject({ kind: 'hang' });
      const { provider, waits } = connect({ timeoutMs: 50 });
      expect(await provider.match(roadhouse, matchOptions)).toMatchObject({ infogroupId: '404501993' });
      expect(waits).toEqual([375]);
    });

    it('says how long it waited when every attempt times out', async () => {
      server.inject({ kind: 'hang' }, 2);
      const error = await rejection(connect({ timeoutMs: 50, retries: 1 }).provider.match(roadhouse, matchOptions));
      expect(error.message).toBe('Data Axle did not answer within 0.05 s');
      expect(error.retryable).toBe(true);
    });

    it('says when it cannot reach Data Axle', async () => {
      const closed = createServer();
      const port = await listen(closed, 0, '127.0.0.1');
      await new Promise((resolve) => closed.close(resolve));
      const { provider, waits } = connect({ platformUrl: `http://127.0.0.1:${port}`, retries: 2 });
      const error = await rejection(provider.match(roadhouse, matchOptions));
      expect(error.message).toBe('Could not reach Data Axle (ECONNREFUSED)');
      expect(waits).toHaveLength(2);
    });
  });

  describe('circuit breaker', () => {
    const breaker = { failureThreshold: 5, cooldownMs: 30_000 };

    async function openCircuit() {
      server.inject({ kind: 'status', status: 500 }, 5);
      const connection = connect({ retries: 0, breaker });
      for (let call = 0; call < 5; call += 1) {
        expect((await rejection(connection.provider.match(roadhouse, matchOptions))).message).toBe('Data Axle failed (HTTP 500)');
      }
      return connection;
    }

    it('opens after consecutive failures and refuses calls at once', async () => {
      const { provider, advance } = await openCircuit();
      expect(provider.health()).toEqual({ circuit: 'open', lastError: 'Data Axle failed (HTTP 500)', lastErrorAt: START });
      const refused = await rejection(provider.match(roadhouse, matchOptions));
      expect(refused.message).toBe('Data Axle is not answering; retrying in 30 s');
      expect(refused.retryable).toBe(true);
      advance(20_000);
      expect((await rejection(provider.checkCredentials())).message).toBe('Data Axle is not answering; retrying in 10 s');
      expect(server.requests).toHaveLength(5);
    });

    it('half-opens after the cooldown and closes when the trial call succeeds', async () => {
      const { provider, advance } = await openCircuit();
      advance(30_000);
      expect(provider.health().circuit).toBe('half-open');
      expect(await provider.match(roadhouse, matchOptions)).toMatchObject({ infogroupId: '404501993' });
      expect(provider.health()).toEqual({ circuit: 'closed', lastError: 'Data Axle failed (HTTP 500)', lastErrorAt: START });
    });

    it('opens again when the trial call fails', async () => {
      const { provider, advance } = await openCircuit();
      advance(30_000);
      server.inject({ kind: 'status', status: 503 });
      expect((await rejection(provider.match(roadhouse, matchOptions))).message).toBe('Data Axle failed (HTTP 503)');
      expect(provider.health()).toMatchObject({ circuit: 'open', lastError: 'Data Axle failed (HTTP 503)' });
      expect((await rejection(provider.match(roadhouse, matchOptions))).message).toBe('Data Axle is not answering; retrying in 30 s');
    });

    it('stops retrying a call once the circuit opens', async () => {
      server.inject({ kind: 'status', status: 500 }, 10);
      const { provider, waits } = connect({ retries: 3, breaker: { failureThreshold: 2, cooldownMs: 30_000 } });
      expect((await rejection(provider.match(roadhouse, matchOptions))).message).toBe('Data Axle is not answering; retrying in 30 s');
      expect(server.requests).toHaveLength(2);
      expect(waits).toEqual([375]);
    });
  });

  describe('submit', () => {
    const business = (index: number): ProviderBusiness => ({ ...roadhouse, id: `business-${index}`, name: `Roadhouse Diner ${index}` });

    it('sends the template row with X-AUTH-TOKEN and the idempotency key, and answers submitted', async () => {
      const { provider } = connect();
      const submission = await provider.submit(roadhouse, ['google', 'yelp'], { idempotencyKey: 'key-1' });
      expect(submission.directories.map(({ directory, status }) => [directory, status])).toEqual([
        ['google', 'submitted'],
        ['yelp', 'submitted'],
      ]);
      expect(server.requests).toEqual([{ method: 'POST', path: '/api/1/submissions', idempotencyKey: 'key-1', fault: null, handled: true }]);
      expect(server.submissionRows).toEqual([
        { submissionId: 'llp_000001', type: 'A', clientLocationId: roadhouse.id, companyName: 'Roadhouse Diner' },
      ]);
    });

    it('sends 250 businesses in 3 requests of at most 100 rows', async () => {
      const { provider } = connect();
      const requests = Array.from({ length: 250 }, (_, index) => ({
        business: business(index),
        directories: ['yelp'],
        idempotencyKey: `key-${index}`,
      }));
      const results = await provider.submitMany(requests);
      expect(results.every((result) => !(result instanceof ProviderError))).toBe(true);
      expect(server.requests.map(({ path }) => path)).toEqual(['/api/1/submissions', '/api/1/submissions', '/api/1/submissions']);
      expect(server.submissionRows).toHaveLength(250);
      expect(server.submissionRows.every(({ type }) => type === 'A')).toBe(true);
      expect(new Set(results.map((result) => (result as Submission).submissionId)).size).toBe(250);
    });

    it('sends a retry after a lost answer as an update, never a second add', async () => {
      server.inject({ kind: 'drop' });
      const { provider, waits } = connect();
      const submission = await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      expect(waits).toHaveLength(1);
      expect(server.submissionRows.map(({ type, clientLocationId }) => [type, clientLocationId])).toEqual([
        ['A', roadhouse.id],
        ['U', roadhouse.id],
      ]);
      expect(server.requests.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['key-1', 'key-1']);
      await expect(provider.submissionStatus(submission.submissionId)).resolves.toMatchObject({
        directories: [{ directory: 'yelp', status: 'submitted' }],
      });
    });

    it('sends a whole batch again as updates after an unreadable answer', async () => {
      server.inject({ kind: 'malformed' });
      const { provider } = connect();
      await provider.submitMany(
        [0, 1, 2].map((index) => ({ business: business(index), directories: ['yelp'], idempotencyKey: `key-${index}` })),
      );
      expect(server.submissionRows.map(({ type }) => type)).toEqual(['A', 'A', 'A', 'U', 'U', 'U']);
    });

    it('keeps the add when Data Axle refused the attempt before handling it', async () => {
      server.inject({ kind: 'status', status: 429, retryAfter: '1' });
      await connect().provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      expect(server.submissionRows.map(({ type }) => type)).toEqual(['A']);
    });

    it('sends a later call with the same key as an update when an earlier one may have landed', async () => {
      server.inject({ kind: 'drop' }, 2);
      const { provider } = connect({ retries: 1 });
      const error = await rejection(provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' }));
      expect(error.retryable).toBe(true);
      await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      expect(server.submissionRows.map(({ type }) => type)).toEqual(['A', 'U', 'U']);
    });

    it('treats an answer for other rows as unreadable, and the rows as maybe landed', async () => {
      server.inject({ kind: 'status', status: 200, body: { submissions: [] } });
      const { provider } = connect();
      const error = await rejection(provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' }));
      expect(error.message).toBe('Data Axle answered for a different number of listings than were sent');
      await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      expect(server.submissionRows.map(({ type }) => type)).toEqual(['U']);
    });

    it('answers a repeated key with the first submission without sending again', async () => {
      const { provider } = connect();
      const first = await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      const again = await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-1' });
      const [inBatch, twice] = await provider.submitMany([
        { business: roadhouse, directories: ['yelp'], idempotencyKey: 'key-1' },
        { business: business(2), directories: ['yelp'], idempotencyKey: 'key-2' },
        { business: business(2), directories: ['yelp'], idempotencyKey: 'key-2' },
      ]).then(([a, , c]) => [a, c]);
      expect(again).toEqual(first);
      expect(inBatch).toEqual(first);
      expect(twice).not.toBeInstanceOf(ProviderError);
      expect(server.submissionRows).toHaveLength(2);
    });

    it('passes on a row Data Axle refuses, with its reasons', async () => {
      const error = await rejection(connect().provider.submit({ ...roadhouse, phone: ' ' }, ['yelp'], { idempotencyKey: 'key-1' }));
      expect(error.message).toBe("Data Axle refused the listing: Location Phone can't be blank");
      expect(error.retryable).toBe(false);
    });

    it.each([
      ['no directories', [], 'No directories to submit to'],
      ['an unknown directory', ['yelp', 'myspace'], 'Unknown directory: myspace'],
    ])('refuses %s without a call', async (_case, directories, message) => {
      expect((await rejection(connect().provider.submit(roadhouse, directories, { idempotencyKey: 'key-1' }))).message).toBe(message);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('submissionStatus', () => {
    it('maps the submission and its directories', async () => {
      const { provider } = connect();
      const { submissionId } = await provider.submit(roadhouse, ['google', 'yelp', 'opentable'], { idempotencyKey: 'key-1' });
      server.setSubmissionStatus('llp_000001', {
        status: 'processing',
        directories: [
          { directory: 'google', status: 'live', listing_id: 'g-77', url: 'https://maps.google.com/?cid=77' },
          { directory: 'Yelp', status: 'rejected', message: 'Yelp needs a category' },
        ],
      });
      expect(await provider.submissionStatus(submissionId)).toEqual({
        submissionId,
        directories: [
          { directory: 'google', status: 'published', platformId: 'g-77', profileUrl: 'https://maps.google.com/?cid=77', errorMessage: null },
          { directory: 'yelp', status: 'error', platformId: null, profileUrl: null, errorMessage: 'Yelp needs a category' },
          { directory: 'opentable', status: 'submitted', platformId: null, profileUrl: null, errorMessage: null },
        ],
      });
      server.setSubmissionStatus('llp_000001', { status: 'failed', message: 'Duplicate of an existing listing' });
      expect((await provider.submissionStatus(submissionId)).directories.map(({ status, errorMessage }) => [status, errorMessage])).toEqual([
        ['error', 'Duplicate of an existing listing'],
        ['error', 'Duplicate of an existing listing'],
        ['error', 'Duplicate of an existing listing'],
      ]);
    });

    it.each([
      ['an id it did not issue', 'sbx_abc', 'Unknown submission'],
      ['an id Data Axle does not know', 'dax_eyJpZCI6ImxscF85OTkiLCJkaXJlY3RvcmllcyI6WyJ5ZWxwIl19', 'Data Axle does not know this submission'],
    ])('refuses %s', async (_case, submissionId, message) => {
      const error = await rejection(connect().provider.submissionStatus(submissionId));
      expect(error.message).toBe(message);
      expect(error.retryable).toBe(false);
    });
  });

  it('lists the directory catalogue', async () => {
    expect(await connect().provider.directories()).toEqual(DIRECTORY_CATALOGUE);
  });

  it.each<[string, (provider: DataAxleProvider) => Promise<unknown>, string]>([
    ['analytics', (provider) => provider.analytics(roadhouse, 'monthly', START), 'Listing analytics are not available from Data Axle'],
    ['citations', (provider) => provider.citations(roadhouse, ['yelp']), 'Citation scans are not available from Data Axle'],
  ])('says %s are not available', async (_case, call, message) => {
    const error = await rejection(call(connect().provider));
    expect(error).toEqual(new ProviderError(message, false));
    expect(server.requests).toHaveLength(0);
  });

  it('never shows the API key, even when Data Axle echoes it', async () => {
    const echo = { result: 'failure', errors: { token: [`${API_KEY} may not do this`] } };
    const { provider } = connect({ retries: 0, timeoutMs: 50 });
    const wrongKey = connect({ apiKey: `${API_KEY}-old` }).provider;
    const messages: string[] = [];
    const collect = async (promise: Promise<unknown>) => messages.push((await rejection(promise)).message);

    await collect(wrongKey.match(roadhouse, matchOptions));
    server.inject({ kind: 'status', status: 422, body: echo });
    await collect(provider.match(roadhouse, matchOptions));
    server.inject({ kind: 'status', status: 500, body: echo });
    await collect(provider.match(roadhouse, matchOptions));
    server.inject({ kind: 'hang' });
    await collect(provider.match(roadhouse, matchOptions));
    await collect(provider.submit({ ...roadhouse, phone: '' }, ['yelp'], { idempotencyKey: 'key-1' }));
    const { submissionId } = await provider.submit(roadhouse, ['yelp'], { idempotencyKey: 'key-2' });
    server.setSubmissionStatus('llp_000002', { status: 'failed', message: `Token ${API_KEY} is over its quota` });
    const status = await provider.submissionStatus(submissionId);

    expect(messages).toHaveLength(5);
    expect(messages).toContain('Data Axle refused the request: token [redacted] may not do this');
    expect(status.directories[0]?.errorMessage).toBe('Token [redacted] is over its quota');
    for (const message of [...messages, provider.health().lastError]) expect(message).not.toContain(API_KEY);
  });
});
