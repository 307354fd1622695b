import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationSourceSettings } from '../../shared/contract/admin-settings';
import { KEYED_SOURCE_CONFIG, OPEN_SOURCE_SETTINGS } from '../citations/sources/source-registry';
import type { AppDeps } from '../app';
import { SETTING_DEFINITIONS } from '../settings/setting-definitions';
import { decryptSetting } from '../settings/settings-cipher';
import { fixedSettingsKey } from '../settings/settings-key';
import { makeAdmin, registerTestAccount, type TestAccount } from '../testing/accounts';
import { startNominatimProtocolServer, type NominatimProtocolServer } from '../testing/nominatim-protocol-server';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startYelpProtocolServer, type YelpProtocolServer } from '../testing/yelp-protocol-server';

type ErrorBody = { message: string; code?: string; fieldErrors?: Record<string, string[]> };
interface TestAnswer {
  ok: boolean;
  message: string;
}

const LIST_PATH = '/api/admin/settings/citation-sources';
const WRONG_KEY = 'wrong-yelp-key-nobody-issued-7f3a';
const ENV_KEY = 'foursquare-key-from-the-environment';

/** Calls answer at once: no retries, no waits, no spacing between Nominatim requests. */
const QUICK: AppDeps['citationSources'] = {
  keyed: { retries: 0, sleep: async () => undefined },
  openStreetMap: { retries: 0, sleep: async () => undefined, minIntervalMs: 0, cacheTtlMs: 0 },
};

it('defines a setting for every key and switch the citation source registry reads, secrets encrypted', () => {
  const definitionOf = (key: string) => SETTING_DEFINITIONS.find((definition) => definition.key === key);
  for (const { setting, keyEnv } of Object.values(KEYED_SOURCE_CONFIG)) {
    expect(definitionOf(setting)).toMatchObject({ category: 'integrations', encrypted: true, defaultValue: null });
    expect(definitionOf(setting)?.description).toContain(keyEnv);
  }
  for (const setting of Object.values(OPEN_SOURCE_SETTINGS)) {
    // No default is written: unset means on in production and off in the sandbox.
    expect(definitionOf(setting)).toMatchObject({ category: 'integrations', encrypted: false, defaultValue: null });
    expect(definitionOf(setting)?.problem?.('maybe')).toBe('Use one of: true, false');
    expect(definitionOf(setting)?.problem?.('true')).toBeUndefined();
  }
});

