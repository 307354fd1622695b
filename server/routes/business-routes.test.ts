import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, WEBSITE_MESSAGE, ZIP_MESSAGE } from '../../shared/contract/business-fields';
import type { Business } from '../../shared/contract/businesses';
import type { Listing } from '../../shared/contract/listings';
import { businessLimitMessage } from '../../shared/domain/plans';
import { UNSTORABLE_TEXT_MESSAGE } from '../http/routing/parse-request';
import { ProviderError, type BusinessDataProvider } from '../providers/provider';
import { createSandboxProvider } from '../providers/sandbox/sandbox-provider';
import { joinTestOrganization, registerTestAccount, type TestAccount } from '../testing/accounts';
import {
  BASIC_DIRECTORY_COUNT,
  REFUSING_BASIC_DIRECTORIES,
  businessInput,
  createTestBusiness,
  publishTestBusiness,
} from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string; fieldErrors?: Record<string, string[]> };
interface BusinessPage {
  businesses: Business[];
  nextCursor: string | null;
  total: number;
}

/** The sandbox, with a record of the idempotency keys it was given. */
function keyRecordingProvider(keys: string[]): BusinessDataProvider {
  const sandbox = createSandboxProvider({ clock: () => new Date() });
  return {
    ...sandbox,
    submit: (business, directories, options) => {
      keys.push(options.idempotencyKey);
      return sandbox.submit(business, directories, options);
    },
  };
}

