import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import type { Database, Repositories } from './repositories';

const T = new Date(Date.UTC(2026, 0, 10));
const day = (days: number) => new Date(T.getTime() + days * 86_400_000);

describe.each(DIALECTS)('report repository on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  const list = (fixture: BatchFixture, business: number, statuses: Record<string, ListingStatus>) =>
    repos.listings.upsertMany(
      Object.entries(statuses).map(([platform, status]) => ({
        organizationId: fixture.organizationId,
        businessId: fixture.businessIds[business]!,
        platform,
        status,
      })),
    );

  const issue = async (fixture: BatchFixture, business: number, platform: string, discoveredAt: Date, resolvedAt?: Date) => {
    const created = await repos.citationIssues.create({
      organizationId: fixture.organizationId,
      businessId: fixture.businessIds[business]!,
      platform,
      issueType: 'phone_mismatch',
      discoveredAt,
    });
    if (resolvedAt) await repos.citationIssues.resolve(fixture.organizationId, created.id, resolvedAt);
  };

  it('counts listings by directory as live, waiting and refused, for the organization or one business', async () => {
    const fixture = await organizationWithBusinesses(repos, 2);
    await list(fixture, 0, { google: 'published', yelp: 'submitted', bing: 'error' });
    await list(fixture, 1, { google: 'pending', yelp: 'published' });
    const other = await organizationWithBusinesses(repos, 1);
    await list(other, 0, { google: 'published', apple: 'published' });

    expect(await repos.reports.coverage(fixture.organizationId)).toEqual([
      { platform: 'bing', published: 0, waiting: 0, error: 1 },
      { platform: 'google', published: 1, waiting: 1, error: 0 },
      { platform: 'yelp', published: 1, waiting: 1, error: 0 },
    ]);
    expect(await repos.reports.coverage(fixture.organizationId, fixture.businessIds[1])).toEqual([
      { platform: 'google', published: 0, waiting: 1, error: 0 },
      { platform: 'yelp', published: 1, waiting: 0, error: 0 },
    ]);
    // Another organization's business counts nothing here.
    expect(await repos.reports.coverage(fixture.organizationId, other.businessIds[0])).toEqual([]);
  });

  it('answers when issues were discovered and resolved within [from, to), oldest first', async () => {
    const fixture = await organizationWithBusinesses(repos, 2);
    await issue(fixture, 0, 'yelp', day(-1), day(1)); // discovered before, resolved within
    await issue(fixture, 0, 'bing', day(3)); // discovered within, open
    await issue(fixture, 1, 'google', day(0), day(5)); // both within, on the edges' inside
    await issue(fixture, 1, 'apple', day(2), day(7)); // resolved at `to`: outside
    const other = await organizationWithBusinesses(repos, 1);
    await issue(other, 0, 'yelp', day(1), day(2));

    expect(await repos.reports.issueEvents(fixture.organizationId, day(0), day(7))).toEqual({
      opened: [day(0), day(2), day(3)],
      resolved: [day(1), day(5)],
    });
    expect(await repos.reports.issueEvents(fixture.organizationId, day(0), day(7), fixture.businessIds[0])).toEqual({
      opened: [day(3)],
      resolved: [day(1)],
    });
    expect(await repos.reports.issueEvents(fixture.organizationId, day(10), day(20))).toEqual({ opened: [], resolved: [] });
  });

  it('counts businesses linked to a provider record, of all', async () => {
    const fixture = await organizationWithBusinesses(repos, 3);
    const [linked, , alsoLinked] = fixture.businessIds;
    await repos.businesses.update(fixture.organizationId, linked!, { dataAxleInfogroupId: `ig-${linked}` });
    await repos.businesses.update(fixture.organizationId, alsoLinked!, { dataAxleInfogroupId: `ig-${alsoLinked}` });

    expect(await repos.reports.enrichment(fixture.organizationId)).toEqual({ enriched: 2, total: 3 });
    expect(await repos.reports.enrichment(fixture.organizationId, linked)).toEqual({ enriched: 1, total: 1 });
    expect(await repos.reports.enrichment(fixture.organizationId, fixture.businessIds[1])).toEqual({ enriched: 0, total: 1 });
    const empty = await organizationWithBusinesses(repos, 0);
    expect(await repos.reports.enrichment(empty.organizationId)).toEqual({ enriched: 0, total: 0 });
  });
});
