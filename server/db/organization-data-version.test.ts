import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { createNumberedBusinesses, organizationWithBusinesses } from '../testing/batch-fixtures';
import type { Repositories } from './repositories';

// Cached answers are keyed by the organization's data version (migration 0008): every write to its
// businesses, listings or citation issues, whichever statement makes it, and every scan it stores must
// draw a new one, and writes elsewhere must leave it alone.

const T = new Date(Date.UTC(2026, 0, 1, 12));

describe.each(DIALECTS)('organization data version on %s', (dialect) => {
  let database: TestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function versionOf(organizationId: string): Promise<number | undefined> {
    const rows = await database.query<{ version: number | string }>(
      `select data_version as version from organization_counts where organization_id = '${organizationId}'`,
    );
    return rows[0] === undefined ? undefined : Number(rows[0].version);
  }

  /** Runs the write and expects a new version in the organization and the same one in the other. */
  async function expectNewVersion(organizationId: string, otherId: string, write: () => Promise<unknown>) {
    const [before, otherBefore] = [await versionOf(organizationId), await versionOf(otherId)];
    await write();
    const after = await versionOf(organizationId);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(Number.isSafeInteger(after)).toBe(true);
    expect(await versionOf(otherId)).toBe(otherBefore);
  }

  async function expectSameVersion(organizationId: string, write: () => Promise<unknown>) {
    const before = await versionOf(organizationId);
    await write();
    expect(await versionOf(organizationId)).toBe(before);
  }

  it('changes with every write to businesses, listings, citation issues and scans of the organization alone', async () => {
    const fixture = await organizationWithBusinesses(repos, 3);
    const other = await organizationWithBusinesses(repos, 1);
    const { organizationId } = fixture;
    const [first, second, third] = fixture.businessIds as [string, string, string];
    const changes = (write: () => Promise<unknown>) => expectNewVersion(organizationId, other.organizationId, write);

    // Businesses: created one by one and in bulk, edited in a field no count follows, deleted.
    await changes(() => createNumberedBusinesses(repos, organizationId, 2));
    await changes(() => repos.businesses.update(organizationId, first, { name: 'Renamed' }));
    await changes(() => repos.businesses.update(organizationId, first, { description: 'Open late' }));
    await changes(() => database.query(`update businesses set website = 'https://example.com' where id = '${second}'`));

    // Listings: upserted, then a change of sync time alone, as a sync makes.
    const listings = await repos.listings.upsertMany([
      { organizationId, businessId: first, platform: 'yelp', status: 'published', publishedAt: T },
      { organizationId, businessId: second, platform: 'google', status: 'submitted' },
    ]);
    await changes(() => repos.listings.upsertMany([{ organizationId, businessId: third, platform: 'yelp', status: 'pending' }]));
    await changes(() => repos.listings.updateMany(organizationId, [{ id: listings[0]!.id, changes: { lastSyncAt: T } }]));
    await changes(() => database.query(`delete from listings where id = '${listings[1]!.id}'`));

    // Citation issues: found, resolved, and their business deleted with them.
    const issue = await repos.citationIssues.create({ organizationId, businessId: first, platform: 'yelp', issueType: 'name_mismatch' });
    await changes(() => repos.citationIssues.create({ organizationId, businessId: second, platform: 'yelp', issueType: 'phone_mismatch' }));
    await changes(() => repos.citationIssues.resolve(organizationId, issue.id, T));
    await changes(() => database.query(`update citation_issues set last_seen_at = last_seen_at where id = '${issue.id}'`));
    // A stored scan, even one that changes no issue: issue lists show where the latest scan saw each listing.
    const counts = { directoriesChecked: 0, directoriesScored: 0, citationsFound: 0, napScore: null, newIssues: 0, resolvedIssues: 0, reopenedIssues: 0, regressions: 0, openIssues: 1 };
    await changes(() =>
      repos.citationIssues.applyScan(
        { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] },
        { organizationId, businessId: first, trigger: 'manual', scannedAt: T, ...counts, results: [] },
      ),
    );
    await changes(() => repos.businesses.delete(organizationId, second));
  });

  it('stays while nothing of the organization is written', async () => {
    const fixture = await organizationWithBusinesses(repos, 1);
    const { organizationId } = fixture;
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectSameVersion(organizationId, () => repos.businesses.update(organizationId, missing, { name: 'Nobody' }));
    await expectSameVersion(organizationId, () => repos.businesses.delete(organizationId, missing));
    await expectSameVersion(organizationId, () => repos.businesses.list({ organizationId, sort: 'updated', limit: 10 }));
    // Another organization's writes, and the organization's own name, are not its data.
    await expectSameVersion(organizationId, () => organizationWithBusinesses(repos, 2));
    await expectSameVersion(organizationId, () => repos.organizations.update(organizationId, { name: 'Acme Renamed' }));
  });

  it('is read with the signed-in session, and absent for an organization that never had a business', async () => {
    const fixture = await organizationWithBusinesses(repos, 1);
    const empty = await repos.organizations.createWithOwner({ name: 'Empty', slug: `empty-${fixture.organizationId.slice(0, 8)}`, ownerId: fixture.ownerId });
    const expiresAt = new Date(Date.now() + 60_000);
    const session = (token: string, organizationId: string) =>
      repos.sessions.create({ userId: fixture.ownerId, token, expiresAt, lastUsedAt: new Date(), organizationId });
    await session(`token-a-${dialect}-${fixture.organizationId}`, fixture.organizationId);
    await session(`token-b-${dialect}-${fixture.organizationId}`, empty.id);

    const signedIn = await repos.sessions.findSignedIn(`token-a-${dialect}-${fixture.organizationId}`);
    expect(signedIn?.membership?.organizationDataVersion).toBe(await versionOf(fixture.organizationId));
    const inEmpty = await repos.sessions.findSignedIn(`token-b-${dialect}-${fixture.organizationId}`);
    expect(inEmpty?.membership?.organizationId).toBe(empty.id);
    expect(inEmpty?.membership?.organizationDataVersion ?? null).toBeNull();
  });
});