describe.each(DIALECTS)('citation source settings on %s', (dialect) => {
  const settingsKey = randomBytes(32);
  let yelp: YelpProtocolServer;
  let nominatim: NominatimProtocolServer;
  let server: TestServer;
  let admin: TestAccount;

  beforeAll(async () => {
    [yelp, nominatim] = await Promise.all([startYelpProtocolServer({ dailyLimit: 5000 }), startNominatimProtocolServer()]);
    server = await startTestServer(dialect, {
      settingsKey: fixedSettingsKey(settingsKey),
      env: { YELP_API_URL: yelp.origin, NOMINATIM_URL: nominatim.url, CONTACT_EMAIL: 'ops@example.com' },
      citationSources: QUICK,
    });
    admin = await registerTestAccount(server, { prefix: 'admin' });
    await makeAdmin(server, admin);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([yelp?.close(), nominatim?.close()]);
  });

  const list = async (on: TestServer = server) => {
    const answer = await on.request<{ sources: CitationSourceSettings[] }>('GET', LIST_PATH, { token: admin.token });
    expect(answer.status).toBe(200);
    return answer;
  };
  const sourceOf = async (id: string, on: TestServer = server) => (await list(on)).body.sources.find((source) => source.id === id)!;
  const update = (id: string, body: Record<string, unknown>, on: TestServer = server) =>
    on.request<{ source: CitationSourceSettings } & ErrorBody>('PUT', `${LIST_PATH}/${id}`, { token: admin.token, body });
  const check = async (id: string) => {
    const answer = await server.request<TestAnswer>('POST', `${LIST_PATH}/${id}/test`, { token: admin.token });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('lists every source, all off in a fresh sandbox, the open ones by default', async () => {
    const { body } = await list();
    expect(body.sources.map((source) => [source.id, source.name])).toEqual([
      ['yelp', 'Yelp'],
      ['foursquare', 'Foursquare'],
      ['google', 'Google Places'],
      ['openstreetmap', 'OpenStreetMap'],
      ['listing_pages', 'Listing pages'],
    ]);
    for (const source of body.sources.slice(0, 3)) {
      expect(source).toMatchObject({ enabled: false, configuredBy: null, keySet: false, circuit: null, quota: null, lastError: null });
    }
    expect(body.sources.find((source) => source.id === 'yelp')?.keyEnvironmentVariable).toBe('YELP_API_KEY');
    for (const source of body.sources.slice(3)) {
      expect(source).toMatchObject({ enabled: false, configuredBy: 'default', keySet: null, keyEnvironmentVariable: null, retention: null });
    }
  });

  it('says a source without a key or switched off has nothing to test yet', async () => {
    expect(await check('google')).toEqual({ ok: false, message: 'Google Places has no API key yet: save one, then test it.' });
    expect(await check('listing_pages')).toEqual({ ok: false, message: 'Listing pages is switched off: switch it on, then test it.' });
  });

  it('stores a key encrypted, which enables the source, and never sends it back', async () => {
    const saved = await update('yelp', { apiKey: yelp.apiKey });
    expect(saved.status).toBe(200);
    expect(saved.body.source).toMatchObject({ id: 'yelp', enabled: true, configuredBy: 'settings', keySet: true, retention: 'ids_only', circuit: 'closed' });
    expect(saved.text).not.toContain(yelp.apiKey);
    expect((await list()).text).not.toContain(yelp.apiKey);
    const everySetting = await server.request('GET', '/api/admin/settings', { token: admin.token });
    expect(everySetting.text).not.toContain(yelp.apiKey);

    const stored = await server.database.repositories.adminSettings.get('yelp_api_key');
    expect(stored).toMatchObject({ encrypted: true, category: 'integrations' });
    expect(stored?.value).not.toContain(yelp.apiKey);
    expect(decryptSetting(settingsKey, 'yelp_api_key', stored!.value!)).toBe(yelp.apiKey);
  });

  it('tests the connection with a real call to the stand-in, and shows the quota it reported', async () => {
    await update('yelp', { apiKey: yelp.apiKey });
    const answer = await check('yelp');
    expect(answer.ok).toBe(true);
    expect(answer.message).toContain('Yelp accepted the API key');
    const yelpNow = await sourceOf('yelp');
    expect(yelpNow.quota).toEqual({ limit: 5000, remaining: expect.any(Number), resetsAt: '2025-03-02T00:00:00.000Z' });
    expect(yelpNow.quota!.remaining).toBeLessThan(5000);
  });

  it('answers a refused key with ok false and a message that does not repeat the key', async () => {
    const saved = await update('yelp', { apiKey: WRONG_KEY });
    expect(saved.status).toBe(200);
    const answer = await check('yelp');
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/yelp/i);
    expect(answer.message).not.toContain(WRONG_KEY);
    const yelpNow = await sourceOf('yelp');
    expect(yelpNow.lastError).toEqual(expect.any(String));
    expect(yelpNow.lastError).not.toContain(WRONG_KEY);
    expect(yelpNow.lastErrorAt).toEqual(expect.any(String));
  });

  it('removes a stored key with null, which switches the source off', async () => {
    await update('yelp', { apiKey: yelp.apiKey });
    const removed = await update('yelp', { apiKey: null });
    expect(removed.status).toBe(200);
    expect(removed.body.source).toMatchObject({ enabled: false, configuredBy: null, keySet: false, circuit: null });
  });

  it('switches OpenStreetMap on and off, and tests it against the configured Nominatim', async () => {
    const on = await update('openstreetmap', { enabled: true });
    expect(on.status).toBe(200);
    // NOMINATIM_URL moves it, so its configuration is the environment's.
    expect(on.body.source).toMatchObject({
      enabled: true,
      configuredBy: 'environment',
      retention: 'everything',
      attribution: '© OpenStreetMap contributors (ODbL)',
      keySet: null,
    });
    expect(await server.database.repositories.adminSettings.get('openstreetmap_enabled')).toMatchObject({ value: 'true', encrypted: false });
    const answer = await check('openstreetmap');
    expect(answer).toEqual({ ok: true, message: expect.stringContaining('OpenStreetMap Nominatim answered: OK') });
    expect(nominatim.requests.at(-1)?.userAgent).toContain('ops@example.com');

    const off = await update('openstreetmap', { enabled: false });
    expect(off.body.source).toMatchObject({ enabled: false, configuredBy: 'settings' });
  });

  it('switches listing pages on', async () => {
    const on = await update('listing_pages', { enabled: true });
    expect(on.body.source).toMatchObject({ enabled: true, configuredBy: 'settings', retention: 'everything' });
    expect((await check('listing_pages')).ok).toBe(true);
    await update('listing_pages', { enabled: false });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['yelp', { enabled: true }, 'enabled'],
    ['yelp', {}, 'apiKey'],
    ['openstreetmap', { apiKey: 'some-key-12345678' }, 'apiKey'],
    ['openstreetmap', {}, 'enabled'],
    ['google', { apiKey: 'short' }, 'apiKey'],
  ])('refuses %s with %j as a change that does not fit the source', async (id, body, field) => {
    const answer = await update(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.[field]?.[0]).toEqual(expect.any(String));
  });

  it('refuses an unknown source with 400', async () => {
    expect((await update('myspace', { enabled: true })).status).toBe(400);
    expect((await server.request('POST', `${LIST_PATH}/myspace/test`, { token: admin.token })).status).toBe(400);
  });

  it('shows a key from the environment as such and refuses to change it here', async () => {
    const withEnv = await startTestServer(dialect, {
      settingsKey: fixedSettingsKey(settingsKey),
      env: { FOURSQUARE_API_KEY: ENV_KEY },
      citationSources: QUICK,
    });
    try {
      const envAdmin = await registerTestAccount(withEnv, { prefix: 'env-admin' });
      await makeAdmin(withEnv, envAdmin);
      const listed = await withEnv.request<{ sources: CitationSourceSettings[] }>('GET', LIST_PATH, { token: envAdmin.token });
      expect(listed.text).not.toContain(ENV_KEY);
      expect(listed.body.sources.find((source) => source.id === 'foursquare')).toMatchObject({
        enabled: true,
        configuredBy: 'environment',
        keySet: false,
        keyEnvironmentVariable: 'FOURSQUARE_API_KEY',
      });
      for (const apiKey of ['another-foursquare-key', null]) {
        const refused = await withEnv.request<ErrorBody>('PUT', `${LIST_PATH}/foursquare`, { token: envAdmin.token, body: { apiKey } });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toContain('FOURSQUARE_API_KEY');
      }
      expect(await withEnv.database.repositories.adminSettings.get('foursquare_api_key')).toBeUndefined();
    } finally {
      await withEnv.close();
    }
  });

  it('is for admins only', async () => {
    const someone = await registerTestAccount(server, { role: 'partner' });
    for (const [method, path, body] of [
      ['GET', LIST_PATH, undefined],
      ['PUT', `${LIST_PATH}/openstreetmap`, { enabled: true }],
      ['POST', `${LIST_PATH}/openstreetmap/test`, undefined],
    ] as const) {
      expect((await server.request(method, path, { token: someone.token, body })).status, `${method} ${path}`).toBe(403);
      expect((await server.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await sourceOf('openstreetmap')).enabled).toBe(false);
  });
});
