import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../shared/contract/businesses';
import { METRICS_PERIOD_DAYS, type DashboardFigures } from '../../shared/contract/dashboard';
import { DATA_AXLE_ENVIRONMENT_SETTING } from '../services/integrations/integration-status';
import { DIRECTORY_CATALOGUE_MS } from '../services/listings/directory-names';
import { createSessionedAccount, type TestAccount } from '../testing/accounts';
import { businessInput, createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { scriptedCitations } from '../testing/scripted-citations';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// The lists and the business detail answer from a cache keyed by the organization's data version. A
// second app on the same database keeps none: after every kind of write, through the API or straight
// to the database, both must answer alike.

type DashboardMetrics = DashboardFigures & { previous: DashboardFigures; periodDays: number };

describe.each(DIALECTS)('cached answers on %s', (dialect) => {
  let now = new Date();
  const clock = () => now;
  const citations = scriptedCitations({ clock });
  let database: TestDatabase;
  let cached: TestServer;
  let fresh: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    cached = await startTestServer(dialect, { provider: citations.provider, clock, database });
    // The database stays the first server's, which closes it; the repositories spied on are the first's alone.
    const { repositories } = database;
    fresh = await startTestServer(dialect, {
      provider: citations.provider,
      clock,
      responseCacheBytes: 0,
      database: {
        ...database,
        repositories: { ...repositories, businesses: { ...repositories.businesses }, dashboard: { ...repositories.dashboard } },
        close: async () => {},
      },
    });
  });
  afterAll(async () => {
    await fresh?.close();
    await cached?.close();
  });

  const ok = (response: { status: number; text: string }) => expect(response.status, response.text).toBeLessThan(300);

  const reads = (businessId: string) => [
    '/api/businesses?limit=25',
    '/api/businesses?limit=2&sort=name',
    `/api/businesses/${businessId}`,
    '/api/listings?limit=25',
    `/api/listings?businessId=${businessId}&limit=5`,
    '/api/citation-issues?status=all',
    '/api/citation-issues',
  ];

  /** Every read answers the cached server as the other, read twice so the second comes from the cache. */
  async function expectSameAnswers(account: TestAccount, businessId: string) {
    for (const path of reads(businessId)) {
      const expected = await fresh.request('GET', path, { token: account.token });
      for (let look = 0; look < 2; look++) {
        const answer = await cached.request('GET', path, { token: account.token });
        expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: expected.status, body: expected.body });
      }
    }
  }

  it('answer as the database stands after every kind of write', async () => {
    const owner = await createSessionedAccount(cached);
    const { token } = owner;
    const bakery = await createTestBusiness(cached, token);
    await expectSameAnswers(owner, bakery.id);

    const gym = await createTestBusiness(cached, token, { name: 'Anvil Gym', category: 'fitness' });
    await expectSameAnswers(owner, bakery.id);

    ok(await cached.request('PUT', `/api/businesses/${bakery.id}`, { token, body: businessInput({ name: 'Corner Bakery & Cafe' }) }));
    await expectSameAnswers(owner, bakery.id);

    await publishTestBusiness(cached, token, bakery.id, ['yelp', 'google', 'bbb']);
    await expectSameAnswers(owner, bakery.id);

    now = new Date(now.getTime() + 60_000);
    ok(await cached.request('POST', '/api/listings/sync', { token, body: {} }));
    await expectSameAnswers(owner, bakery.id);

    citations.show('Corner Bakery & Cafe', { yelp: [{ phone: '(217) 555-9999' }], google: [{ name: 'Corner Bakery' }] });
    ok(await cached.request('POST', `/api/businesses/${bakery.id}/scan-citations`, { token, body: {} }));
    await expectSameAnswers(owner, bakery.id);

    const open = await cached.request<{ issues: { id: string }[] }>('GET', '/api/citation-issues', { token });
    expect(open.body.issues.length).toBeGreaterThan(0);
    ok(await cached.request('PUT', `/api/citation-issues/${open.body.issues[0]!.id}/resolve`, { token, body: {} }));
    await expectSameAnswers(owner, bakery.id);

    const csv = ['Business Name,Category,Address,City,State,ZIP Code,Phone', 'Elm Books,Retail,1 Elm Street,Springfield,IL,62701,(217) 555-0133'];
    ok(await cached.request('POST', '/api/businesses/import', { token, body: { csv: csv.join('\n'), dryRun: false } }));
    await expectSameAnswers(owner, bakery.id);

    // Straight to the database, as another instance or a job would write.
    const { repositories } = cached.database;
    await repositories.businesses.update(owner.organizationId, gym.id, { description: 'Open at dawn' });
    await expectSameAnswers(owner, gym.id);
    const listing = (await repositories.listings.list({ organizationId: owner.organizationId, limit: 1 })).items[0]!;
    await repositories.listings.updateMany(owner.organizationId, [{ id: listing.id, changes: { errorMessage: 'Refused by the directory' } }]);
    await expectSameAnswers(owner, bakery.id);

    ok(await cached.request('DELETE', `/api/businesses/${gym.id}`, { token }));
    await expectSameAnswers(owner, bakery.id);
  });

  it('answers from memory while nothing changed, with a tag a client can revalidate', async () => {
    const owner = await createSessionedAccount(cached);
    const business = await createTestBusiness(cached, owner.token);
    const list = vi.spyOn(cached.database.repositories.businesses, 'listWritten');
    try {
      const first = await cached.request<{ businesses: Business[] }>('GET', '/api/businesses', { token: owner.token });
      const again = await cached.request<{ businesses: Business[] }>('GET', '/api/businesses', { token: owner.token });
      expect(list).toHaveBeenCalledTimes(1);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(again.headers.get('cache-control')).toBe('no-store');

      // fetch adds Cache-Control: no-cache to a conditional request unless one is given.
      const etag = first.headers.get('etag')!;
      const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
      const unchanged = await cached.request('GET', '/api/businesses', { token: owner.token, headers: revalidate });
      expect(unchanged.status).toBe(304);

      ok(await cached.request('PUT', `/api/businesses/${business.id}`, { token: owner.token, body: businessInput({ phone: '(217) 555-0199' }) }));
      const changed = await cached.request('GET', '/api/businesses', { token: owner.token, headers: revalidate });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  it('renders afresh without a tag when no answer is kept, bytes counted and HEAD answered empty', async () => {
    const owner = await createSessionedAccount(fresh);
    await createTestBusiness(fresh, owner.token, { name: 'Café Ünïcode' });
    for (const path of ['/api/businesses', '/api/auth/validate']) {
      const got = await fresh.request('GET', path, { token: owner.token });
      expect(got.status).toBe(200);
      expect(got.headers.get('etag')).toBeNull();
      expect(got.headers.get('cache-control')).toBe('no-store');
      expect(got.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(got.headers.get('content-length'))).toBe(Buffer.byteLength(got.text));
      const head = await fresh.request('HEAD', path, { token: owner.token });
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'));
    }
  });

  it('shares answers among the members of one organization, and never across organizations', async () => {
    const owner = await createSessionedAccount(cached);
    const viewer = await createSessionedAccount(cached, { role: 'viewer', organizationId: owner.organizationId });
    const stranger = await createSessionedAccount(cached);
    const business = await createTestBusiness(cached, owner.token, { name: 'Owner Bakery' });
    await createTestBusiness(cached, stranger.token, { name: 'Stranger Bakery' });

    const names = async (account: TestAccount) =>
      (await cached.request<{ businesses: Business[] }>('GET', '/api/businesses', { token: account.token })).body.businesses.map((b) => b.name);
    expect(await names(owner)).toEqual(['Owner Bakery']);
    expect(await names(viewer)).toEqual(['Owner Bakery']);
    expect(await names(stranger)).toEqual(['Stranger Bakery']);
    expect((await cached.request('GET', `/api/businesses/${business.id}`, { token: stranger.token })).status).toBe(404);
    expect((await cached.request('GET', `/api/businesses/${business.id}`, { token: viewer.token })).status).toBe(200);
  });

  it('keep the dashboard figures until the next business or listing counts in either moment', async () => {
    const owner = await createSessionedAccount(cached);
    const [soon, fromLastMonth] = [await createTestBusiness(cached, owner.token), await createTestBusiness(cached, owner.token)];
    const HOUR = 60 * 60 * 1000;
    const start = now.getTime();
    // Created an hour from now (another instance's clock ahead) and two hours into the period.
    const time = (ms: number) => (dialect === 'sqlite' ? String(ms) : `to_timestamp(${ms} / 1000.0)`);
    await database.query(`update businesses set created_at = ${time(start + HOUR)} where id = '${soon.id}'`);
    await database.query(`update businesses set created_at = ${time(start - METRICS_PERIOD_DAYS * 24 * HOUR + 2 * HOUR)} where id = '${fromLastMonth.id}'`);

    const figures = vi.spyOn(cached.database.repositories.dashboard, 'figuresAtEach');
    const totals = async () => {
      const expected = await fresh.request<DashboardMetrics>('GET', '/api/dashboard/metrics', { token: owner.token });
      const answer = await cached.request<DashboardMetrics>('GET', '/api/dashboard/metrics', { token: owner.token });
      expect(answer.body).toEqual(expected.body);
      return [answer.body.totalBusinesses, answer.body.previous.totalBusinesses];
    };
    try {
      expect(await totals()).toEqual([1, 0]);
      now = new Date(start + HOUR - 1);
      expect(await totals()).toEqual([1, 0]);
      expect(figures).toHaveBeenCalledTimes(1);
      now = new Date(start + HOUR);
      expect(await totals()).toEqual([2, 0]);
      now = new Date(start + 2 * HOUR);
      expect(await totals()).toEqual([2, 1]);
      expect(figures).toHaveBeenCalledTimes(3);
    } finally {
      figures.mockRestore();
    }
  });

  it('names directories as the provider settings say, a second after they change', async () => {
    // The provider the admin settings choose, where the other servers have theirs given.
    const switching = await startTestServer(dialect, { clock });
    try {
      const owner = await createSessionedAccount(switching);
      const business = await createTestBusiness(switching, owner.token, { name: 'Named Bakery' });
      await switching.database.repositories.citationIssues.create({
        organizationId: owner.organizationId,
        businessId: business.id,
        platform: 'yelp',
        issueType: 'phone_mismatch',
      });
      const platformNames = async () =>
        (await switching.request<{ issues: { platformName: string }[] }>('GET', '/api/citation-issues', { token: owner.token })).body.issues.map(
          (issue) => issue.platformName,
        );
      expect(await platformNames()).toEqual(['Yelp']);

      // Production without a key: the provider does not answer, so issues show directory ids, once the
      // last read of the directories has had its second. An answer rendered meanwhile (after a write)
      // is named from that read, as its key says.
      const settings = switching.database.repositories.adminSettings;
      await settings.upsert({ key: DATA_AXLE_ENVIRONMENT_SETTING, value: 'production', category: 'integrations' });
      await switching.request('PUT', `/api/businesses/${business.id}`, { token: owner.token, body: businessInput({ name: 'Named Bakery' }) });
      expect(await platformNames()).toEqual(['Yelp']);
      now = new Date(now.getTime() + DIRECTORY_CATALOGUE_MS);
      expect(await platformNames()).toEqual(['yelp']);
      // And back: the names return with the provider, from the answer kept under the names.
      await settings.upsert({ key: DATA_AXLE_ENVIRONMENT_SETTING, value: 'sandbox', category: 'integrations' });
      now = new Date(now.getTime() + DIRECTORY_CATALOGUE_MS);
      expect(await platformNames()).toEqual(['Yelp']);
    } finally {
      await switching.close();
    }
  });
});
