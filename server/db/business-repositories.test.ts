import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSort } from '../../shared/contract/businesses';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { CursorError } from './cursor';
import type { BusinessRecord, NewBusiness, Page } from './records';
import type { BusinessListQuery, Repositories } from './repositories';

/** Every page of a paged list, following nextCursor to the end. */
async function allPages<T>(fetch: (cursor?: string) => Promise<Page<T> & { total: number }>) {
  const pages = [await fetch()];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) pages.push(await fetch(cursor));
  return pages;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each sort's promise, as a JavaScript comparison: the oracle the SQL is checked against. */
const SORTS: Record<BusinessSort, (a: BusinessRecord, b: BusinessRecord) => number> = {
  updated: (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || byId(a, b),
  created: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b),
  name: (a, b) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  },
};

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('business repositories on %s', (dialect) => {
  let database: TestDatabase;
  let repos: Repositories;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  const newOrganization = async () => {
    const owner = await repos.users.create({
      email: `${unique('owner')}@example.com`,
      username: unique('owner'),
      name: 'Pat Owner',
      password: 'hash',
    });
    const organization = await repos.organizations.createWithOwner({ name: 'Acme', slug: unique('acme'), ownerId: owner.id });
    return organization.id;
  };

  const input = (organizationId: string, overrides: Partial<NewBusiness> = {}): NewBusiness => ({
    organizationId,
    name: 'Blue Door Cafe',
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0100',
    category: 'restaurant',
    ...overrides,
  });

  const listingsOf = (organizationId: string, business: BusinessRecord, statuses: ListingStatus[]) =>
    repos.listings.upsertMany(
      statuses.map((status, i) => ({ organizationId, businessId: business.id, platform: `directory-${i}`, status })),
    );

  const listAll = async (query: Omit<BusinessListQuery, 'limit' | 'cursor'>, limit = 3) => {
    const pages = await allPages((cursor) => repos.businesses.list({ ...query, limit, cursor }));
    return { ids: pages.flatMap((page) => page.items.map((b) => b.id)), totals: pages.map((page) => page.total) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('business list', () => {
    let organizationId: string;
    let all: BusinessRecord[];

    beforeAll(async () => {
      organizationId = await newOrganization();
      // Rows created in one statement share their times, so ties by id are exercised too.
      const created = await repos.businesses.createMany(
        ['alpha', 'Bravo', 'BRAVO', 'bravo', 'charlie', 'Delta', 'echo'].map((name) => input(organizationId, { name })),
      );
      created.push(await repos.businesses.create(input(organizationId, { name: 'Foxtrot' })));
      await repos.businesses.update(organizationId, created[0]!.id, { description: 'moved to the top of "updated"' });
      all = await repos.businesses.findManyInOrganization(organizationId, created.map((b) => b.id));
      await repos.businesses.create(input(await newOrganization(), { name: 'alpha' }));
    });

    it.each(['updated', 'created', 'name'] as const)('pages sort %s without repeats or gaps, ties by id', async (sort) => {
      const { ids, totals } = await listAll({ organizationId, sort });
      expect(ids).toEqual([...all].sort(SORTS[sort]).map((b) => b.id));
      expect(new Set(ids).size).toBe(all.length);
      expect(totals).toEqual([8, 8, 8]);
    });

    it('answers one page with no cursor when everything fits', async () => {
      const page = await repos.businesses.list({ organizationId, sort: 'name', limit: 8 });
      expect(page.items).toHaveLength(8);
      expect(page.nextCursor).toBeNull();
    });

    it('maps rows to records: dates, numbers and null enrichment', async () => {
      const page = await repos.businesses.list({ organizationId, sort: 'name', limit: 1 });
      expect(page.items[0]).toMatchObject({ name: 'alpha', enrichedAt: null, dataAxleConfidenceScore: null });
      expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
    });

    const cursorOf = async (sort: BusinessSort): Promise<string> =>
      (await repos.businesses.list({ organizationId, sort, limit: 1 })).nextCursor ?? 'none';

    it.each<[string, BusinessSort, () => Promise<string>]>([
      ['a cursor that is not one', 'updated', async () => 'not-a-cursor'],
      ["the created sort's cursor", 'updated', () => cursorOf('created')],
      ["a time sort's cursor", 'name', () => cursorOf('updated')],
      ["the name sort's cursor", 'created', () => cursorOf('name')],
    ])('rejects %s in sort %s as CursorError', async (_name, sort, cursor) => {
      await expect(repos.businesses.list({ organizationId, sort, limit: 1, cursor: await cursor() })).rejects.toBeInstanceOf(
        CursorError,
      );
    });
  });

  describe('business filters', () => {
    let organizationId: string;
    // Named by the status their listings give them.
    let pending: BusinessRecord, waiting: BusinessRecord, active: BusinessRecord, troubled: BusinessRecord;

    beforeAll(async () => {
      organizationId = await newOrganization();
      [pending, waiting, active, troubled] = await repos.businesses.createMany([
        input(organizationId, { name: 'Blue Door Cafe', city: 'Springfield', phone: '(217) 555-0100' }),
        input(organizationId, { name: 'Corner Bakery', city: 'Shelbyville', phone: '(217) 555-0199' }),
        input(organizationId, { name: 'Salon Nine', city: 'Capital City', phone: '(312) 444-0000', category: 'beauty' }),
        input(organizationId, { name: '100% Organic', city: 'Ogdenville', phone: '(312) 444-0001', category: 'retail' }),
      ]) as [BusinessRecord, BusinessRecord, BusinessRecord, BusinessRecord];
      await listingsOf(organizationId, waiting, ['pending', 'submitted']);
      await listingsOf(organizationId, active, ['published', 'pending']);
      await listingsOf(organizationId, troubled, ['published', 'error', 'submitted']);
      // Another organization's error must not colour these.
      const other = await newOrganization();
      const theirs = await repos.businesses.create(input(other, { name: 'Blue Door Cafe' }));
      await listingsOf(other, theirs, ['error']);
    });

    const names = async (query: Partial<BusinessListQuery>) => {
      const page = await repos.businesses.list({ organizationId, sort: 'name', limit: 10, ...query });
      return { names: page.items.map((b) => b.name), total: page.total };
    };

    it.each([
      ['a name, ignoring case', 'DOOR', ['Blue Door Cafe']],
      ['a city', 'shelby', ['Corner Bakery']],
      ['a phone', '444-0', ['100% Organic', 'Salon Nine']],
      ['an area code shared by two', '(217)', ['Blue Door Cafe', 'Corner Bakery']],
      ['% literally', '0%', ['100% Organic']],
      ['_ literally', 'a_e', []],
      ['nothing', 'zebra', []],
    ])('searches %s', async (_name, search, expected) => {
      expect(await names({ search })).toEqual({ names: expected, total: expected.length });
    });

    it.each([
      ['accented capitals in lowercase', 'étienne', ['Café de Saint-Étienne']],
      ['accented letters in capitals', 'CAFÉ', ['Café de Saint-Étienne']],
      ['German capitals', 'über bäckerei', ['ÜBER BÄCKEREI MÜLLER']],
      ['Greek', 'ΤΑΒΈΡΝΑ', ['Ταβέρνα Ωραία']],
      ['ASCII as before, beside letters beyond it', 'müller', ['ÜBER BÄCKEREI MÜLLER']],
      ['no accent for an accent', 'etienne', []],
    ])('searches beyond ASCII ignoring case: %s', async (_name, search, expected) => {
      const organizationId = await newOrganization();
      const created = await repos.businesses.createMany(
        ['Café de Saint-Étienne', 'ÜBER BÄCKEREI MÜLLER', 'Ταβέρνα Ωραία', 'Plain Diner'].map((name) => input(organizationId, { name })),
      );
      for (const business of created) await listingsOf(organizationId, business, ['published']);

      const page = await repos.businesses.list({ organizationId, sort: 'name', limit: 10, search });
      expect({ names: page.items.map((b) => b.name), total: page.total }).toEqual({ names: expected, total: expected.length });
      const listed = await repos.listings.list({ organizationId, limit: 10, search });
      expect(listed.items.map((listing) => listing.businessName)).toEqual(expected);
    });

    it('filters by category', async () => {
      expect(await names({ category: 'beauty' })).toEqual({ names: ['Salon Nine'], total: 1 });
      expect(await names({ category: 'restaurant' })).toEqual({ names: ['Blue Door Cafe', 'Corner Bakery'], total: 2 });
    });

    it.each([
      ['issues', 'any listing in error', () => [troubled]],
      ['active', 'no error and one published', () => [active]],
      ['pending', 'neither', () => [pending, waiting]],
    ] as const)('filters status %s (%s)', async (status, _rule, expected) => {
      expect(await names({ status })).toEqual({ names: expected().map((b) => b.name).sort(), total: expected().length });
    });

    it('combines filters and pages them with the total of all matches', async () => {
      const { ids, totals } = await listAll({ organizationId, sort: 'created', status: 'pending', search: 'springfield' }, 1);
      expect(ids).toEqual([pending.id]);
      expect(totals).toEqual([1]);
    });

    it('counts each business’s listings in one grouped answer', async () => {
      const counts = await repos.businesses.listingCounts([pending.id, waiting.id, active.id, troubled.id]);
      expect(Object.fromEntries(counts)).toEqual({
        [waiting.id]: { total: 2, published: 0, error: 0, waiting: 2 },
        [active.id]: { total: 2, published: 1, error: 0, waiting: 1 },
        [troubled.id]: { total: 3, published: 1, error: 1, waiting: 1 },
      });
      expect(await repos.businesses.listingCounts([])).toEqual(new Map());
    });

    it('hands out the organization’s businesses in id order, a batch at a time', async () => {
      const first = await repos.businesses.batchByOrganization(organizationId, undefined, 3);
      const rest = await repos.businesses.batchByOrganization(organizationId, first.at(-1)?.id, 3);
      const ids = [...first, ...rest].map((b) => b.id);
      expect(ids).toEqual([pending, waiting, active, troubled].map((b) => b.id).sort());
      expect(await repos.businesses.countByOrganization(organizationId)).toBe(4);
    });
  });

  describe('createMany', () => {
    it('creates 2,500 businesses in one call, in order', async () => {
      const organizationId = await newOrganization();
      const inputs = Array.from({ length: 2500 }, (_, i) => input(organizationId, { name: `Business ${i}` }));
      const created = await repos.businesses.createMany(inputs);
      expect(created.map((b) => b.name)).toEqual(inputs.map((b) => b.name));
      expect(new Set(created.map((b) => b.id)).size).toBe(2500);
      expect(await repos.businesses.countByOrganization(organizationId)).toBe(2500);
    });

    it('creates none when one row fails, even past the first statement', async () => {
      const organizationId = await newOrganization();
      const inputs = Array.from({ length: 2500 }, (_, i) => input(organizationId, { name: `Business ${i}` }));
      await expect(repos.businesses.createMany([...inputs, input(randomUUID())])).rejects.toThrow();
      expect(await repos.businesses.countByOrganization(organizationId)).toBe(0);
    });
  });

  describe('listings', () => {
    it('upserts by business and platform: a second upsert updates the same row and keeps fields it does not give', async () => {
      const organizationId = await newOrganization();
      const business = await repos.businesses.create(input(organizationId));
      const [google, yelp] = await repos.listings.upsertMany([
        { organizationId, businessId: business.id, platform: 'google' },
        { organizationId, businessId: business.id, platform: 'yelp' },
      ]);
      await repos.listings.updateMany(organizationId, [{ id: google!.id, changes: { profileUrl: 'https://g.example/x' } }]);

      const again = await repos.listings.upsertMany([
        { organizationId, businessId: business.id, platform: 'google', status: 'submitted', dataAxleSubmissionId: 'sub-1' },
        { organizationId, businessId: business.id, platform: 'bing', status: 'submitted' },
        { organizationId, businessId: business.id, platform: 'google', dataAxleBatchId: 'batch-1' },
      ]);
      expect(again.map((l) => l.platform)).toEqual(['google', 'bing']);
      expect(again[0]).toMatchObject({
        id: google!.id,
        status: 'submitted',
        dataAxleSubmissionId: 'sub-1',
        dataAxleBatchId: 'batch-1',
        profileUrl: 'https://g.example/x',
      });
      expect(again[0]!.createdAt).toEqual(google!.createdAt);

      const stored = await repos.listings.listByBusiness(organizationId, business.id);
      expect(stored.map((l) => [l.platform, l.status])).toEqual([
        ['bing', 'submitted'],
        ['google', 'submitted'],
        ['yelp', 'pending'],
      ]);
      expect(stored.find((l) => l.platform === 'yelp')).toEqual(yelp);
    });

    it('updates only the organization’s listings, in one call', async () => {
      const mine = await newOrganization();
      const theirs = await newOrganization();
      const [own] = await listingsOf(mine, await repos.businesses.create(input(mine)), ['pending']);
      const [other] = await listingsOf(theirs, await repos.businesses.create(input(theirs)), ['pending']);

      await repos.listings.updateMany(mine, [
        { id: own!.id, changes: { status: 'error', errorMessage: 'Refused' } },
        { id: other!.id, changes: { status: 'error', errorMessage: 'Refused' } },
      ]);
      expect((await repos.listings.listByBusiness(mine, own!.businessId))[0]).toMatchObject({ status: 'error', errorMessage: 'Refused' });
      expect((await repos.listings.listByBusiness(theirs, other!.businessId))[0]).toEqual(other);
      expect(await repos.listings.listByBusiness(mine, other!.businessId)).toEqual([]);
      await expect(repos.listings.updateMany(mine, [])).resolves.toBeUndefined();
    });

    it('gives each listing its own changes, the later of two changes to one listing winning', async () => {
      const organizationId = await newOrganization();
      const business = await repos.businesses.create(input(organizationId));
      const sent = await listingsOf(organizationId, business, ['submitted', 'submitted', 'submitted']);
      const at = new Date('2026-05-06T07:08:09.000Z');
      const syncedAt = (i: number) => new Date(at.getTime() + i * 1000);

      await repos.listings.updateMany(organizationId, [
        ...sent.map((listing, i) => ({
          id: listing.id,
          changes: { status: 'published' as const, profileUrl: `https://d${i}.example/x`, lastSyncAt: syncedAt(i) },
        })),
        { id: sent[2]!.id, changes: { status: 'error' as const, errorMessage: 'Refused' } },
      ]);
      const stored = await repos.listings.listByBusiness(organizationId, business.id);
      expect(stored.map(({ status, profileUrl, lastSyncAt, errorMessage }) => ({ status, profileUrl, lastSyncAt, errorMessage }))).toEqual([
        { status: 'published', profileUrl: 'https://d0.example/x', lastSyncAt: syncedAt(0), errorMessage: null },
        { status: 'published', profileUrl: 'https://d1.example/x', lastSyncAt: syncedAt(1), errorMessage: null },
        { status: 'error', profileUrl: 'https://d2.example/x', lastSyncAt: syncedAt(2), errorMessage: 'Refused' },
      ]);
    });

    it('lists newest change first with the business name, filtered, paged and counted', async () => {
      const organizationId = await newOrganization();
      const [door, bakery] = await repos.businesses.createMany([
        input(organizationId, { name: 'Blue Door Cafe' }),
        input(organizationId, { name: 'Corner Bakery' }),
      ]);
      await listingsOf(organizationId, door!, ['published', 'error', 'pending']);
      const bakeryListings = await listingsOf(organizationId, bakery!, ['published', 'submitted']);
      await repos.listings.updateMany(organizationId, [{ id: bakeryListings[1]!.id, changes: { errorMessage: null } }]);
      const other = await newOrganization();
      await listingsOf(other, await repos.businesses.create(input(other)), ['published']);

      const pages = await allPages((cursor) => repos.listings.list({ organizationId, limit: 2, cursor }));
      const items = pages.flatMap((page) => page.items);
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
      expect(items.map((l) => l.id)).toEqual(
        [...items].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || byId(a, b)).map((l) => l.id),
      );
      expect(new Set(items.map((l) => l.id)).size).toBe(5);
      expect(items.find((l) => l.businessId === bakery!.id)?.businessName).toBe('Corner Bakery');

      const only = async (query: object) => {
        const page = await repos.listings.list({ organizationId, limit: 10, ...query });
        return { rows: page.items.map((l) => `${l.businessName}/${l.status}`).sort(), total: page.total };
      };
      expect(await only({ businessId: bakery!.id })).toEqual({ rows: ['Corner Bakery/published', 'Corner Bakery/submitted'], total: 2 });
      expect(await only({ status: 'published' })).toEqual({ rows: ['Blue Door Cafe/published', 'Corner Bakery/published'], total: 2 });
      expect(await only({ platform: 'directory-1' })).toEqual({ rows: ['Blue Door Cafe/error', 'Corner Bakery/submitted'], total: 2 });
      expect(await only({ search: 'door' })).toMatchObject({ total: 3 });
      await expect(repos.listings.list({ organizationId, limit: 1, cursor: 'nope' })).rejects.toBeInstanceOf(CursorError);
    });

    it('hands out listings in id order after a given id, by status, with the business name', async () => {
      const organizationId = await newOrganization();
      const business = await repos.businesses.create(input(organizationId, { name: 'Corner Bakery' }));
      const written = await listingsOf(organizationId, business, ['published', 'submitted', 'error', 'submitted']);
      const syncable = written.filter((l) => l.status !== 'error').sort(byId);

      const first = await repos.listings.batch({ organizationId, statuses: ['submitted', 'published'], limit: 2 });
      const rest = await repos.listings.batch({ organizationId, statuses: ['submitted', 'published'], afterId: first.at(-1)?.id, limit: 2 });
      expect([...first, ...rest].map((l) => l.id)).toEqual(syncable.map((l) => l.id));
      expect(first[0]?.businessName).toBe('Corner Bakery');
      expect(await repos.listings.batch({ organizationId: await newOrganization(), limit: 10 })).toEqual([]);
    });

    it('summarises every status, zeros included, and the latest sync', async () => {
      const organizationId = await newOrganization();
      expect(await repos.listings.summary(organizationId)).toEqual({
        byStatus: { pending: 0, submitted: 0, published: 0, error: 0 },
        lastSyncAt: null,
      });

      const business = await repos.businesses.create(input(organizationId));
      const [a, b] = await listingsOf(organizationId, business, ['published', 'published', 'error']);
      const latest = new Date('2026-04-05T06:07:08.009Z');
      await repos.listings.updateMany(organizationId, [
        { id: a!.id, changes: { lastSyncAt: new Date('2026-01-01T00:00:00.000Z') } },
        { id: b!.id, changes: { lastSyncAt: latest } },
      ]);
      expect(await repos.listings.summary(organizationId)).toEqual({
        byStatus: { pending: 0, submitted: 0, published: 2, error: 1 },
        lastSyncAt: latest,
      });
      expect(Object.fromEntries(await repos.listings.countsByPlatform(organizationId))).toEqual({
        'directory-0': { published: 1, waiting: 0, error: 0 },
        'directory-1': { published: 1, waiting: 0, error: 0 },
        'directory-2': { published: 0, waiting: 0, error: 1 },
      });
    });
  });

  describe('activity', () => {
    it('answers the latest entries of the organization, newest first', async () => {
      const organizationId = await newOrganization();
      const record = (title: string, createdAt: Date, orgId = organizationId) =>
        repos.activity.record({
          organizationId: orgId,
          businessId: null,
          actorUserId: null,
          kind: 'listings_synced',
          type: 'success',
          title,
          description: '',
          createdAt,
        });
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      const entries = [await record('first', at(1)), await record('third', at(3)), await record('second', at(2))];
      const tied = [await record('fourth', at(4)), await record('fourth', at(4))].sort(byId);
      await record('elsewhere', at(5), await newOrganization());

      const latest = await repos.activity.latest(organizationId, 4);
      expect(latest).toEqual([...tied, entries[1], entries[2]]);
      expect(latest[0]).toMatchObject({ kind: 'listings_synced', type: 'success', businessId: null });
    });
  });

  describe('dashboard figures', () => {
    it('counts businesses, live listings and enriched businesses as they stood at a moment', async () => {
      const organizationId = await newOrganization();
      const businesses = await repos.businesses.createMany([input(organizationId), input(organizationId), input(organizationId)]);
      const [one, two] = [businesses[0]!, businesses[1]!];
      const createdBy = Math.max(...businesses.map((b) => b.createdAt.getTime()));
      const moment = new Date(createdBy);
      const later = new Date(createdBy + 2 * DAY);

      await repos.businesses.update(organizationId, one.id, { enrichedAt: new Date(createdBy + DAY) });
      await repos.businesses.update(organizationId, two.id, { enrichedAt: moment });
      const listings = await listingsOf(organizationId, one, ['published', 'published', 'pending', 'error']);
      await repos.listings.updateMany(organizationId, [
        { id: listings[0]!.id, changes: { publishedAt: new Date(createdBy + DAY) } },
        { id: listings[1]!.id, changes: { publishedAt: moment } },
        // Went live once, refused since: no longer active.
        { id: listings[3]!.id, changes: { publishedAt: moment } },
      ]);
      const other = await newOrganization();
      const theirs = await repos.businesses.create(input(other));
      await repos.businesses.update(other, theirs.id, { enrichedAt: moment });
      await repos.listings.upsertMany([
        { organizationId: other, businessId: theirs.id, platform: 'google', status: 'published', publishedAt: moment },
      ]);

      const before = new Date(createdBy - DAY);
      // Until the next business is created, enriched or listing published (the refused one no longer counts).
      const firstCreated = new Date(Math.min(...businesses.map((b) => b.createdAt.getTime())));
      const expected = [
        { totalBusinesses: 0, activeListings: 0, enrichedBusinesses: 0, nextChangeAt: firstCreated },
        { totalBusinesses: 3, activeListings: 1, enrichedBusinesses: 1, nextChangeAt: new Date(createdBy + DAY) },
        { totalBusinesses: 3, activeListings: 2, enrichedBusinesses: 2, nextChangeAt: null },
      ];
      const oneByOne = [];
      for (const at of [before, moment, later]) oneByOne.push(...(await repos.dashboard.figuresAtEach(organizationId, [at])));
      expect(oneByOne).toEqual(expected);
      // Several moments in one read come back in the order asked, each as read alone.
      expect(await repos.dashboard.figuresAtEach(organizationId, [later, before])).toEqual([expected[2], expected[0]]);
      expect(await repos.dashboard.figuresAtEach(organizationId, [moment, later, before, moment])).toEqual(
        [1, 2, 0, 1].map((i) => expected[i]),
      );
      expect(await repos.dashboard.figuresAtEach(organizationId, [])).toEqual([]);
    });

    it('gives every figure as 0 at every moment for an organization that never had a business', async () => {
      const organizationId = await newOrganization();
      const zero = { totalBusinesses: 0, activeListings: 0, enrichedBusinesses: 0, nextChangeAt: null };
      expect(await repos.dashboard.figuresAtEach(organizationId, [new Date(), new Date(0)])).toEqual([zero, zero]);
    });

    it('counts what came later on the day of the moment as well as on the days after it', async () => {
      const organizationId = await newOrganization();
      const day = Date.UTC(2026, 2, 10);
      const at = new Date(day + DAY / 2);
      // Days before, the moment's day on both sides of it and at its edges, and the days after.
      const times = [day - DAY, day, day + DAY / 4, at.getTime(), day + (3 * DAY) / 4, day + DAY, day + DAY + DAY / 24].map((ms) => new Date(ms));
      const businesses = await repos.businesses.createMany(times.map(() => input(organizationId)));
      // Creation times are the database's own: set here, as an import of old records would.
      const time = (moment: Date) => (dialect === 'sqlite' ? String(moment.getTime()) : `to_timestamp(${moment.getTime()} / 1000.0)`);
      for (const [i, business] of businesses.entries()) {
        await database.query(`update businesses set created_at = ${time(times[i]!)} where id = '${business.id}'`);
        await repos.businesses.update(organizationId, business.id, { enrichedAt: times[i]! });
      }
      const listings = await listingsOf(organizationId, businesses[0]!, times.map(() => 'published'));
      await repos.listings.updateMany(
        organizationId,
        listings.map((listing, i) => ({ id: listing.id, changes: { publishedAt: times[i]! } })),
      );

      // Every figure counts the same times, so each changes next at the first of them after the moment.
      const moments = [day - 1, day, at.getTime(), day + DAY - 1, day + DAY, day + 2 * DAY].map((ms) => new Date(ms));
      const expected = [1, 2, 4, 5, 6, 7].map((count, i) => ({
        totalBusinesses: count,
        activeListings: count,
        enrichedBusinesses: count,
        nextChangeAt: times.find((time) => time > moments[i]!) ?? null,
      }));
      for (const [i, moment] of moments.entries()) expect(await repos.dashboard.figuresAtEach(organizationId, [moment])).toEqual([expected[i]]);
      // The dashboard's two moments, the later first, in one read.
      expect(await repos.dashboard.figuresAtEach(organizationId, [moments[3]!, moments[0]!])).toEqual([expected[3], expected[0]]);
      expect(await repos.dashboard.figuresAtEach(organizationId, moments)).toEqual(expected);
    });
  });
});
