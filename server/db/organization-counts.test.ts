import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { organizationWithBusinesses } from '../testing/batch-fixtures';
import type { Database, Repositories } from './repositories';

// The counts triggers keep (migration 0006) answer the dashboard and the lists' totals: after every kind
// of write they must equal the rows themselves, counted here from full pages.

const T = new Date(Date.UTC(2026, 0, 1, 12));
const LATER = new Date(Date.UTC(2030, 0, 1));
const NO_CHANGES = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

describe.each(DIALECTS)('kept organization counts on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

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
        figures: await repos.dashboard.figuresAt(organizationId, at),
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
        },
      },
    };
  }

  async function expectKeptCounts(organizationId: string) {
    for (const at of [T, LATER]) {
      const { kept, counted } = await keptAndCounted(organizationId, at);
      expect(kept).toEqual(counted);
    }
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
});
