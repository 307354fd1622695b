import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK, type DataAxleConfig } from '../../shared/contract/admin-settings';
import type { MatchResult } from '../../shared/contract/provider';
import { NO_KEY_MESSAGE } from '../providers/provider-switch';
import { SANDBOX_CREDENTIALS_MESSAGE } from '../providers/sandbox/sandbox-provider';
import { decryptSetting } from '../settings/settings-cipher';
import { fixedSettingsKey } from '../settings/settings-key';
import { makeAdmin, registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { DATA_AXLE_TEST_PLACES, startDataAxleProtocolServer, type DataAxleProtocolServer } from '../testing/data-axle-protocol-server';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string };
interface TestAnswer {
  ok: boolean;
  environment: string;
  message: string;
}
interface StatusAnswer {
  status: { enabled: boolean; environment: string; features: Record<string, boolean> };
  apiKeySet: boolean;
  circuit: string;
  lastError: string | null;
  lastErrorAt: string | null;
}

const CONFIG_PATH = '/api/admin/settings/data-axle/config';
const ALL_ON = { businessMatching: true, listingSubmission: true, citationScanning: true, analytics: true };
const WRONG_KEY = 'not-the-key-data-axle-issued';

describe.each(DIALECTS)('admin data-axle settings on %s', (dialect) => {
  const settingsKey = randomBytes(32);
  let dataAxle: DataAxleProtocolServer;
  let server: TestServer;
  let admin: TestAccount;

  beforeAll(async () => {
    dataAxle = await startDataAxleProtocolServer();
    server = await startTestServer(dialect, {
      settingsKey: fixedSettingsKey(settingsKey),
      dataAxle: {
        platformUrl: dataAxle.platformUrl,
        listingsUrl: dataAxle.listingsUrl,
        // Failures are answered at once and the circuit opens after two, so tests need no waiting.
        retries: 0,
        sleep: async () => undefined,
        breaker: { failureThreshold: 2, cooldownMs: 60 * 60 * 1000 },
      },
    });
    admin = await registerTestAccount(server, { prefix: 'admin' });
    await makeAdmin(server, admin);
  });
  afterAll(async () => {
    await server?.close();
    await dataAxle?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const configure = (body: Record<string, unknown>) =>
    server.request<{ config: DataAxleConfig } & ErrorBody>('PUT', CONFIG_PATH, { ...as(admin), body });
  const config = async () => (await server.request<{ config: DataAxleConfig }>('GET', CONFIG_PATH, as(admin))).body.config;
  const check = async () => {
    const answer = await server.request<TestAnswer>('POST', '/api/admin/settings/data-axle/test', as(admin));
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const status = async () => (await server.request<StatusAnswer>('GET', '/api/admin/settings/data-axle/status', as(admin))).body;
  /** Back to the defaults, with no key stored. */
  const reset = () => configure({ enabled: true, environment: 'sandbox', features: ALL_ON, apiKey: null });

  it('is for admins only', async () => {
    const someone = await registerTestAccount(server);
    for (const [method, path] of [
      ['GET', CONFIG_PATH],
      ['PUT', CONFIG_PATH],
      ['POST', '/api/admin/settings/data-axle/test'],
      ['GET', '/api/admin/settings/data-axle/status'],
    ] as const) {
      expect((await server.request(method, path, { body: method === 'PUT' ? {} : undefined })).status, path).toBe(401);
      expect((await server.request(method, path, { ...as(someone), body: method === 'PUT' ? {} : undefined })).status, path).toBe(403);
    }
  });

  it('runs in the sandbox out of the box, where the credentials always check out', async () => {
    expect(await config()).toEqual({ enabled: true, environment: 'sandbox', features: ALL_ON, apiKeySet: false, apiKeyMask: null });
    expect(await status()).toEqual({
      status: { enabled: true, environment: 'sandbox', features: ALL_ON },
      apiKeySet: false,
      circuit: 'closed',
      lastError: null,
      lastErrorAt: null,
    });
    expect(await check()).toEqual({ ok: true, environment: 'sandbox', message: SANDBOX_CREDENTIALS_MESSAGE });
  });

  it('stores the API key encrypted and audited, and never sends it back', async () => {
    const apiKey = 'da-live-0123456789abcdef';
    const saved = await configure({ apiKey, environment: 'production', features: { analytics: false } });
    expect(saved.status).toBe(200);
    const expected = {
      enabled: true,
      environment: 'production',
      features: { ...ALL_ON, analytics: false },
      apiKeySet: true,
      apiKeyMask: SECRET_MASK,
    };
    expect(saved.body.config).toEqual(expected);
    expect(saved.text).not.toContain(apiKey);
    expect(await config()).toEqual(expected);
    const listed = await server.request('GET', '/api/admin/settings', as(admin));
    expect(listed.text).not.toContain(apiKey);

    const row = await server.database.repositories.adminSettings.get('data_axle_api_key');
    expect(row).toMatchObject({ encrypted: true, category: 'integrations' });
    expect(row!.value).not.toContain(apiKey);
    expect(decryptSetting(settingsKey, 'data_axle_api_key', row!.value!)).toBe(apiKey);

    const { items } = await server.database.repositories.auditLog.list({ limit: 100 });
    const changed = items.filter((entry) => entry.actorUserId === admin.userId && entry.action === 'settings.updated');
    expect(changed.map((entry) => entry.targetId).sort()).toEqual([
      'data_axle_api_key',
      'data_axle_environment',
      'data_axle_feature_analytics',
    ]);
    expect(JSON.stringify(items)).not.toContain(apiKey);

    // Data Axle has no analytics: production offers none. Citation scanning comes from the citation
    // sources instead, OpenStreetMap and listing pages being on by default in production.
    expect((await status()).status).toEqual({
      enabled: true,
      environment: 'production',
      features: { ...ALL_ON, analytics: false },
    });

    expect((await configure({ environment: 'staging' })).status).toBe(400);
    expect((await configure({ apiKey: 'short' })).status).toBe(400);
    expect((await configure({ apiKey: null })).body.config).toMatchObject({ apiKeySet: false, apiKeyMask: null });
    expect(await server.database.repositories.adminSettings.get('data_axle_api_key')).toMatchObject({ value: null });
    await reset();
  });

  it('checks the credentials against Data Axle for real, answering a refusal instead of failing', async () => {
    await configure({ environment: 'production', apiKey: null });
    expect(await check()).toEqual({ ok: false, environment: 'production', message: NO_KEY_MESSAGE });

    await configure({ apiKey: dataAxle.apiKey });
    expect(await check()).toEqual({ ok: true, environment: 'production', message: 'Data Axle accepted the API key' });
    expect(dataAxle.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/places/search' });

    await configure({ apiKey: WRONG_KEY });
    const refused = await check();
    expect(refused).toMatchObject({ ok: false, environment: 'production' });
    expect(refused.message).not.toContain(WRONG_KEY);
    const afterRefusal = await status();
    expect(afterRefusal).toMatchObject({ apiKeySet: true, circuit: 'closed', lastError: refused.message });
    expect(afterRefusal.lastErrorAt).not.toBeNull();
    await reset();
  });

  it('matches businesses through Data Axle once an admin switches to production', async () => {
    await configure({ environment: 'production', apiKey: dataAxle.apiKey });
    const owner = await registerTestAccount(server, { role: 'business' });
    const place = DATA_AXLE_TEST_PLACES[0]!;
    const diner = await createTestBusiness(server, owner.token, {
      name: place.name,
      address: place.street,
      city: place.city,
      state: place.state,
      zipCode: place.postal_code,
      phone: place.phone,
    });
    const found = await server.request<{ match: MatchResult }>('POST', `/api/data-axle/businesses/${diner.id}/match`, {
      ...as(owner),
      body: {},
    });
    expect(found.status, found.text).toBe(200);
    expect(found.body.match).toMatchObject({ infogroupId: place.infogroup_id, businessName: place.name, city: place.city });
    expect(dataAxle.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/places/match' });
    await reset();
  });
  it('reports an open circuit after repeated failures, and the sandbox as always healthy', async () => {
    // Last, as the client it trips stays open for this key for the rest of the file.
    await configure({ environment: 'production', apiKey: dataAxle.apiKey });
    dataAxle.inject({ kind: 'status', status: 503 }, 2);
    expect((await check()).ok).toBe(false);
    expect((await check()).ok).toBe(false);
    const tripped = await status();
    expect(tripped).toMatchObject({ circuit: 'open', lastError: expect.any(String) });
    // Refused at once, without asking Data Axle.
    const asked = dataAxle.requests.length;
    expect((await check()).ok).toBe(false);
    expect(dataAxle.requests.length).toBe(asked);

    await configure({ environment: 'sandbox' });
    expect(await status()).toMatchObject({ circuit: 'closed', lastError: null });
    await reset();
  });

});
