import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationIssue, CitationScan, CitationSchedule, CitationSummary } from '../../shared/contract/citations';
import type { ActivityItem } from '../../shared/contract/dashboard';
import type { Batch } from '../../shared/contract/provider';
import { NAP_TREND_WEEKS } from '../../shared/domain/citation-scans';
import type { MemberRole } from '../../shared/domain/enums';
import { NO_BUSINESSES_TO_SCAN_MESSAGE } from '../services/businesses/batch-service';
import { createSessionedAccount, registerTestAccount, type TestAccount } from '../testing/accounts';
import { BASIC_DIRECTORY_COUNT, createTestBusiness } from '../testing/businesses';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { AS_PROFILE, scriptedCitations } from '../testing/scripted-citations';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string };
type IssuesBody = { issues: CitationIssue[]; nextCursor: string | null; total: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const SWITCHED_OFF = 'Citation scanning is switched off. Contact your administrator.';

const asProfile = AS_PROFILE;

describe.each(DIALECTS)('citation scans and issues on %s', (dialect) => {
  let server: TestServer;
  let mail: MailCapture;
  const citations = scriptedCitations();

  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(dialect, {
      provider: citations.provider,
      smtp: { url: mail.url, from: 'Citewise <no-reply@example.com>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const person = (role: MemberRole = 'owner', organizationId?: string) =>
    createSessionedAccount(server, { role, organizationId });

  const as = (account: TestAccount) => ({ token: account.token });
  const get = <T>(account: TestAccount, path: string) => server.request<T & ErrorBody>('GET', path, as(account));
  const post = <T>(account: TestAccount, path: string, body: unknown = {}) =>
    server.request<T & ErrorBody>('POST', path, { ...as(account), body });
  const put = <T>(account: TestAccount, path: string, body: unknown = {}) =>
    server.request<T & ErrorBody>('PUT', path, { ...as(account), body });
  const scan = async (account: TestAccount, businessId: string) => {
    const response = await post<{ scan: CitationScan }>(account, `/api/businesses/${businessId}/scan-citations`);
    expect(response.status, response.text).toBe(200);
    return response.body.scan;
  };
  const issues = async (account: TestAccount, query = '') => (await get<IssuesBody>(account, `/api/citation-issues${query}`)).body;
  const issueOn = async (account: TestAccount, platform: string, issueType: string) =>
    (await issues(account, `?status=all&platform=${platform}&issueType=${issueType}`)).issues[0]!;
  const activity = async (account: TestAccount) =>
    (await get<{ activity: ActivityItem[] }>(account, '/api/dashboard/activity?limit=50')).body.activity;
  const setting = (key: string, value: string) =>
    server.database.repositories.adminSettings.upsert({ key, value, category: 'integrations' });
  const publishedOn = (account: TestAccount, businessId: string, platform: string) =>
    server.database.repositories.listings.upsertMany([
      {
        organizationId: account.organizationId,
        businessId,
        platform,
        status: 'published',
        profileUrl: `https://${platform}.example/listing`,
        publishedAt: new Date(),
      },
    ]);

  /** Follows the batch as the screen does, until it is done. */
  async function finished(account: TestAccount, id: string): Promise<Batch> {
    for (let look = 0; look < 2000; look++) {
      const { batch } = (await get<{ batch: Batch }>(account, `/api/data-axle/batches/${id}`)).body;
      if (batch.status === 'completed' || batch.status === 'failed') return batch;
    }
    throw new Error(`Batch ${id} did not finish`);
  }

  it('scans a business, keeps its issues through resolving and rescans, and warns of regressions', async () => {
    const owner = await person();
    const admin = await person('admin', owner.organizationId);
    const member = await person('member', owner.organizationId);
    const bakery = await createTestBusiness(server, owner.token, { name: 'Blue Door Bakery' });
    const other = await createTestBusiness(server, owner.token, { name: 'Quiet Corner Books', category: 'retail' });
    await publishedOn(owner, bakery.id, 'whitepages');
    citations.show('Blue Door Bakery', {
      google: asProfile,
      yelp: [{ phone: '(217) 555-0199' }],
      bing: [{ name: 'Blue Door Cafe' }],
      facebook: [{}, {}],
    });

    // First scan: four issues, a duplicate among them, and a published listing the directory lost.
    const first = await scan(member, bakery.id);
    // No real source is enabled in this sandbox: the simulator answered, and says so on every result it made up.
    expect(first).toMatchObject({ simulated: true, sourceFailures: [] });
    expect(first.results.filter((result) => result.found).every((result) => result.source === 'simulated')).toBe(true);
    expect(first).toMatchObject({
      businessId: bakery.id,
      businessName: 'Blue Door Bakery',
      trigger: 'manual',
      directoriesChecked: BASIC_DIRECTORY_COUNT,
      citationsFound: 5,
      // google 1, yelp 0.3 (phone), bing 0 (name), facebook 0.5 (duplicate), whitepages 0 (missing), over 5.
      napScore: 36,
      newIssues: 4,
      resolvedIssues: 0,
      reopenedIssues: 0,
      regressions: 0,
      openIssues: 4,
    });
    const statusOf = (platform: string) => first.results.find((result) => result.platform === platform)?.status;
    expect(['google', 'yelp', 'facebook', 'whitepages', 'apple'].map(statusOf)).toEqual([
      'consistent',
      'inconsistent',
      'inconsistent',
      'missing',
      'not_listed',
    ]);
    expect(first.results.find((result) => result.platform === 'yelp')).toMatchObject({
      platformName: 'Yelp',
      profileUrl: `https://yelp.example/${bakery.id}`,
      found: { name: 'Blue Door Bakery', phone: '(217) 555-0199' },
      findings: [{ issueType: 'phone_mismatch', expectedValue: '(217) 555-0132', actualValue: '(217) 555-0199' }],
    });
    expect((await get<{ scan: CitationScan }>(owner, `/api/businesses/${bakery.id}/citation-scan`)).body.scan).toEqual(first);
    expect((await get<{ scan: CitationScan | null }>(owner, `/api/businesses/${other.id}/citation-scan`)).body.scan).toBeNull();

    const open = await issues(owner);
    expect(open.total).toBe(4);
    expect(open.issues.map((issue) => `${issue.platform}/${issue.issueType}`).sort()).toEqual([
      'bing/name_mismatch',
      'facebook/duplicate_listing',
      'whitepages/missing_listing',
      'yelp/phone_mismatch',
    ]);
    const duplicate = open.issues.find((issue) => issue.issueType === 'duplicate_listing')!;
    expect(duplicate).toMatchObject({
      businessName: 'Blue Door Bakery',
      platformName: 'Facebook',
      expectedValue: `https://facebook.example/${bakery.id}`,
      actualValue: `https://facebook.example/${bakery.id}-2`,
      resolved: false,
      regression: false,
      resolvedAt: null,
    });
    expect((await issues(owner, '?platform=bing')).issues.map((issue) => issue.issueType)).toEqual(['name_mismatch']);
    expect((await issues(owner, '?issueType=missing_listing')).issues.map((issue) => issue.platformName)).toEqual(['Whitepages']);
    expect((await issues(owner, `?businessId=${bakery.id}`)).total).toBe(4);
    expect((await issues(owner, `?businessId=${other.id}`)).total).toBe(0);
    expect((await issues(owner, '?status=resolved')).total).toBe(0);
    expect((await issues(owner, '?limit=3')).nextCursor).not.toBeNull();
    expect(await activity(owner)).toContainEqual(
      expect.objectContaining({
        kind: 'citation_issue',
        type: 'warning',
        title: '4 citation issues found for Blue Door Bakery',
        businessId: bakery.id,
      }),
    );

    // Resolved by hand: one, then two at once (a second time resolves nothing more).
    const phone = await issueOn(owner, 'yelp', 'phone_mismatch');
    const resolved = await put<{ issue: CitationIssue }>(member, `/api/citation-issues/${phone.id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.issue).toMatchObject({ id: phone.id, resolved: true, platformName: 'Yelp' });
    expect(resolved.body.issue.resolvedAt).not.toBeNull();
    expect(await activity(owner)).toContainEqual(
      expect.objectContaining({ kind: 'citation_resolved', type: 'success', title: 'Citation issue resolved', description: 'Phone mismatch on Yelp for Blue Door Bakery' }),
    );
    const name = await issueOn(owner, 'bing', 'name_mismatch');
    const many = { ids: [name.id, duplicate.id] };
    expect((await put<{ resolved: number }>(member, '/api/citation-issues/resolve', many)).body).toEqual({ resolved: 2 });
    expect((await put<{ resolved: number }>(member, '/api/citation-issues/resolve', many)).body).toEqual({ resolved: 0 });
    expect((await activity(owner)).filter((entry) => entry.kind === 'citation_resolved').map((entry) => entry.title).sort()).toEqual([
      '2 citation issues resolved',
      'Citation issue resolved',
    ]);
    expect((await issues(owner)).issues.map((issue) => issue.platform)).toEqual(['whitepages']);
    expect((await issues(owner, '?status=resolved')).total).toBe(3);
    expect((await issues(owner, '?status=all')).total).toBe(4);

    // Second scan: yelp and facebook were really fixed; bing was not; the whitepages listing is back.
    citations.show('Blue Door Bakery', { google: asProfile, yelp: asProfile, bing: [{ name: 'Blue Door Cafe' }], facebook: asProfile, whitepages: asProfile });
    const second = await scan(owner, bakery.id);
    expect(second).toMatchObject({ newIssues: 0, resolvedIssues: 1, reopenedIssues: 1, regressions: 0, openIssues: 1 });
    const missing = await issueOn(owner, 'whitepages', 'missing_listing');
    expect(missing).toMatchObject({ resolved: true, resolvedAt: second.scannedAt });
    expect(await issueOn(owner, 'bing', 'name_mismatch')).toMatchObject({ resolved: false, resolvedAt: null, regression: false, lastSeenAt: second.scannedAt });
    const titles = (await activity(owner)).map((entry) => `${entry.kind}: ${entry.title}`);
    expect(titles).toContain('citation_resolved: 1 citation issue fixed for Blue Door Bakery');
    expect(titles).toContain('citation_issue: 1 citation issue found for Blue Door Bakery');
    expect(mail.messages).toEqual([]);

    // Third scan: the yelp phone a scan had seen fixed is wrong again.
    citations.show('Blue Door Bakery', { google: asProfile, yelp: [{ phone: '(217) 555-0188' }], bing: asProfile, facebook: asProfile, whitepages: asProfile });
    const third = await scan(owner, bakery.id);
    expect(third).toMatchObject({ newIssues: 0, resolvedIssues: 1, reopenedIssues: 1, regressions: 1, openIssues: 1 });
    expect(await issueOn(owner, 'yelp', 'phone_mismatch')).toMatchObject({
      resolved: false,
      regression: true,
      actualValue: '(217) 555-0188',
      discoveredAt: phone.discoveredAt,
    });
    const regression = (await activity(owner)).find((entry) => entry.title.startsWith('Regression'));
    expect(regression).toMatchObject({
      kind: 'citation_issue',
      type: 'warning',
      title: 'Regression: 1 citation issue came back for Blue Door Bakery',
      description: 'Phone mismatch on Yelp',
    });
    const link = `${server.baseUrl}/citations?businessId=${bakery.id}`;
    for (const recipient of [owner, admin]) {
      const message = await mail.waitFor(recipient.email, /came back for Blue Door Bakery/);
      expect(message.text).toContain('Phone mismatch on Yelp');
      expect(message.links).toContain(link);
    }
    expect(mail.messages.map((message) => message.to).flat().sort()).toEqual([owner.email, admin.email].sort());
    const summary = (await get<{ summary: CitationSummary }>(owner, `/api/citations/summary?businessId=${bakery.id}`)).body.summary;
    expect(summary).toMatchObject({ napScore: third.napScore, businessesScanned: 1, openIssues: 1, regressions: 1, lastScanAt: third.scannedAt });
    expect(summary.byType.find((entry) => entry.issueType === 'phone_mismatch')).toEqual({ issueType: 'phone_mismatch', count: 1 });
  });

  it('scans only the directories asked for through the provider, within the plan', async () => {
    const owner = await person();
    const cafe = await createTestBusiness(server, owner.token, { name: 'Harbor Cafe' });
    citations.show('Harbor Cafe', { google: [{ phone: '(217) 555-0100' }], yelp: [{ phone: '(217) 555-0100' }] });
    const path = `/api/data-axle/businesses/${cafe.id}/scan-citations`;
    const chosen = await post<{ scan: CitationScan }>(owner, path, { directories: ['yelp'] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.scan).toMatchObject({ directoriesChecked: 1, newIssues: 1, openIssues: 1 });
    expect(chosen.body.scan.results.map((result) => result.platform)).toEqual(['yelp']);

    // A scan of google alone leaves the yelp issue as it was.
    citations.show('Harbor Cafe', { google: asProfile, yelp: asProfile });
    expect((await post<{ scan: CitationScan }>(owner, path, { directories: ['google'] })).body.scan).toMatchObject({
      resolvedIssues: 0,
      openIssues: 1,
    });
    expect((await issues(owner)).issues.map((issue) => issue.platform)).toEqual(['yelp']);
    expect((await post<{ scan: CitationScan }>(owner, path)).body.scan).toMatchObject({ directoriesChecked: BASIC_DIRECTORY_COUNT, resolvedIssues: 1 });

    const unknown = await post(owner, path, { directories: ['nowhere'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown directory: nowhere');
    expect((await post(owner, path, { directories: ['opentable'] })).status).toBe(403);
  });

  it('scans several businesses, or all of them, as a background batch', async () => {
    const owner = await person();
    const empty = await post<{ batch: Batch }>(owner, '/api/citation-scans');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(NO_BUSINESSES_TO_SCAN_MESSAGE);

    const names = ['North Deli', 'South Deli', 'West Deli'];
    const ids: string[] = [];
    for (const name of names) ids.push((await createTestBusiness(server, owner.token, { name })).id);
    citations.show('North Deli', { google: asProfile, yelp: [{ phone: '(217) 555-0100' }] });
    citations.show('South Deli', { google: asProfile });

    const all = await post<{ batch: Batch }>(owner, '/api/citation-scans');
    expect(all.status).toBe(202);
    expect(all.body.batch).toMatchObject({ kind: 'scan', total: 3, directories: [] });
    const done = await finished(owner, all.body.batch.id);
    expect(done).toMatchObject({ status: 'completed', succeeded: 3, failed: 0 });
    expect(Object.fromEntries(done.items.map((item) => [item.businessName, item.result]))).toEqual({
      'North Deli': '1 open issue · NAP 65',
      'South Deli': '0 open issues · NAP 100',
      'West Deli': '0 open issues · No NAP score yet',
    });
    const latest = (await get<{ scan: CitationScan }>(owner, `/api/businesses/${ids[0]}/citation-scan`)).body.scan;
    expect(latest.trigger).toBe('batch');

    const some = await post<{ batch: Batch }>(owner, '/api/citation-scans', { businessIds: [ids[1]] });
    expect(some.status).toBe(202);
    expect((await finished(owner, some.body.batch.id)).items.map((item) => item.businessName)).toEqual(['South Deli']);
  });

  it('asks for a citation source in production, where the simulator never answers', async () => {
    const owner = await person();
    const shop = await createTestBusiness(server, owner.token, { name: 'Real Shop' });
    await setting('data_axle_enabled', 'true');
    await setting('data_axle_environment', 'production');
    // The open sources are on by default in production; switched off, no source is left.
    await setting('openstreetmap_enabled', 'false');
    await setting('listing_pages_enabled', 'false');
    try {
      const refused = await post(owner, `/api/businesses/${shop.id}/scan-citations`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('Citation scans need a citation source');
    } finally {
      for (const key of ['data_axle_environment', 'data_axle_enabled', 'openstreetmap_enabled', 'listing_pages_enabled']) {
        await server.database.repositories.adminSettings.delete(key);
      }
    }
  });

  it('refuses to scan while citation scanning is switched off', async () => {
    const owner = await person();
    const shop = await createTestBusiness(server, owner.token, { name: 'Dark Shop' });
    await setting('data_axle_feature_citation_scanning', 'false');
    try {
      for (const [path, body] of [
        [`/api/businesses/${shop.id}/scan-citations`, {}],
        [`/api/data-axle/businesses/${shop.id}/scan-citations`, { directories: ['google'] }],
        ['/api/citation-scans', {}],
        ['/api/citation-scans', { businessIds: [shop.id] }],
      ] as const) {
        const refused = await post(owner, path, body);
        expect(refused.status, path).toBe(409);
        expect(refused.body).toEqual({ message: SWITCHED_OFF, code: 'FEATURE_DISABLED' });
      }
      // What was found before stays readable.
      expect((await get(owner, '/api/citation-issues')).status).toBe(200);
    } finally {
      await server.database.repositories.adminSettings.delete('data_axle_feature_citation_scanning');
    }
  });

  it('lets viewers read but not scan or resolve, and only admins change the schedule', async () => {
    const owner = await person();
    const viewer = await person('viewer', owner.organizationId);
    const member = await person('member', owner.organizationId);
    const shop = await createTestBusiness(server, owner.token, { name: 'Read Only Shop' });
    citations.show('Read Only Shop', { yelp: [{ phone: '(217) 555-0100' }] });
    await scan(owner, shop.id);
    const issue = (await issues(viewer)).issues[0]!;

    for (const path of ['/api/citation-issues', '/api/citations/summary', `/api/businesses/${shop.id}/citation-scan`, '/api/citations/schedule']) {
      expect((await get(viewer, path)).status, path).toBe(200);
    }
    for (const [method, path, body] of [
      ['POST', `/api/businesses/${shop.id}/scan-citations`, {}],
      ['POST', `/api/data-axle/businesses/${shop.id}/scan-citations`, {}],
      ['POST', '/api/citation-scans', {}],
      ['PUT', `/api/citation-issues/${issue.id}/resolve`, {}],
      ['PUT', '/api/citation-issues/resolve', { ids: [issue.id] }],
    ] as const) {
      expect((await server.request(method, path, { ...as(viewer), body })).status, path).toBe(403);
    }
    expect((await issues(owner)).total).toBe(1);

    const schedule = { enabled: false, intervalDays: 14 };
    expect((await put(member, '/api/citations/schedule', schedule)).status).toBe(403);
    const changed = await put<{ schedule: CitationSchedule }>(owner, '/api/citations/schedule', schedule);
    expect(changed.status).toBe(200);
    expect(changed.body.schedule).toMatchObject({ enabled: false, intervalDays: 14, nextScanAt: null });
    expect((await get<{ schedule: CitationSchedule }>(viewer, '/api/citations/schedule')).body.schedule).toEqual(changed.body.schedule);
  });

  it("answers 404 for another organization's business and issues", async () => {
    const mine = await person();
    const theirs = await person();
    const shop = await createTestBusiness(server, theirs.token, { name: 'Private Shop' });
    citations.show('Private Shop', { yelp: [{ phone: '(217) 555-0100' }] });
    await scan(theirs, shop.id);
    const issue = (await issues(theirs)).issues[0]!;

    for (const [method, path] of [
      ['POST', `/api/businesses/${shop.id}/scan-citations`],
      ['POST', `/api/data-axle/businesses/${shop.id}/scan-citations`],
      ['GET', `/api/businesses/${shop.id}/citation-scan`],
      ['GET', `/api/citation-issues?businessId=${shop.id}`],
      ['GET', `/api/citations/summary?businessId=${shop.id}`],
      ['PUT', `/api/citation-issues/${issue.id}/resolve`],
    ] as const) {
      expect((await server.request(method, path, { ...as(mine), body: method === 'GET' ? undefined : {} })).status, path).toBe(404);
    }
    expect((await put<{ resolved: number }>(mine, '/api/citation-issues/resolve', { ids: [issue.id] })).body).toEqual({ resolved: 0 });
    expect((await issues(mine)).total).toBe(0);
    expect((await issues(theirs)).issues[0]).toEqual(issue);
  });
});

describe.each(DIALECTS)('citation summary over time on %s', (dialect) => {
  let server: TestServer;
  // A Wednesday; tests move it on a week at a time.
  let now = new Date('2025-02-26T10:00:00Z');
  const citations = scriptedCitations();

  beforeAll(async () => {
    const long = 365 * DAY_MS;
    server = await startTestServer(dialect, { provider: citations.provider, clock: () => now, sessions: { idleMs: long, maxMs: long } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const summaryOf = async (account: TestAccount, query = '') =>
    (await server.request<{ summary: CitationSummary }>('GET', `/api/citations/summary${query}`, { token: account.token })).body.summary;
  const scan = async (account: TestAccount, businessId: string) =>
    (await server.request<{ scan: CitationScan }>('POST', `/api/businesses/${businessId}/scan-citations`, { token: account.token, body: {} })).body.scan;
  const weekLater = () => {
    now = new Date(now.getTime() + 7 * DAY_MS);
  };

  it('draws the weekly NAP trend from each business’s latest scan by the end of each week, and rescans on schedule', async () => {
    const owner = await registerTestAccount(server);
    await server.database.repositories.organizations.update(owner.organizationId, { maxBusinesses: 10 });
    const first = await createTestBusiness(server, owner.token, { name: 'Trend Bakery' });
    const second = await createTestBusiness(server, owner.token, { name: 'Trend Books', category: 'retail' });
    const before = await summaryOf(owner);
    expect(before).toMatchObject({ napScore: null, businessesScanned: 0, simulatedBusinesses: 0, openIssues: 0, regressions: 0, lastScanAt: null });
    expect(before.trend).toHaveLength(NAP_TREND_WEEKS);
    expect(before.trend.every((point) => point.score === null)).toBe(true);
    expect(before.byType.every((entry) => entry.count === 0)).toBe(true);

    citations.show('Trend Bakery', { google: asProfile, yelp: [{ phone: '(217) 555-0100' }] });
    citations.show('Trend Books', { google: asProfile });
    expect((await scan(owner, first.id)).napScore).toBe(65);
    weekLater();
    expect((await scan(owner, second.id)).napScore).toBe(100);
    weekLater();
    citations.show('Trend Bakery', { google: asProfile, yelp: asProfile });
    const latest = await scan(owner, first.id);

    const summary = await summaryOf(owner);
    // No real source is enabled: the sandbox's simulator made both businesses' scans up.
    expect(summary).toMatchObject({ napScore: 100, businessesScanned: 2, simulatedBusinesses: 2, openIssues: 0, lastScanAt: latest.scannedAt });
    // Each business weighs as many directories as its score counts: the bakery two, the bookshop one.
    expect(summary.trend.slice(-4)).toEqual([
      { weekStart: '2025-02-17T00:00:00.000Z', score: null },
      { weekStart: '2025-02-24T00:00:00.000Z', score: 65 },
      { weekStart: '2025-03-03T00:00:00.000Z', score: Math.round((65 * 2 + 100) / 3) },
      { weekStart: '2025-03-10T00:00:00.000Z', score: 100 },
    ]);
    expect((await summaryOf(owner, `?businessId=${first.id}`)).trend.slice(-3).map((point) => point.score)).toEqual([65, 65, 100]);

    // The schedule falls due: a round of the scheduler scans every business in the background.
    const schedule = (await server.request<{ schedule: CitationSchedule }>('GET', '/api/citations/schedule', { token: owner.token })).body.schedule;
    now = new Date(Date.parse(schedule.nextScanAt!) + 1000);
    await server.scheduler.tick();
    const batches = (await server.request<{ batches: Batch[] }>('GET', '/api/data-axle/batches', { token: owner.token })).body.batches;
    expect(batches.map((batch) => [batch.kind, batch.total])).toEqual([['scan', 2]]);
    for (let look = 0; look < 2000; look++) {
      const { batch } = (await server.request<{ batch: Batch }>('GET', `/api/data-axle/batches/${batches[0]!.id}`, { token: owner.token })).body;
      if (batch.status === 'completed') break;
    }
    const rescanned = await server.request<{ scan: CitationScan }>('GET', `/api/businesses/${second.id}/citation-scan`, { token: owner.token });
    expect(rescanned.body.scan).toMatchObject({ trigger: 'scheduled', scannedAt: now.toISOString() });
  });
});
