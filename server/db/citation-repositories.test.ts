import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationIssueType } from '../../shared/domain/citation-issues';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { newScan, scanResult } from '../testing/scan-results';
import type { CitationIssueRecord, CitationReconciliation, NewCitationScan, Page } from './records';
import type { Database, Repositories } from './repositories';

const T = new Date(Date.UTC(2026, 0, 1, 12));
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const NO_CHANGES: CitationReconciliation = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

/** Every page of a paged list, following nextCursor to the end. */
async function allPages<T>(fetch: (cursor?: string) => Promise<Page<T>>): Promise<T[][]> {
  const pages = [await fetch()];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) pages.push(await fetch(cursor));
  return pages.map((page) => page.items);
}

/** The issue list's order: newest discovered first, ties by id. */
const newestDiscoveredFirst = (rows: CitationIssueRecord[]) =>
  [...rows].sort((a, b) => b.discoveredAt.getTime() - a.discoveredAt.getTime() || (a.id < b.id ? -1 : 1)).map((row) => row.id);

describe.each(DIALECTS)('citation repositories on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  const issue = (
    fixture: BatchFixture,
    business: number,
    platform: string,
    issueType: CitationIssueType,
    discoveredAt = T,
  ) =>
    repos.citationIssues.create({
      organizationId: fixture.organizationId,
      businessId: fixture.businessIds[business] ?? '',
      platform,
      issueType,
      expectedValue: '(217) 555-0100',
      actualValue: '(217) 555-0199',
      discoveredAt,
    });

  const scanOf = (fixture: BatchFixture, business: number, scannedAt: Date, overrides: Partial<NewCitationScan> = {}): NewCitationScan =>
    newScan(fixture.organizationId, fixture.businessIds[business] ?? '', scannedAt, {
      results: [scanResult('yelp', { platformName: 'Yelp' })],
      ...overrides,
    });

  const byId = async (fixture: BatchFixture, id: string) => repos.citationIssues.findInOrganization(fixture.organizationId, id);

  describe('citation issues', () => {
    it('creates an open issue, last seen when it was discovered, and finds it only in its organization', async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const created = await issue(fixture, 0, 'yelp', 'phone_mismatch', at(-5));
      expect(created).toMatchObject({ resolved: false, regression: false, fixConfirmed: false, resolvedAt: null, discoveredAt: at(-5), lastSeenAt: at(-5) });
      expect(await byId(fixture, created.id)).toEqual({ ...created, businessName: 'Business 01' });
      const other = await organizationWithBusinesses(repos, 0);
      expect(await repos.citationIssues.findInOrganization(other.organizationId, created.id)).toBeUndefined();
    });

    it('lists newest discovered first across pages, with the business name and the total', async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const made = [
        await issue(fixture, 0, 'yelp', 'phone_mismatch', at(1)),
        await issue(fixture, 1, 'yelp', 'phone_mismatch', at(3)),
        await issue(fixture, 0, 'bing', 'name_mismatch', at(3)),
        await issue(fixture, 1, 'bing', 'website_mismatch', at(2)),
        await issue(fixture, 0, 'google', 'missing_listing', at(0)),
      ];
      await issue(await organizationWithBusinesses(repos, 1), 0, 'yelp', 'phone_mismatch', at(4));
      const query = { organizationId: fixture.organizationId, status: 'all' as const, limit: 2 };
      const pages = await allPages((cursor) => repos.citationIssues.list({ ...query, cursor }));
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((row) => row.id)).toEqual(newestDiscoveredFirst(made));
      const first = await repos.citationIssues.list(query);
      expect(first.total).toBe(5);
      expect(first.items[0]).toMatchObject({ businessName: expect.stringMatching(/^Business 0[12]$/), lastSeenAt: at(3) });
    });

    it('filters by business, directory, type and status', async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const [a, b] = fixture.businessIds as [string, string];
      const yelpPhone = await issue(fixture, 0, 'yelp', 'phone_mismatch', at(1));
      const bingName = await issue(fixture, 0, 'bing', 'name_mismatch', at(2));
      const otherYelp = await issue(fixture, 1, 'yelp', 'name_mismatch', at(3));
      await repos.citationIssues.resolve(fixture.organizationId, bingName.id, at(4));
      const ids = async (filters: { businessId?: string; platform?: string; issueType?: CitationIssueType; status: 'open' | 'resolved' | 'all' }) => {
        const page = await repos.citationIssues.list({ organizationId: fixture.organizationId, limit: 10, ...filters });
        expect(page.total).toBe(page.items.length);
        return page.items.map((row) => row.id);
      };
      expect(await ids({ status: 'open' })).toEqual([otherYelp.id, yelpPhone.id]);
      expect(await ids({ status: 'resolved' })).toEqual([bingName.id]);
      expect(await ids({ status: 'all', businessId: a })).toEqual([bingName.id, yelpPhone.id]);
      expect(await ids({ status: 'all', businessId: b })).toEqual([otherYelp.id]);
      expect(await ids({ status: 'all', platform: 'yelp' })).toEqual([otherYelp.id, yelpPhone.id]);
      expect(await ids({ status: 'all', issueType: 'name_mismatch' })).toEqual([otherYelp.id, bingName.id]);
      expect(await ids({ status: 'open', platform: 'bing' })).toEqual([]);
    });

    it('resolves an issue once: a second resolve keeps the first time; another organization resolves nothing', async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const open = await issue(fixture, 0, 'yelp', 'phone_mismatch');
      const other = await organizationWithBusinesses(repos, 0);
      expect(await repos.citationIssues.resolve(other.organizationId, open.id, at(1))).toBeUndefined();
      expect(await byId(fixture, open.id)).toMatchObject({ resolved: false });

      const resolved = await repos.citationIssues.resolve(fixture.organizationId, open.id, at(1));
      expect(resolved).toMatchObject({ id: open.id, resolved: true, resolvedAt: at(1), fixConfirmed: false, lastSeenAt: T });
      expect(await repos.citationIssues.resolve(fixture.organizationId, open.id, at(2))).toEqual(resolved);
      expect(await repos.citationIssues.listByBusiness(fixture.organizationId, fixture.businessIds[0] ?? '')).toEqual([resolved]);
    });

    it("resolves many, counting only the organization's issues that were open", async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const [a, b, c] = [
        await issue(fixture, 0, 'yelp', 'phone_mismatch'),
        await issue(fixture, 0, 'bing', 'phone_mismatch'),
        await issue(fixture, 0, 'google', 'phone_mismatch'),
      ];
      await repos.citationIssues.resolve(fixture.organizationId, c.id, at(1));
      const other = await organizationWithBusinesses(repos, 1);
      const theirs = await issue(other, 0, 'yelp', 'phone_mismatch');

      expect(await repos.citationIssues.resolveMany(fixture.organizationId, [a.id, b.id, b.id, c.id, theirs.id], at(2))).toBe(2);
      expect(await byId(fixture, a.id)).toMatchObject({ resolved: true, resolvedAt: at(2) });
      expect(await byId(fixture, c.id)).toMatchObject({ resolved: true, resolvedAt: at(1) });
      expect(await byId(other, theirs.id)).toMatchObject({ resolved: false });
      expect(await repos.citationIssues.resolveMany(fixture.organizationId, [a.id], at(3))).toBe(0);
      expect(await repos.citationIssues.countOpen(fixture.organizationId)).toBe(0);
    });

    it('counts open issues by type and the regressions among them, for the organization or one business', async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const [a, b] = fixture.businessIds as [string, string];
      const fixed = await issue(fixture, 0, 'yelp', 'phone_mismatch');
      await repos.citationIssues.applyScan({ ...NO_CHANGES, resolve: [fixed.id] }, scanOf(fixture, 0, at(1)));
      await issue(fixture, 0, 'bing', 'phone_mismatch');
      await issue(fixture, 1, 'yelp', 'name_mismatch');
      const resolved = await issue(fixture, 1, 'bing', 'website_mismatch');
      await repos.citationIssues.resolve(fixture.organizationId, resolved.id, at(1));
      await repos.citationIssues.applyScan(
        { ...NO_CHANGES, reopen: [{ id: fixed.id, expectedValue: 'x', actualValue: 'y', regression: true }] },
        scanOf(fixture, 0, at(2)),
      );

      expect(await repos.citationIssues.openCounts(fixture.organizationId)).toEqual({
        byType: [
          { issueType: 'name_mismatch', count: 1 },
          { issueType: 'phone_mismatch', count: 2 },
        ],
        regressions: 1,
      });
      expect(await repos.citationIssues.openCounts(fixture.organizationId, b)).toEqual({
        byType: [{ issueType: 'name_mismatch', count: 1 }],
        regressions: 0,
      });
      expect((await repos.citationIssues.openCounts(fixture.organizationId, a)).regressions).toBe(1);
      expect(await repos.citationIssues.countOpen(fixture.organizationId)).toBe(3);
    });
  });

  describe('applying a scan', () => {
    it('inserts, refreshes, reopens, resolves and confirms, and records the scan', async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const businessId = fixture.businessIds[0] ?? '';
      const stillOpen = await issue(fixture, 0, 'yelp', 'phone_mismatch');
      const gone = await issue(fixture, 0, 'bing', 'phone_mismatch');
      const fixedByHand = await issue(fixture, 0, 'google', 'name_mismatch');
      const confirmedFixed = await issue(fixture, 0, 'apple', 'website_mismatch');
      const resolvedByHand = await issue(fixture, 0, 'facebook', 'address_mismatch');
      await repos.citationIssues.resolveMany(fixture.organizationId, [fixedByHand.id, resolvedByHand.id], at(1));
      await repos.citationIssues.applyScan({ ...NO_CHANGES, resolve: [confirmedFixed.id] }, scanOf(fixture, 0, at(2)));
      expect(await byId(fixture, confirmedFixed.id)).toMatchObject({ resolved: true, resolvedAt: at(2), fixConfirmed: true });

      const scan = await repos.citationIssues.applyScan(
        {
          insert: [{ organizationId: fixture.organizationId, businessId, platform: 'yelp', issueType: 'website_mismatch', expectedValue: 'a.example', actualValue: 'b.example' }],
          refresh: [{ id: stillOpen.id, expectedValue: '(217) 555-0100', actualValue: '(217) 555-0111' }],
          reopen: [
            { id: confirmedFixed.id, expectedValue: 'a.example', actualValue: 'c.example', regression: true },
            { id: resolvedByHand.id, expectedValue: '1 Main St', actualValue: '9 Main St', regression: false },
          ],
          resolve: [gone.id],
          confirm: [fixedByHand.id],
        },
        scanOf(fixture, 0, at(10), { newIssues: 1, resolvedIssues: 1, reopenedIssues: 2, regressions: 1, openIssues: 4 }),
      );

      expect(scan).toMatchObject({ organizationId: fixture.organizationId, businessId, scannedAt: at(10), newIssues: 1, openIssues: 4 });
      expect(scan.id).toEqual(expect.any(String));
      expect(await repos.citationScans.latest(fixture.organizationId, businessId)).toEqual(scan);

      const issues = await repos.citationIssues.listByBusiness(fixture.organizationId, businessId);
      const find = (platform: string, issueType: string) => issues.find((row) => row.platform === platform && row.issueType === issueType);
      expect(issues).toHaveLength(6);
      expect(find('yelp', 'website_mismatch')).toMatchObject({
        resolved: false,
        expectedValue: 'a.example',
        actualValue: 'b.example',
        discoveredAt: at(10),
        lastSeenAt: at(10),
        fixConfirmed: false,
        regression: false,
      });
      expect(find('yelp', 'phone_mismatch')).toMatchObject({ resolved: false, actualValue: '(217) 555-0111', discoveredAt: T, lastSeenAt: at(10) });
      expect(find('apple', 'website_mismatch')).toMatchObject({
        resolved: false,
        resolvedAt: null,
        regression: true,
        fixConfirmed: false,
        actualValue: 'c.example',
        lastSeenAt: at(10),
      });
      expect(find('facebook', 'address_mismatch')).toMatchObject({ resolved: false, resolvedAt: null, regression: false, actualValue: '9 Main St' });
      expect(find('bing', 'phone_mismatch')).toMatchObject({ resolved: true, resolvedAt: at(10), fixConfirmed: true, lastSeenAt: T });
      expect(find('google', 'name_mismatch')).toMatchObject({ resolved: true, resolvedAt: at(1), fixConfirmed: true });
    });

    it("leaves a finding a concurrent scan already inserted as it is, and touches no other business's issues", async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const [a, b] = fixture.businessIds as [string, string];
      const existing = await issue(fixture, 0, 'yelp', 'phone_mismatch', at(-1));
      const elsewhere = await issue(fixture, 1, 'yelp', 'phone_mismatch', at(-1));
      const theirs = await issue(await organizationWithBusinesses(repos, 1), 0, 'yelp', 'phone_mismatch', at(-1));

      await repos.citationIssues.applyScan(
        {
          ...NO_CHANGES,
          insert: [{ organizationId: fixture.organizationId, businessId: a, platform: 'yelp', issueType: 'phone_mismatch', expectedValue: 'new', actualValue: 'new' }],
          resolve: [elsewhere.id, theirs.id],
        },
        scanOf(fixture, 0, at(5)),
      );
      expect(await repos.citationIssues.listByBusiness(fixture.organizationId, a)).toEqual([existing]);
      expect(await repos.citationIssues.listByBusiness(fixture.organizationId, b)).toEqual([elsewhere]);
      expect((await repos.citationIssues.list({ organizationId: theirs.organizationId, status: 'open', limit: 5 })).total).toBe(1);
    });

    it('inserts thousands of findings at once, more than one SQLite statement takes', async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const businessId = fixture.businessIds[0] ?? '';
      const insert = Array.from({ length: 2600 }, (_, i) => ({
        organizationId: fixture.organizationId,
        businessId,
        platform: `directory-${i}`,
        issueType: 'missing_listing',
      }));
      await repos.citationIssues.applyScan({ ...NO_CHANGES, insert }, scanOf(fixture, 0, at(1)));
      expect(await repos.citationIssues.countOpen(fixture.organizationId)).toBe(2600);
    });

    it("keeps directory results on the business's latest scan only", async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const [a, b] = fixture.businessIds as [string, string];
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(1)));
      const otherBusiness = await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 1, at(2)));
      const second = await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(3)));
      expect(second.results).toHaveLength(1);
      expect(await repos.citationScans.latest(fixture.organizationId, a)).toEqual(second);
      expect(await repos.citationScans.latest(fixture.organizationId, b)).toEqual(otherBusiness);
      expect(otherBusiness.results).toHaveLength(1);
      expect(await repos.citationScans.history(fixture.organizationId, at(0), a)).toHaveLength(2);
    });
  });

  describe('citation scans', () => {
    it('answers the latest scan of a business, newest scan time first, and only in its organization', async () => {
      const fixture = await organizationWithBusinesses(repos, 1);
      const businessId = fixture.businessIds[0] ?? '';
      expect(await repos.citationScans.latest(fixture.organizationId, businessId)).toBeUndefined();
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(5), { napScore: 90 }));
      // Recorded later, scanned earlier: not the latest.
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(4), { napScore: 70 }));
      expect(await repos.citationScans.latest(fixture.organizationId, businessId)).toMatchObject({ napScore: 90, scannedAt: at(5) });
      const other = await organizationWithBusinesses(repos, 0);
      expect(await repos.citationScans.latest(other.organizationId, businessId)).toBeUndefined();
    });

    it("answers where the given businesses' latest scans saw each directory, in the organization only", async () => {
      const fixture = await organizationWithBusinesses(repos, 3);
      const [a, b, unscanned] = fixture.businessIds as [string, string, string];
      const onYelp = (listingId: string) => [
        { platform: 'yelp', platformName: 'Yelp', status: 'inconsistent' as const, profileUrl: null, found: null, findings: [], source: 'yelp' as const, listingId, duplicates: [], valuesKept: false },
      ];
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(1), { results: onYelp('first') }));
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(2), { results: onYelp('second') }));
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 1, at(3)));

      const seenBy = await repos.citationScans.latestSeenBy(fixture.organizationId, [a, b, unscanned, a]);
      expect([...seenBy.keys()].sort()).toEqual([a, b].sort());
      expect(seenBy.get(a)).toEqual({ yelp: { source: 'yelp', valuesKept: false } });
      expect(seenBy.get(b)).toEqual({ yelp: { source: null, valuesKept: true } });
      expect((await repos.citationScans.latestSeenBy(fixture.organizationId, [])).size).toBe(0);
      const other = await organizationWithBusinesses(repos, 0);
      expect((await repos.citationScans.latestSeenBy(other.organizationId, [a, b])).size).toBe(0);
    });

    it("answers each business's latest score and whether it was simulated, or one business's", async () => {
      const fixture = await organizationWithBusinesses(repos, 3);
      const [a, b] = fixture.businessIds as [string, string];
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(1), { napScore: 50, directoriesScored: 2 }));
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 0, at(3), { napScore: 75, directoriesScored: 4, simulated: true }));
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, 1, at(2), { napScore: null, directoriesScored: 0 }));
      await repos.citationIssues.applyScan(NO_CHANGES, scanOf(await organizationWithBusinesses(repos, 1), 0, at(9)));

      const scores = await repos.citationScans.latestScores(fixture.organizationId);
      expect([...scores].sort((x, y) => x.scannedAt.getTime() - y.scannedAt.getTime())).toEqual([
        { businessId: b, napScore: null, directoriesScored: 0, scannedAt: at(2), simulated: false },
        { businessId: a, napScore: 75, directoriesScored: 4, scannedAt: at(3), simulated: true },
      ]);
      expect(await repos.citationScans.latestScores(fixture.organizationId, b)).toEqual([
        { businessId: b, napScore: null, directoriesScored: 0, scannedAt: at(2), simulated: false },
      ]);
    });

    it('answers the scans since a time, oldest first, without their results', async () => {
      const fixture = await organizationWithBusinesses(repos, 2);
      const [a, b] = fixture.businessIds as [string, string];
      for (const [business, minutes, napScore] of [[0, 1, 40], [1, 3, 60], [0, 2, 50], [0, 6, 70]] as const) {
        await repos.citationIssues.applyScan(NO_CHANGES, scanOf(fixture, business, at(minutes), { napScore }));
      }
      expect(await repos.citationScans.history(fixture.organizationId, at(2))).toEqual([
        { businessId: a, scannedAt: at(2), napScore: 50, directoriesScored: 4 },
        { businessId: b, scannedAt: at(3), napScore: 60, directoriesScored: 4 },
        { businessId: a, scannedAt: at(6), napScore: 70, directoriesScored: 4 },
      ]);
      expect((await repos.citationScans.history(fixture.organizationId, at(0), b)).map((row) => row.napScore)).toEqual([60]);
    });
  });

  describe('citation schedules', () => {
    // Schedules span every organization in the database: these times keep each test's apart.
    const FAR = new Date(Date.UTC(2030, 0, 1));
    const far = (days: number) => new Date(FAR.getTime() + days * 86_400_000);

    it('saves a schedule and replaces it', async () => {
      const { organizationId } = await organizationWithBusinesses(repos, 0);
      expect(await repos.citationSchedules.get(organizationId)).toBeUndefined();
      const schedule = { organizationId, enabled: true, intervalDays: 7, nextScanAt: far(100), lastScanAt: null };
      expect(await repos.citationSchedules.save(schedule)).toEqual(schedule);
      const changed = { ...schedule, enabled: false, intervalDays: 14, lastScanAt: far(90) };
      expect(await repos.citationSchedules.save(changed)).toEqual(changed);
      expect(await repos.citationSchedules.get(organizationId)).toEqual(changed);
    });

    it('gives each active organization without a schedule one, once', async () => {
      await repos.citationSchedules.createMissing(7, far(200));
      const [fresh, another, inactive, scheduled] = [
        await organizationWithBusinesses(repos, 0),
        await organizationWithBusinesses(repos, 0),
        await organizationWithBusinesses(repos, 0),
        await organizationWithBusinesses(repos, 0),
      ];
      await repos.organizations.update(inactive.organizationId, { isActive: false });
      const own = { organizationId: scheduled.organizationId, enabled: false, intervalDays: 30, nextScanAt: far(300), lastScanAt: null };
      await repos.citationSchedules.save(own);

      expect(await repos.citationSchedules.createMissing(7, far(200))).toBe(2);
      const expected = { enabled: true, intervalDays: 7, nextScanAt: far(200), lastScanAt: null };
      expect(await repos.citationSchedules.get(fresh.organizationId)).toEqual({ organizationId: fresh.organizationId, ...expected });
      expect(await repos.citationSchedules.get(another.organizationId)).toEqual({ organizationId: another.organizationId, ...expected });
      expect(await repos.citationSchedules.get(inactive.organizationId)).toBeUndefined();
      expect(await repos.citationSchedules.get(scheduled.organizationId)).toEqual(own);
      expect(await repos.citationSchedules.createMissing(7, far(200))).toBe(0);
    });

    it('answers enabled schedules of active organizations that are due, oldest due first', async () => {
      const save = async (days: number, changes: { enabled?: boolean; active?: boolean } = {}) => {
        const { organizationId } = await organizationWithBusinesses(repos, 0);
        if (changes.active === false) await repos.organizations.update(organizationId, { isActive: false });
        return repos.citationSchedules.save({ organizationId, enabled: changes.enabled ?? true, intervalDays: 7, nextScanAt: far(days), lastScanAt: null });
      };
      const later = await save(-2);
      const earliest = await save(-4);
      await save(-5, { enabled: false });
      await save(-6, { active: false });
      await save(1);
      const now = far(0);
      expect(await repos.citationSchedules.due(now, 100)).toEqual([earliest, later]);
      expect(await repos.citationSchedules.due(far(-3), 100)).toEqual([earliest]);
      expect(await repos.citationSchedules.due(now, 1)).toEqual([earliest]);
    });

    it('lets one claim of a due schedule through and moves it on', async () => {
      const { organizationId } = await organizationWithBusinesses(repos, 0);
      const dueAt = far(400);
      await repos.citationSchedules.save({ organizationId, enabled: true, intervalDays: 7, nextScanAt: dueAt, lastScanAt: null });
      const claims = await Promise.all([1, 2, 3].map(() => repos.citationSchedules.claim(organizationId, dueAt, far(401), far(408))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await repos.citationSchedules.get(organizationId)).toEqual({
        organizationId,
        enabled: true,
        intervalDays: 7,
        nextScanAt: far(408),
        lastScanAt: far(401),
      });
      expect(await repos.citationSchedules.claim(organizationId, dueAt, far(402), far(409))).toBe(false);
    });

    it('does not claim a disabled schedule', async () => {
      const { organizationId } = await organizationWithBusinesses(repos, 0);
      await repos.citationSchedules.save({ organizationId, enabled: false, intervalDays: 7, nextScanAt: far(500), lastScanAt: null });
      expect(await repos.citationSchedules.claim(organizationId, far(500), far(501), far(508))).toBe(false);
    });
  });
});
