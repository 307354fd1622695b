import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../shared/contract/listings';
import type { ActivityItem } from '../../shared/contract/dashboard';
import { ProviderError, type BusinessDataProvider } from '../providers/provider';
import { createSandboxProvider } from '../providers/sandbox/sandbox-provider';
import { joinTestOrganization, registerTestAccount, type TestAccount } from '../testing/accounts';
import { BASIC_DIRECTORY_COUNT, REFUSING_BASIC_DIRECTORIES, createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string };
interface ListingPage {
  listings: Listing[];
  nextCursor: string | null;
  total: number;
}
interface SyncBody {
  checked: number;
  published: number;
  errors: number;
  lastSyncAt: string;
}

const ACCEPTING = BASIC_DIRECTORY_COUNT - REFUSING_BASIC_DIRECTORIES.length;

/**
 * The sandbox, counting status questions and failing them for the businesses the test names,
 * as a provider that loses one submission would.
 */
function observedProvider() {
  const sandbox = createSandboxProvider({ clock: () => new Date() });
  const businessOfSubmission = new Map<string, string>();
  const failingBusinesses = new Set<string>();
  const statusQuestions: string[] = [];
  const provider: BusinessDataProvider = {
    ...sandbox,
    async submit(business, directories, options) {
      const submission = await sandbox.submit(business, directories, options);
      businessOfSubmission.set(submission.submissionId, business.id);
      return submission;
    },
    async submissionStatus(submissionId) {
      statusQuestions.push(submissionId);
      if (failingBusinesses.has(businessOfSubmission.get(submissionId) ?? '')) {
        throw new ProviderError('The provider could not find that submission right now', true);
      }
      return sandbox.submissionStatus(submissionId);
    },
  };
  return { provider, failingBusinesses, statusQuestions };
}

