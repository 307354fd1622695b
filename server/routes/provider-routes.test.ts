import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Directory, IntegrationStatus } from '../../shared/contract/provider';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

interface DirectoriesBody {
  directories: Directory[];
  lastSyncAt: string | null;
}

describe.each(DIALECTS)('business-data provider on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const directories = async (account: TestAccount) => {
    const body = (await server.request<DirectoriesBody>('GET', '/api/data-axle/directories', as(account))).body;
    return { ...body, byId: (id: string) => body.directories.find((directory) => directory.id === id)! };
  };
  const setEnabled = (value: string) =>
    server.database.repositories.adminSettings.upsert({ key: 'data_axle_enabled', value, category: 'integrations' });

  it("shows the directory network with the plan's allowance and how the organization stands on each", async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const fresh = await directories(me);
    expect(fresh.lastSyncAt).toBeNull();
    expect(fresh.byId('google')).toEqual({
      id: 'google',
      name: 'Google Business Profile',
      logo: null,
      tier: 'basic',
      categories: null,
      allowed: true,
      status: 'available',
      counts: { published: 0, waiting: 0, error: 0 },
    });
    expect(fresh.byId('opentable')).toMatchObject({ tier: 'pro', categories: ['restaurant'], allowed: false, status: 'available' });

    const business = await createTestBusiness(server, me.token);
    await publishTestBusiness(server, me.token, business.id, ['google', 'bbb']);
    const published = await directories(me);
    expect(published.byId('google')).toMatchObject({ status: 'pending', counts: { published: 0, waiting: 1, error: 0 } });
    expect(published.byId('bbb')).toMatchObject({ status: 'error', counts: { published: 0, waiting: 0, error: 1 } });
    expect(published.byId('yelp').status).toBe('available');

    const synced = await server.request<{ lastSyncAt: string }>('POST', '/api/listings/sync', { ...as(me), body: {} });
    const after = await directories(me);
    expect(after.byId('google')).toMatchObject({ status: 'active', counts: { published: 1, waiting: 0, error: 0 } });
    expect(after.lastSyncAt).toBe(synced.body.lastSyncAt);

    const pro = await registerTestAccount(server, { role: 'business_pro' });
    expect((await directories(pro)).byId('opentable')).toMatchObject({ allowed: true, status: 'available' });
  });

  it('follows the admin settings: on in the sandbox by default, and refusing submissions when switched off', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, me.token);
    const status = await server.request<IntegrationStatus>('GET', '/api/data-axle/status', as(me));
    expect(status.body).toEqual({
      enabled: true,
      environment: 'sandbox',
      features: { businessMatching: true, listingSubmission: true, citationScanning: true, analytics: true },
    });

    await setEnabled('false');
    try {
      const off = await server.request<IntegrationStatus>('GET', '/api/data-axle/status', as(me));
      expect(off.body).toMatchObject({ enabled: false, features: { listingSubmission: false } });
      for (const [path, body] of [
        [`/api/businesses/${business.id}/publish`, {}],
        ['/api/businesses/publish', { businessIds: [business.id] }],
        ['/api/listings/sync', {}],
      ] as const) {
        const refused = await server.request<{ message: string }>('POST', path, { ...as(me), body });
        expect(refused.status, path).toBe(409);
        expect(refused.body.message).toBe('Directory submission is switched off. Contact your administrator.');
      }
    } finally {
      await setEnabled('true');
    }
    expect((await server.request('POST', `/api/businesses/${business.id}/publish`, { ...as(me), body: {} })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('GET', '/api/data-axle/status')).status).toBe(401);
    expect((await server.request('GET', '/api/data-axle/directories')).status).toBe(401);
  });
});