describe.each(DIALECTS)('businesses on %s', (dialect) => {
  let server: TestServer;
  const idempotencyKeys: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(dialect, { provider: keyRecordingProvider(idempotencyKeys) });
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const pro = () => registerTestAccount(server, { role: 'business_pro' });

  it.each([
    { field: 'phone', change: { phone: '555-01' }, message: PHONE_MESSAGE },
    { field: 'zipCode', change: { zipCode: '6270' }, message: ZIP_MESSAGE },
    { field: 'website', change: { website: 'not a website' }, message: WEBSITE_MESSAGE },
    { field: 'email', change: { email: 'bakery@' }, message: 'Invalid email address' },
    { field: 'category', change: { category: 'bakery' }, message: 'Choose a category' },
    { field: 'name', change: { name: '  ' }, message: 'Business name is required' },
    { field: 'city', change: { city: undefined }, message: 'City is required' },
  ])('refuses a business with a bad $field, naming the field', async ({ field, change, message }) => {
    const me = await pro();
    const response = await server.request<ErrorBody>('POST', '/api/businesses', { ...as(me), body: { ...businessInput(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors?.[field]).toEqual([message]);
    const list = await server.request<BusinessPage>('GET', '/api/businesses', as(me));
    expect(list.body.total).toBe(0);
  });

  it.each([
    { what: 'a NUL character', name: 'Corner\u0000Bakery' },
    { what: 'a lone surrogate', name: 'Corner \ud800 Bakery' },
  ])('refuses text with $what in a body or a query, storing nothing', async ({ name }) => {
    const me = await pro();
    const created = await server.request<ErrorBody>('POST', '/api/businesses', { ...as(me), body: businessInput({ name }) });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { name: [UNSTORABLE_TEXT_MESSAGE] } });
    const search = await server.request<ErrorBody>('GET', `/api/businesses?search=${encodeURIComponent('Corner\u0000')}`, as(me));
    expect(search.status).toBe(400);
    expect(search.body.fieldErrors).toEqual({ 'query.search': [UNSTORABLE_TEXT_MESSAGE] });
    const page = await server.request<BusinessPage>('GET', '/api/businesses', as(me));
    expect(page.body.total).toBe(0);
  });

  it("creates a business in the session's organization, whatever the body says", async () => {
    const me = await pro();
    const other = await pro();
    // Nor can a body set the listing counts the listings' triggers keep on the business's row.
    const kept = { listingTotal: 99, listingPublished: 99, listingError: 99, listingWaiting: 99, listingCounts: { total: 99, published: 99, error: 0, waiting: 0 } };
    const response = await server.request<{ business: Business }>('POST', '/api/businesses', {
      ...as(me),
      body: { ...businessInput({ website: 'cornerbakery.example', email: ' Hello@CornerBakery.example ', description: '' }), organizationId: other.organizationId, ...kept },
    });
    expect(response.status).toBe(201);
    expect(response.body.business).toMatchObject({
      name: 'Corner Bakery',
      website: 'https://cornerbakery.example',
      email: 'hello@cornerbakery.example',
      description: null,
      hours: {},
      dataAxleInfogroupId: null,
      listingCounts: { total: 0, published: 0, error: 0, waiting: 0 },
    });
    const replaced = await server.request('PUT', `/api/businesses/${response.body.business.id}`, { ...as(me), body: { ...businessInput(), ...kept } });
    expect(replaced.status).toBe(200);
    const page = (await server.request<BusinessPage>('GET', '/api/businesses', as(me))).body;
    expect(page.total).toBe(1);
    expect(page.businesses[0]!.listingCounts).toEqual({ total: 0, published: 0, error: 0, waiting: 0 });
    expect((await server.request<BusinessPage>('GET', '/api/businesses', as(other))).body.total).toBe(0);
  });

  it("stops at the plan's business limit with a clear 403", async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    await createTestBusiness(server, me.token);
    const second = await server.request<ErrorBody>('POST', '/api/businesses', { ...as(me), body: businessInput({ name: 'Second Shop' }) });
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(businessLimitMessage(1));
  });

  it('lets a viewer read but not change businesses, and a member change them', async () => {
    const owner = await pro();
    const business = await createTestBusiness(server, owner.token);
    const viewer = await joinTestOrganization(server, owner.organizationId, 'viewer');
    expect((await server.request<BusinessPage>('GET', '/api/businesses', as(viewer))).body.total).toBe(1);
    expect((await server.request('GET', `/api/businesses/${business.id}`, as(viewer))).status).toBe(200);
    expect((await server.request('POST', '/api/businesses', { ...as(viewer), body: businessInput() })).status).toBe(403);
    expect((await server.request('PUT', `/api/businesses/${business.id}`, { ...as(viewer), body: businessInput() })).status).toBe(403);
    expect((await server.request('POST', `/api/businesses/${business.id}/publish`, { ...as(viewer), body: {} })).status).toBe(403);
    expect((await server.request('DELETE', `/api/businesses/${business.id}`, as(viewer))).status).toBe(403);

    const member = await joinTestOrganization(server, owner.organizationId, 'member');
    expect((await server.request('POST', '/api/businesses', { ...as(member), body: businessInput({ name: 'Member Made' }) })).status).toBe(201);
  });

  it('lists with search, category and status filters, three sorts and pages', async () => {
    const me = await pro();
    const bakery = await createTestBusiness(server, me.token, { name: 'Corner Bakery', city: 'Springfield' });
    const gym = await createTestBusiness(server, me.token, { name: 'Anvil Gym', category: 'fitness', city: 'Shelbyville' });
    const salon = await createTestBusiness(server, me.token, { name: 'Blue Salon', category: 'beauty', city: 'Ogdenville' });
    const published = await publishTestBusiness(server, me.token, bakery.id);
    const refused = published.filter((listing) => listing.status === 'error').length;
    const ids = async (query: string) =>
      (await server.request<BusinessPage>('GET', `/api/businesses${query}`, as(me))).body.businesses.map((b) => b.id);

    const plain = await server.request<BusinessPage>('GET', '/api/businesses', as(me));
    expect(plain.body.total).toBe(3);
    expect(plain.body.nextCursor).toBeNull();
    // Newest first, ties by id: worked out from the answers' own times, so no test waits for a clock tick.
    const newestFirst = (key: 'createdAt' | 'updatedAt') =>
      [...plain.body.businesses]
        .sort((x, y) => (x[key] === y[key] ? (x.id < y.id ? -1 : 1) : x[key] < y[key] ? 1 : -1))
        .map((b) => b.id);
    expect(plain.body.businesses.map((b) => b.id)).toEqual(newestFirst('updatedAt'));
    expect(refused).toBeGreaterThan(0);
    expect(plain.body.businesses.find((b) => b.id === bakery.id)!.listingCounts).toEqual({
      total: published.length,
      published: 0,
      error: refused,
      waiting: published.length - refused,
    });

    expect(await ids('?search=shelby')).toEqual([gym.id]);
    expect(await ids('?search=SALON')).toEqual([salon.id]);
    expect(await ids('?category=fitness')).toEqual([gym.id]);
    expect(await ids('?status=issues')).toEqual([bakery.id]);
    expect(await ids('?status=pending&sort=name')).toEqual([gym.id, salon.id]);
    expect(await ids('?sort=name')).toEqual([gym.id, salon.id, bakery.id]);
    expect(await ids('?sort=created')).toEqual(newestFirst('createdAt'));

    const first = await server.request<BusinessPage>('GET', '/api/businesses?sort=name&limit=2', as(me));
    expect(first.body.businesses.map((b) => b.id)).toEqual([gym.id, salon.id]);
    expect(first.body.total).toBe(3);
    const second = await server.request<BusinessPage>('GET', `/api/businesses?sort=name&limit=2&cursor=${first.body.nextCursor}`, as(me));
    expect(second.body.businesses.map((b) => b.id)).toEqual([bakery.id]);
    expect(second.body.nextCursor).toBeNull();

    expect((await server.request('GET', '/api/businesses?sort=rating', as(me))).status).toBe(400);
  });

  it('gets, replaces and deletes a business; unknown ids answer 404', async () => {
    const me = await pro();
    const business = await createTestBusiness(server, me.token, { email: 'hello@cornerbakery.example', description: 'Fresh bread' });

    const got = await server.request<{ business: Business }>('GET', `/api/businesses/${business.id}`, as(me));
    expect(got.body.business).toEqual(business);

    const replaced = await server.request<{ business: Business }>('PUT', `/api/businesses/${business.id}`, {
      ...as(me),
      body: businessInput({ name: 'Corner Bakery & Cafe', hours: { monday: { open: '08:00', close: '16:00' }, sunday: { closed: true } } }),
    });
    expect(replaced.status).toBe(200);
    // A replacement without email or description clears them.
    expect(replaced.body.business).toMatchObject({
      id: business.id,
      name: 'Corner Bakery & Cafe',
      email: null,
      description: null,
      hours: { monday: { open: '08:00', close: '16:00' }, sunday: { closed: true } },
    });

    const badHours = await server.request<ErrorBody>('PUT', `/api/businesses/${business.id}`, {
      ...as(me),
      body: businessInput({ hours: { monday: { open: '17:00', close: '09:00' } } }),
    });
    expect(badHours.status).toBe(400);
    expect(badHours.body.fieldErrors?.['hours.monday.close']).toEqual(['Closing time must be after opening time']);

    expect((await server.request('DELETE', `/api/businesses/${business.id}`, as(me))).status).toBe(204);
    const gone = await server.request<ErrorBody>('GET', `/api/businesses/${business.id}`, as(me));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Business not found');
    expect((await server.request('PUT', `/api/businesses/${business.id}`, { ...as(me), body: businessInput() })).status).toBe(404);
    expect((await server.request('DELETE', `/api/businesses/${business.id}`, as(me))).status).toBe(404);
    expect((await server.request('GET', '/api/businesses/not-a-uuid', as(me))).status).toBe(400);
  });

  it("publishes to every directory of the plan that lists the category, by the directories' rules", async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, me.token);
    const listings = await publishTestBusiness(server, me.token, business.id);

    expect(listings).toHaveLength(BASIC_DIRECTORY_COUNT);
    const refused = listings.filter((listing) => listing.status === 'error');
    expect(refused.map((listing) => listing.platform).sort()).toEqual(REFUSING_BASIC_DIRECTORIES);
    expect(listings.filter((listing) => listing.status === 'submitted')).toHaveLength(BASIC_DIRECTORY_COUNT - refused.length);
    expect(listings.find((listing) => listing.platform === 'bbb')).toMatchObject({
      businessId: business.id,
      businessName: 'Corner Bakery',
      directoryName: 'Better Business Bureau',
      errorMessage: 'Better Business Bureau requires an email address',
      profileUrl: null,
    });
    expect(listings.find((listing) => listing.platform === 'google')).toMatchObject({
      directoryName: 'Google Business Profile',
      status: 'submitted',
      errorMessage: null,
    });
  });

  it("publishes only to the plan's directories that list the category", async () => {
    const basic = await registerTestAccount(server, { role: 'business' });
    const restaurant = await createTestBusiness(server, basic.token);
    const publish = (account: TestAccount, id: string, directories: string[]) =>
      server.request<ErrorBody & { listings: Listing[] }>('POST', `/api/businesses/${id}/publish`, { ...as(account), body: { directories } });

    const proDirectory = await publish(basic, restaurant.id, ['yelp', 'opentable']);
    expect(proDirectory.status).toBe(403);
    expect(proDirectory.body.message).toBe('OpenTable is not included in your plan');
    const unknown = await publish(basic, restaurant.id, ['nowhere-directory']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('nowhere-directory');
    const chosen = await publish(basic, restaurant.id, ['yelp']);
    expect(chosen.body.listings.map((listing) => [listing.platform, listing.status])).toEqual([['yelp', 'submitted']]);

    const me = await pro();
    const diner = await createTestBusiness(server, me.token);
    const wrongTrade = await publish(me, diner.id, ['angi']);
    expect(wrongTrade.status).toBe(400);
    expect(wrongTrade.body.message).toBe('Angi does not list Restaurant businesses');
    const niche = await publish(me, diner.id, ['opentable', 'yelp']);
    expect(niche.status).toBe(200);
    expect(niche.body.listings.find((listing) => listing.platform === 'opentable')).toMatchObject({ status: 'error', directoryName: 'OpenTable' });

    // Every pro directory listing restaurants, and none of another trade.
    const all = await publishTestBusiness(server, me.token, diner.id);
    const platforms = all.map((listing) => listing.platform);
    expect(platforms).toEqual(expect.arrayContaining(['google', 'opentable', 'grubhub', 'tripadvisor', 'mapquest']));
    expect(platforms).not.toContain('angi');
  });

  it('keeps a retried publish to one submission, and sends a changed business anew', async () => {
    const me = await pro();
    const business = await createTestBusiness(server, me.token);
    const before = idempotencyKeys.length;
    await publishTestBusiness(server, me.token, business.id, ['yelp', 'google']);
    await publishTestBusiness(server, me.token, business.id, ['google', 'yelp']);
    await server.request('PUT', `/api/businesses/${business.id}`, { ...as(me), body: businessInput({ name: 'Corner Bakery Two' }) });
    const after = await publishTestBusiness(server, me.token, business.id, ['yelp', 'google']);
    // The retry found its submission under the same key and asked how it stands instead of sending again.
    const sent = idempotencyKeys.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);
    const submissions = await server.request<{ submissions: unknown[] }>('GET', `/api/data-axle/submissions?businessId=${business.id}`, as(me));
    expect(submissions.body.submissions).toHaveLength(2);
    expect(after.every((listing) => listing.businessName === 'Corner Bakery Two')).toBe(true);
  });

  it('publishes several businesses, or none when one is not the organization’s', async () => {
    const me = await pro();
    const other = await pro();
    const bakery = await createTestBusiness(server, me.token);
    const florist = await createTestBusiness(server, me.token, { name: 'Petal Florist', category: 'retail', email: 'hi@petal.example' });
    const foreign = await createTestBusiness(server, other.token);

    const refused = await server.request<ErrorBody>('POST', '/api/businesses/publish', {
      ...as(me),
      body: { businessIds: [bakery.id, foreign.id] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Business not found');
    expect((await server.request<{ business: Business }>('GET', `/api/businesses/${bakery.id}`, as(me))).body.business.listingCounts.total).toBe(0);

    const published = await server.request('POST', '/api/businesses/publish', { ...as(me), body: { businessIds: [bakery.id, florist.id] } });
    expect(published.status).toBe(200);
    // Counted by the list's totals: two businesses on a pro plan have more listings than a page holds.
    const listings = await server.request<{ total: number }>('GET', '/api/listings?limit=1', as(me));
    const refusedListings = await server.request<{ total: number }>('GET', '/api/listings?status=error&limit=1', as(me));
    expect(published.body).toEqual({ businesses: 2, listings: listings.body.total, errors: refusedListings.body.total });
    expect(published.body.errors).toBeGreaterThan(0);
    expect((await server.request('POST', '/api/businesses/publish', { ...as(me), body: { businessIds: [] } })).status).toBe(400);
  });
});

describe.each(DIALECTS)('publishing through a failing provider on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    const sandbox = createSandboxProvider({ clock: () => new Date() });
    const failing: BusinessDataProvider = {
      ...sandbox,
      submit: async () => {
        throw new ProviderError('The directory network did not answer in time', true);
      },
    };
    server = await startTestServer(dialect, { provider: failing });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 502 with the provider's message and records no listing", async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, me.token);
    const response = await server.request<ErrorBody>('POST', `/api/businesses/${business.id}/publish`, { token: me.token, body: {} });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('The directory network did not answer in time');
    const listings = await server.request<{ total: number }>('GET', '/api/listings', { token: me.token });
    expect(listings.body.total).toBe(0);
  });
});