describe.each(DIALECTS)('listings on %s', (dialect) => {
  let server: TestServer;
  const observed = observedProvider();
  beforeAll(async () => {
    server = await startTestServer(dialect, { provider: observed.provider });
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const sync = (account: TestAccount, body: unknown = {}) =>
    server.request<SyncBody & ErrorBody>('POST', '/api/listings/sync', { ...as(account), body });
  /** By the list's totals: a business on a pro plan has more listings than a page holds. */
  const countByStatus = async (account: TestAccount, businessId: string) => {
    const total = async (status: string) =>
      (await server.request<ListingPage>('GET', `/api/listings?businessId=${businessId}&status=${status}&limit=1`, as(account))).body.total;
    return { published: await total('published'), submitted: await total('submitted') };
  };

  it('syncs submitted listings to live ones with their profile addresses and the sync time', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, me.token);
    await publishTestBusiness(server, me.token, business.id);

    const synced = await sync(me);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ checked: ACCEPTING, published: ACCEPTING, errors: 0 });

    const live = await server.request<ListingPage>('GET', `/api/listings?businessId=${business.id}&status=published&limit=100`, as(me));
    expect(live.body.total).toBe(ACCEPTING);
    expect(live.body.listings.find((listing) => listing.platform === 'yelp')).toMatchObject({
      businessName: 'Corner Bakery',
      directoryName: 'Yelp',
      profileUrl: 'https://www.yelp.com/biz/corner-bakery-springfield',
      lastSyncAt: synced.body.lastSyncAt,
    });
    expect(live.body.listings.every((listing) => listing.profileUrl?.startsWith('https://'))).toBe(true);

    const summary = await server.request('GET', '/api/listings/summary', as(me));
    expect(summary.body).toEqual({
      total: BASIC_DIRECTORY_COUNT,
      byStatus: { pending: 0, submitted: 0, published: ACCEPTING, error: REFUSING_BASIC_DIRECTORIES.length },
      lastSyncAt: synced.body.lastSyncAt,
    });

    // Live listings are checked again; refused ones wait for a new publish.
    const again = await sync(me);
    expect(again.body).toMatchObject({ checked: ACCEPTING, published: ACCEPTING, errors: 0 });
  });

  it('lists by business, status, directory and name, a page at a time', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, me.token);
    const gym = await createTestBusiness(server, me.token, { name: 'Anvil Gym', category: 'fitness', email: 'hi@anvil.example' });
    await publishTestBusiness(server, me.token, bakery.id, ['yelp', 'bbb', 'google']);
    await publishTestBusiness(server, me.token, gym.id, ['yelp', 'bbb']);
    const platforms = async (query: string) =>
      (await server.request<ListingPage>('GET', `/api/listings${query}`, as(me))).body.listings
        .map((listing) => `${listing.businessName}/${listing.platform}`)
        .sort();

    const plain = await server.request<ListingPage>('GET', '/api/listings', as(me));
    expect(plain.body.total).toBe(5);
    expect(plain.body.nextCursor).toBeNull();
    expect(await platforms(`?businessId=${gym.id}`)).toEqual(['Anvil Gym/bbb', 'Anvil Gym/yelp']);
    expect(await platforms('?status=error')).toEqual(['Corner Bakery/bbb']);
    expect(await platforms('?platform=yelp')).toEqual(['Anvil Gym/yelp', 'Corner Bakery/yelp']);
    expect(await platforms('?search=anvil')).toEqual(['Anvil Gym/bbb', 'Anvil Gym/yelp']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: ListingPage } = await server.request<ListingPage>(
        'GET',
        `/api/listings?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        as(me),
      );
      expect(page.body.listings.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.listings.map((listing) => listing.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen)).toEqual(new Set(plain.body.listings.map((listing) => listing.id)));
    expect(seen).toHaveLength(5);

    const stranger = await registerTestAccount(server, { role: 'business' });
    const refused = await server.request<ErrorBody>('GET', `/api/listings?businessId=${gym.id}`, as(stranger));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Business not found');
  });

  it('asks about each submission once per sync, and only about the business named', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, me.token);
    const gym = await createTestBusiness(server, me.token, { name: 'Anvil Gym', category: 'fitness' });
    await publishTestBusiness(server, me.token, bakery.id);
    await publishTestBusiness(server, me.token, gym.id);

    const before = observed.statusQuestions.length;
    await sync(me);
    expect(observed.statusQuestions.length - before).toBe(2);

    const one = await sync(me, { businessId: gym.id });
    expect(observed.statusQuestions.length - before).toBe(3);
    const { published, submitted } = await countByStatus(me, gym.id);
    // Listings still under a directory's review are checked too, and stay submitted.
    expect(one.body).toMatchObject({ checked: published + submitted, published, errors: 0 });
    expect(submitted).toBeGreaterThan(0);

    const stranger = await registerTestAccount(server, { role: 'business' });
    expect((await sync(stranger, { businessId: gym.id })).status).toBe(404);
  });

  it('keeps listings as they were when the provider fails on their submission, and says so', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, me.token);
    const lost = await createTestBusiness(server, me.token, { name: 'Lost Diner' });
    await publishTestBusiness(server, me.token, bakery.id);
    await publishTestBusiness(server, me.token, lost.id);
    observed.failingBusinesses.add(lost.id);

    const partly = await sync(me);
    expect(partly.status).toBe(200);
    const { published, submitted } = await countByStatus(me, bakery.id);
    expect(partly.body).toMatchObject({ checked: published + submitted, published, errors: 0 });
    const lostListings = await server.request<ListingPage>('GET', `/api/listings?businessId=${lost.id}&limit=100`, as(me));
    expect(lostListings.body.listings.filter((listing) => listing.status === 'published')).toEqual([]);
    expect(lostListings.body.listings.some((listing) => listing.status === 'submitted')).toBe(true);
    expect(lostListings.body.listings.every((listing) => listing.lastSyncAt === null)).toBe(true);

    const activity = await server.request<{ activity: ActivityItem[] }>('GET', '/api/dashboard/activity?limit=1', as(me));
    expect(activity.body.activity[0]).toMatchObject({ kind: 'listings_synced', title: 'Listings synced' });
    expect(activity.body.activity[0]!.description).toContain('could not be checked: The provider could not find that submission right now');

    const none = await sync(me, { businessId: lost.id });
    expect(none.status).toBe(502);
    expect(none.body.message).toBe('The provider could not find that submission right now');
  });

  it('lets a viewer read listings but not sync them', async () => {
    const owner = await registerTestAccount(server, { role: 'business' });
    const viewer = await joinTestOrganization(server, owner.organizationId, 'viewer');
    expect((await server.request('GET', '/api/listings', as(viewer))).status).toBe(200);
    expect((await server.request('GET', '/api/listings/summary', as(viewer))).status).toBe(200);
    expect((await sync(viewer)).status).toBe(403);
  });

  it('exports businesses and listings as CSV files', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, me.token);
    await publishTestBusiness(server, me.token, business.id, ['yelp']);

    const businesses = await server.request('GET', '/api/businesses/export', as(me));
    expect(businesses.status).toBe(200);
    expect(businesses.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(businesses.headers.get('content-disposition')).toMatch(/^attachment; filename="?businesses-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(businesses.text).toContain('Corner Bakery');
    expect(businesses.text).toContain(business.id);

    const listings = await server.request('GET', `/api/listings/export?businessId=${business.id}`, as(me));
    expect(listings.status).toBe(200);
    expect(listings.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(listings.headers.get('content-disposition')).toMatch(/^attachment; filename="?listings-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(listings.text).toContain('Corner Bakery,yelp,submitted');

    const stranger = await registerTestAccount(server, { role: 'business' });
    expect((await server.request('GET', `/api/listings/export?businessId=${business.id}`, as(stranger))).status).toBe(404);
  });

  it('previews an import, then imports it', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    const csv = [
      'Business Name,Category,Address,City,State,ZIP Code,Phone',
      'Corner Bakery,Restaurant,12 Main Street,Springfield,IL,62701,(217) 555-0132',
      'Nameless,Restaurant,1 Elm Street,Springfield,IL,not-a-zip,(217) 555-0133',
    ].join('\n');
    const total = async () => (await server.request<{ total: number }>('GET', '/api/businesses', as(me))).body.total;

    const preview = await server.request('POST', '/api/businesses/import', { ...as(me), body: { csv, dryRun: true } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, created: 1, updated: 0, failed: 1 });
    expect(await total()).toBe(0);

    const imported = await server.request('POST', '/api/businesses/import', { ...as(me), body: { csv, dryRun: false } });
    expect(imported.body).toMatchObject({ dryRun: false, created: 1, updated: 0, failed: 1 });
    expect(await total()).toBe(1);
  });

  it('takes an import body over the usual limit, and refuses one far over 5 MB with 413', async () => {
    const me = await registerTestAccount(server, { role: 'business_pro' });
    const tooLong = await server.request<ErrorBody & { code: string }>('POST', '/api/businesses/import', {
      ...as(me),
      body: { csv: 'x'.repeat(5.5 * 1024 * 1024), dryRun: true },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The file is larger than 5 MB');

    const tooLarge = await server.request<ErrorBody & { code: string }>('POST', '/api/businesses/import', {
      ...as(me),
      body: { csv: 'x'.repeat(7 * 1024 * 1024), dryRun: true },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
