import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PERIOD_DAYS, type ActivityItem, type DashboardFigures } from '../../shared/contract/dashboard';
import { ACTIVITY_DEFAULT_LIMIT } from '../../shared/domain/constants';
import { joinTestOrganization, registerTestAccount, type TestAccount } from '../testing/accounts';
import { BASIC_DIRECTORY_COUNT, REFUSING_BASIC_DIRECTORIES, businessInput, createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Metrics = DashboardFigures & { previous: DashboardFigures; periodDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const ACCEPTING = BASIC_DIRECTORY_COUNT - REFUSING_BASIC_DIRECTORIES.length;
const NOTHING: DashboardFigures = { totalBusinesses: 0, activeListings: 0, dataAxleEnriched: 0, enrichmentRate: 0 };

describe.each(DIALECTS)('dashboard on %s', (dialect) => {
  let server: TestServer;
  // The server's clock runs with real time (rows are stamped by it too), a step per reading so
  // events never share a moment, and jumps ahead when a test moves it.
  let ahead = 0;
  let steps = 0;
  const clock = () => new Date(Date.now() + ahead + ++steps);

  beforeAll(async () => {
    const long = 365 * DAY_MS;
    server = await startTestServer(dialect, { clock, sessions: { idleMs: long, maxMs: long } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const metrics = async (account: TestAccount) => (await server.request<Metrics>('GET', '/api/dashboard/metrics', as(account))).body;
  const activity = async (account: TestAccount, query = '') =>
    (await server.request<{ activity: ActivityItem[] }>('GET', `/api/dashboard/activity${query}`, as(account))).body.activity;

  it('counts businesses, live listings and enrichment now and at the start of the period', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    expect(await metrics(me)).toEqual({ ...NOTHING, previous: NOTHING, periodDays: METRICS_PERIOD_DAYS });

    const bakery = await createTestBusiness(server, me.token);
    await createTestBusiness(server, me.token, { name: 'Anvil Gym', category: 'fitness' });
    expect(await metrics(me)).toMatchObject({ totalBusinesses: 2, activeListings: 0, previous: NOTHING });

    await publishTestBusiness(server, me.token, bakery.id, ['yelp', 'google', 'bbb']);
    expect((await metrics(me)).activeListings).toBe(0);
    await server.request('POST', '/api/listings/sync', { ...as(me), body: {} });
    await server.database.repositories.businesses.update(me.organizationId, bakery.id, {
      dataAxleInfogroupId: `infogroup-${bakery.id}`,
      enrichedAt: clock(),
    });
    const now = await metrics(me);
    expect(now).toMatchObject({ totalBusinesses: 2, activeListings: 2, dataAxleEnriched: 1, enrichmentRate: 50, previous: NOTHING });

    // A period later, the start of the period has caught up with today.
    ahead += (METRICS_PERIOD_DAYS + 1) * DAY_MS;
    const later = await metrics(me);
    expect(later.previous).toEqual({ totalBusinesses: 2, activeListings: 2, dataAxleEnriched: 1, enrichmentRate: 50 });
    ahead = 0;
  });

  it('records each event of a business, newest first, as many as asked', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    expect(await activity(me)).toEqual([]);
    const business = await createTestBusiness(server, me.token);
    await server.request('PUT', `/api/businesses/${business.id}`, { ...as(me), body: businessInput({ name: 'Corner Bakery & Cafe' }) });
    await publishTestBusiness(server, me.token, business.id);
    await server.request('POST', '/api/listings/sync', { ...as(me), body: {} });
    await server.request('DELETE', `/api/businesses/${business.id}`, as(me));

    const entries = await activity(me);
    expect(entries.map(({ kind, type, title, description }) => ({ kind, type, title, description }))).toEqual([
      { kind: 'business_deleted', type: 'info', title: 'Business deleted', description: 'Corner Bakery & Cafe was deleted' },
      {
        kind: 'listings_synced',
        type: 'success',
        title: 'Listings synced',
        description: `Checked ${ACCEPTING} listings: ${ACCEPTING} live, 0 refused`,
      },
      {
        kind: 'listing_error',
        type: 'error',
        title: `Corner Bakery & Cafe: ${REFUSING_BASIC_DIRECTORIES.length} directories refused the listing`,
        description: 'Better Business Bureau requires an email address',
      },
      {
        kind: 'listings_published',
        type: 'success',
        title: 'Listings published',
        description: `Corner Bakery & Cafe sent to ${BASIC_DIRECTORY_COUNT} directories`,
      },
      { kind: 'business_updated', type: 'info', title: 'Business updated', description: 'Corner Bakery & Cafe was updated' },
      { kind: 'business_created', type: 'success', title: 'Business created', description: 'Corner Bakery was added' },
    ]);
    // The business is gone; entries that named it stay, without the link.
    expect(entries.map((entry) => entry.businessId)).toEqual([null, null, null, null, null, null]);
    expect((await activity(me, '?limit=2')).map((entry) => entry.kind)).toEqual(['business_deleted', 'listings_synced']);

    const again = await createTestBusiness(server, me.token);
    for (let n = 0; n < ACTIVITY_DEFAULT_LIMIT; n++) {
      await server.request('PUT', `/api/businesses/${again.id}`, { ...as(me), body: businessInput({ name: `Bakery ${n}` }) });
    }
    expect(await activity(me)).toHaveLength(ACTIVITY_DEFAULT_LIMIT);
    expect((await server.request('GET', '/api/dashboard/activity?limit=0', as(me))).status).toBe(400);
  });

  it("keeps each organization's figures and events to itself, readable by a viewer", async () => {
    const owner = await registerTestAccount(server, { role: 'business' });
    const stranger = await registerTestAccount(server, { role: 'business' });
    await createTestBusiness(server, owner.token);
    const viewer = await joinTestOrganization(server, owner.organizationId, 'viewer');
    expect((await metrics(viewer)).totalBusinesses).toBe(1);
    expect(await activity(viewer)).toHaveLength(1);
    expect((await metrics(stranger)).totalBusinesses).toBe(0);
    expect(await activity(stranger)).toEqual([]);
  });
});
