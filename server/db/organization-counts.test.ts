import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { organizationWithBusinesses } from '../testing/batch-fixtures';
import type { Repositories } from './repositories';

// The counts triggers keep (migrations 0006 and 0007) answer the dashboard and the lists' totals: after
// every kind of write they must equal the rows themselves, counted here from full pages.

const DAY = 24 * 60 * 60 * 1000;
const T = new Date(Date.UTC(2026, 0, 1, 12));
const LATER = new Date(Date.UTC(2030, 0, 1));
const NO_CHANGES = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

describe.each(DIALECTS)('kept organization counts on %s', (dialect) => {
  let database: TestDatabase;
  let repos: Repositories;
  // SQLite keeps times as integer milliseconds, PostgreSQL as timestamptz.
  const time = (at: Date) => (dialect === 'sqlite' ? String(at.getTime()) : `to_timestamp(${at.getTime()} / 1000.0)`);

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  const firstAfter = (at: Date, times: (Date | null)[]) =>
    times.filter((time): time is Date => time !== null && time > at).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

  /** What the kept counts answer, beside what the rows say. */
  async function keptAndCounted(organizationId: string, at: Date) {
    const businesses = await repos.businesses.list({ organizationId, sort: 'updated', limit: 100 });
    const listings = await repos.listings.list({ organizationId, limit: 100 });
    const open = await repos.citationIssues.list({ organizationId, status: 'open', limit: 200 });
    const resolved = await repos.citationIssues.list({ organizationId, status: 'resolved', limit: 200 });
    const all = await repos.citationIssues.list({ organizationId, status: 'all', limit: 200 });
    return {
      kept: {
        businesses: businesses.total,
        countByOrganization: await repos.businesses.countByOrganization(organizationId),
        listings: listings.total,
        open: open.total,
        countOpen: await repos.citationIssues.countOpen(organizationId),
        resolved: resolved.total,
        issues: all.total,
        figures: (await repos.dashboard.figuresAtEach(organizationId, [at]))[0],
      },
      counted: {
        businesses: businesses.items.length,
        countByOrganization: businesses.items.length,
        listings: listings.items.length,
        open: open.items.length,
        countOpen: open.items.length,
        resolved: resolved.items.length,
        issues: all.items.length,
        figures: {
          totalBusinesses: businesses.items.filter((business) => business.createdAt <= at).length,
          enrichedBusinesses: businesses.items.filter((business) => business.enrichedAt && business.enrichedAt <= at).length,
          activeListings: listings.items.filter((listing) => listing.status === 'published' && listing.publishedAt && listing.publishedAt <= at).length,
          nextChangeAt: firstAfter(at, [
            ...businesses.items.flatMap((business) => [business.createdAt, business.enrichedAt]),
            ...listings.items.map((listing) => (listing.status === 'published' ? listing.publishedAt : null)),
          ]),
        },
      },
    };
  }

  /** The days' counts the triggers keep, leaving out days back to 0, beside the rows grouped by UTC day. */
  async function keptAndCountedDays(organizationId: string) {
    const kept = await database.query<{ day: number; businesses: number; enrichedBusinesses: number; publishedListings: number }>(
      `select day, businesses, enriched_businesses as "enrichedBusinesses", published_listings as "publishedListings"
        from organization_daily_counts where organization_id = '${organizationId}'
        and (businesses <> 0 or enriched_businesses <> 0 or published_listings <> 0) order by day`,
    );
    const counted = new Map<number, { day: number; businesses: number; enrichedBusinesses: number; publishedListings: number }>();
    const add = (at: Date, figure: 'businesses' | 'enrichedBusinesses' | 'publishedListings') => {
      const day = Math.floor(at.getTime() / DAY);
      const counts = counted.get(day) ?? { day, businesses: 0, enrichedBusinesses: 0, publishedListings: 0 };
      counts[figure] += 1;
      counted.set(day, counts);
    };
    for (const business of (await repos.businesses.list({ organizationId, sort: 'updated', limit: 100 })).items) {
      add(business.createdAt, 'businesses');
      if (business.enrichedAt) add(business.enrichedAt, 'enrichedBusinesses');
    }
    for (const listing of (await repos.listings.list({ organizationId, limit: 100 })).items) {
      if (listing.status === 'published' && listing.publishedAt) add(listing.publishedAt, 'publishedListings');
    }
    return { kept, counted: [...counted.values()].sort((a, b) => a.day - b.day) };
  }

  async function expectKeptCounts(organizationId: string, moments: Date[] = []) {
    for (const at of [T, LATER, ...moments]) {
      const { kept, counted } = await keptAndCounted(organizationId, at);
      expect(kept).toEqual(counted);
    }
    const days = await keptAndCountedDays(organizationId);
    expect(days.kept).toEqual(days.counted);
  }

  it('follow inserts, updates, upserts, resolves, scans and deletes, each organization its own', async () => {
    const fixture = await organizationWithBusinesses(repos, 4);
    const other = await organizationWithBusinesses(repos, 2);
    const [first, second, third, fourth] = fixture.businessIds as [string, string, string, string];
    await expectKeptCounts(fixture.organizationId);

    await repos.businesses.update(fixture.organizationId, first, { enrichedAt: new Date(T.getTime() - 60_000) });
    await repos.businesses.update(fixture.organizationId, second, { enrichedAt: LATER });
    await repos.businesses.update(fixture.organizationId, third, { name: 'Renamed' });
    const listings = await repos.listings.upsertMany(
      fixture.businessIds.flatMap((businessId, i) => [
        { organizationId: fixture.organizationId, businessId, platform: 'yelp', status: 'published' as const, publishedAt: new Date(T.getTime() - i * 60_000) },
        { organizationId: fixture.organizationId, businessId, platform: 'google', status: 'submitted' as const },
      ]),
    );
    await repos.listings.upsertMany([{ organizationId: other.organizationId, businessId: other.businessIds[0]!, platform: 'yelp', status: 'published', publishedAt: T }]);
    await expectKeptCounts(fixture.organizationId);

    // A listing published, one refused, one upserted back to pending.
    const submitted = listings.filter((listing) => listing.status === 'submitted');
    await repos.listings.updateMany(fixture.organizationId, [
      { id: submitted[0]!.id, changes: { status: 'published', publishedAt: T } },
      { id: submitted[1]!.id, changes: { status: 'error', errorMessage: 'refused' } },
    ]);
    await repos.listings.upsertMany([{ organizationId: fixture.organizationId, businessId: first, platform: 'yelp', status: 'pending', publishedAt: null }]);
    await expectKeptCounts(fixture.organizationId);

    const created = await repos.citationIssues.create({ organizationId: fixture.organizationId, businessId: first, platform: 'yelp', issueType: 'name_mismatch' });
    await repos.citationIssues.applyScan(
      {
        ...NO_CHANGES,
        insert: (['phone_mismatch', 'website_mismatch', 'address_mismatch'] as const).map((issueType) => ({
          organizationId: fixture.organizationId,
          businessId: second,
          platform: 'yelp',
          issueType,
        })),
      },
      {
        organizationId: fixture.organizationId,
        businessId: second,
        trigger: 'manual',
        scannedAt: T,
        directoriesChecked: 1,
        directoriesScored: 1,
        citationsFound: 1,
        napScore: 50,
        newIssues: 3,
        resolvedIssues: 0,
        reopenedIssues: 0,
        regressions: 0,
        openIssues: 3,
        results: null,
      },
    );
    await repos.citationIssues.resolve(fixture.organizationId, created.id, T);
    await repos.citationIssues.resolve(fixture.organizationId, created.id, T);
    const open = await repos.citationIssues.list({ organizationId: fixture.organizationId, status: 'open', limit: 10 });
    await repos.citationIssues.resolveMany(fixture.organizationId, [open.items[0]!.id], T);
    await expectKeptCounts(fixture.organizationId);

    // Deleting a business takes its listings and issues, and their counts, with it.
    await repos.businesses.delete(fixture.organizationId, second);
    await repos.businesses.delete(fixture.organizationId, fourth);
    await expectKeptCounts(fixture.organizationId);
    await expectKeptCounts(other.organizationId);
  });

  it('follow each day: businesses moved between days and organizations, enrichment and publication moved, undone and deleted', async () => {
    const fixture = await organizationWithBusinesses(repos, 3);
    const other = await organizationWithBusinesses(repos, 1);
    const [first, second, third] = fixture.businessIds as [string, string, string];
    const single = await repos.businesses.create({
      organizationId: fixture.organizationId,
      name: 'Single',
      address: '9 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0100',
      category: 'restaurant',
    });
    const days = (n: number) => new Date(T.getTime() + n * DAY);
    // Within T's day, both sides of the moments the figures are asked at.
    const moments = [days(-1), new Date(T.getTime() - 1), new Date(T.getTime() + 1), days(1)];
    await expectKeptCounts(fixture.organizationId, moments);

    // Created on other days, one of them moved to another organization.
    await database.query(`update businesses set created_at = ${time(days(-2))} where id = '${first}'`);
    await database.query(`update businesses set created_at = ${time(new Date(T.getTime() - 60_000))} where id in ('${second}', '${third}')`);
    await database.query(`update businesses set created_at = ${time(days(-1))}, organization_id = '${other.organizationId}' where id = '${single.id}'`);
    await expectKeptCounts(fixture.organizationId, moments);
    await expectKeptCounts(other.organizationId, moments);

    // Enriched, enriched again on another day, the same day, and no longer.
    await repos.businesses.update(fixture.organizationId, first, { enrichedAt: T });
    await repos.businesses.update(fixture.organizationId, second, { enrichedAt: days(1) });
    await repos.businesses.update(fixture.organizationId, third, { enrichedAt: days(-1) });
    await expectKeptCounts(fixture.organizationId, moments);
    await repos.businesses.update(fixture.organizationId, first, { enrichedAt: days(2) });
    await repos.businesses.update(fixture.organizationId, second, { enrichedAt: new Date(days(1).getTime() + 60_000) });
    await repos.businesses.update(fixture.organizationId, third, { enrichedAt: null });
    await expectKeptCounts(fixture.organizationId, moments);

    // Published in bulk, moved to other days, refused, published again, and moved to another organization.
    const listings = await repos.listings.upsertMany(
      fixture.businessIds.flatMap((businessId, i) => [
        { organizationId: fixture.organizationId, businessId, platform: 'yelp', status: 'published' as const, publishedAt: new Date(T.getTime() + (i - 1) * 60_000) },
        { organizationId: fixture.organizationId, businessId, platform: 'google', status: 'published' as const, publishedAt: days(i - 1) },
        { organizationId: fixture.organizationId, businessId, platform: 'bing', status: 'submitted' as const },
      ]),
    );
    await expectKeptCounts(fixture.organizationId, moments);
    const on = (platform: string) => listings.filter((listing) => listing.platform === platform);
    const [yelp, google, bing] = [on('yelp'), on('google'), on('bing')];
    await repos.listings.updateMany(fixture.organizationId, [
      { id: yelp[0]!.id, changes: { publishedAt: days(3) } },
      { id: yelp[1]!.id, changes: { publishedAt: new Date(T.getTime() + 120_000) } },
      { id: google[0]!.id, changes: { status: 'error', errorMessage: 'refused' } },
      { id: bing[0]!.id, changes: { status: 'published', publishedAt: days(-3) } },
    ]);
    await expectKeptCounts(fixture.organizationId, moments);
    await repos.listings.updateMany(fixture.organizationId, [
      { id: google[0]!.id, changes: { status: 'published', publishedAt: days(1) } },
      { id: bing[0]!.id, changes: { publishedAt: null } },
    ]);
    await repos.listings.upsertMany([{ organizationId: fixture.organizationId, businessId: second, platform: 'google', status: 'pending', publishedAt: null }]);
    await expectKeptCounts(fixture.organizationId, moments);

    // Deleting a business takes its listings, and their days, with it; deleting the organization takes every day.
    await repos.businesses.delete(fixture.organizationId, third);
    await expectKeptCounts(fixture.organizationId, moments);
    await expectKeptCounts(other.organizationId, moments);
    expect(await repos.organizations.delete(fixture.organizationId)).toBe(true);
    expect(await database.query(`select day from organization_daily_counts where organization_id = '${fixture.organizationId}'`)).toEqual([]);
    await expectKeptCounts(other.organizationId, moments);
  });
});
