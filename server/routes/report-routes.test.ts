import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../shared/contract/listings';
import type { CitationScan } from '../../shared/contract/citations';
import type { Analytics } from '../../shared/contract/provider';
import type { Report, ReportSchedule } from '../../shared/contract/reports';
import type { MemberRole } from '../../shared/domain/enums';
import { ProviderError } from '../providers/provider';
import { parseCsv } from '../services/infrastructure/csv';
import { createSessionedAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { AS_PROFILE, scriptedCitations } from '../testing/scripted-citations';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string };
type ReportBody = { report: Report };

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;
/** When the reports are read: a monthly report's 30 days run from Feb 13 to Mar 14, a point a day. */
const NOW = new Date('2025-03-15T12:00:00Z');
const MONTH_START = '2025-02-13T00:00:00.000Z';
const MONTH_END = '2025-03-15T00:00:00.000Z';
/** The index of the monthly point a day falls in. */
const pointOf = (day: string) => (Date.parse(day) - Date.parse(MONTH_START)) / DAY_MS;
const day = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

describe.each(DIALECTS)('reports on %s', (dialect) => {
  let now = NOW;
  const clock = () => now;
  const citations = scriptedCitations({ clock });
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect, { provider: citations.provider, clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const person = (role: MemberRole = 'owner', organizationId?: string) =>
    createSessionedAccount(server, { role, organizationId, now: NOW, expiresAt: new Date(NOW.getTime() + YEAR_MS) });

  const get = <T>(account: TestAccount, path: string) => server.request<T & ErrorBody>('GET', path, { token: account.token });
  const report = async (account: TestAccount, query = '') => {
    const response = await get<ReportBody>(account, `/api/reports${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body.report;
  };
  const csv = async (account: TestAccount, query: string) => {
    const response = await get(account, `/api/reports/export/csv?${query}`);
    expect(response.status, response.text).toBe(200);
    return parseCsv(response.text);
  };
  const scan = async (account: TestAccount, businessId: string) => {
    const response = await server.request<{ scan: CitationScan }>('POST', `/api/businesses/${businessId}/scan-citations`, {
      token: account.token,
    });
    expect(response.status, response.text).toBe(200);
    return response.body.scan;
  };
  const analyticsOf = async (account: TestAccount, businessId: string, period = 'monthly') =>
    (await get<{ analytics: Analytics }>(account, `/api/data-axle/businesses/${businessId}/analytics?period=${period}`)).body.analytics;
  const setting = (key: string, value: string) => server.database.repositories.adminSettings.upsert({ key, value, category: 'integrations' });

  interface Seeded {
    owner: TestAccount;
    organizationName: string;
    bakery: string;
    books: string;
    cafe: string;
    /** The bakery's NAP score after its first scan (Feb 20) and after its second (Mar 5). */
    firstScore: number;
    secondScore: number;
  }
  let seeded: Promise<Seeded> | undefined;

  /**
   * Three businesses: a bakery listed on four directories (live, waiting, waiting, refused) and scanned
   * twice, a bookshop with a live and a waiting listing, and a cafe with none. Citation issues: the
   * bakery's yelp phone (found Feb 20, fixed by the Mar 5 scan), the bookshop's apple (found before the
   * period, resolved by hand Mar 1) and bing name (found Mar 10), the cafe's yelp phone (found today,
   * after the period's end). The bakery alone is linked to a provider record.
   */
  function seed(): Promise<Seeded> {
    seeded ??= (async () => {
      const { repositories } = server.database;
      now = new Date('2025-02-10T09:00:00Z');
      const owner = await person();
      const organizationName = (await repositories.organizations.findById(owner.organizationId))!.name;
      const bakery = await createTestBusiness(server, owner.token, { name: 'Blue Door Bakery' });
      const books = await createTestBusiness(server, owner.token, { name: 'Quiet Corner Books', category: 'retail' });
      const cafe = await createTestBusiness(server, owner.token, { name: 'Unlisted Cafe' });

      const bakeryListings = await publishTestBusiness(server, owner.token, bakery.id, ['google', 'yelp', 'bing', 'bbb']);
      const booksListings = await publishTestBusiness(server, owner.token, books.id, ['google', 'yelp']);
      const statusOf = (listings: Listing[]) => Object.fromEntries(listings.map((listing) => [listing.platform, listing.status]));
      expect(statusOf(bakeryListings)).toEqual({ google: 'submitted', yelp: 'submitted', bing: 'submitted', bbb: 'error' });
      const idOn = (listings: Listing[], platform: string) => listings.find((listing) => listing.platform === platform)!.id;
      await repositories.listings.updateMany(owner.organizationId, [
        { id: idOn(bakeryListings, 'google'), changes: { status: 'published', publishedAt: now } },
        { id: idOn(booksListings, 'google'), changes: { status: 'pending' } },
        { id: idOn(booksListings, 'yelp'), changes: { status: 'published', publishedAt: now } },
      ]);
      await repositories.businesses.update(owner.organizationId, bakery.id, { dataAxleInfogroupId: `ig-${bakery.id}`, enrichedAt: now });
      const apple = await repositories.citationIssues.create({
        organizationId: owner.organizationId,
        businessId: books.id,
        platform: 'apple',
        issueType: 'missing_listing',
        discoveredAt: new Date('2025-02-01T08:00:00Z'),
      });

      now = new Date('2025-02-20T10:00:00Z');
      citations.show('Blue Door Bakery', { google: AS_PROFILE, yelp: [{ phone: '(217) 555-0199' }] });
      const first = await scan(owner, bakery.id);
      expect(first.newIssues).toBe(1);

      now = new Date('2025-03-01T10:00:00Z');
      const resolved = await server.request('PUT', `/api/citation-issues/${apple.id}/resolve`, { token: owner.token });
      expect(resolved.status, resolved.text).toBe(200);

      now = new Date('2025-03-05T10:00:00Z');
      citations.show('Blue Door Bakery', { google: AS_PROFILE, yelp: AS_PROFILE });
      const second = await scan(owner, bakery.id);
      expect(second.resolvedIssues).toBe(1);

      await repositories.citationIssues.create({
        organizationId: owner.organizationId,
        businessId: books.id,
        platform: 'bing',
        issueType: 'name_mismatch',
        expectedValue: 'Quiet Corner Books',
        actualValue: 'Quiet Corner Cafe',
        discoveredAt: new Date('2025-03-10T09:00:00Z'),
      });
      await repositories.citationIssues.create({
        organizationId: owner.organizationId,
        businessId: cafe.id,
        platform: 'yelp',
        issueType: 'phone_mismatch',
        discoveredAt: new Date('2025-03-15T08:00:00Z'),
      });
      now = NOW;
      return {
        owner,
        organizationName,
        bakery: bakery.id,
        books: books.id,
        cafe: cafe.id,
        firstScore: first.napScore!,
        secondScore: second.napScore!,
      };
    })();
    return seeded;
  }

  /** A series with `value` from point `from` on, `before` earlier. */
  const stepsAt = <T>(length: number, steps: [from: number, value: T][], before: T) =>
    Array.from({ length }, (_, point) => steps.filter(([from]) => point >= from).at(-1)?.[1] ?? before);
  /** A count series: 1 at each given point (once per listing), 0 elsewhere. */
  const onesAt = (length: number, points: number[]) =>
    Array.from({ length }, (_, point) => points.filter((at) => at === point).length);

  it("reports the organization's figures over the month", async () => {
    const { owner, organizationName, bakery, books, cafe, firstScore, secondScore } = await seed();
    const result = await report(owner);

    expect(result).toMatchObject({
      title: `Monthly report: ${organizationName}`,
      scope: { kind: 'organization', businessId: null, name: organizationName },
      period: 'monthly',
      from: MONTH_START,
      to: MONTH_END,
      generatedAt: NOW.toISOString(),
    });
    expect(result.coverage).toEqual({
      totals: { published: 2, pending: 3, error: 1 },
      // Most listings first, then by name.
      byDirectory: [
        { directory: 'google', directoryName: 'Google Business Profile', published: 1, pending: 1, error: 0 },
        { directory: 'yelp', directoryName: 'Yelp', published: 1, pending: 1, error: 0 },
        { directory: 'bbb', directoryName: 'Better Business Bureau', published: 0, pending: 0, error: 1 },
        { directory: 'bing', directoryName: 'Bing Places for Business', published: 0, pending: 1, error: 0 },
      ],
    });

    // Only the bakery was scanned: its score counts from the end of the day of each scan.
    const dates = Array.from({ length: 30 }, (_, point) => new Date(Date.parse(MONTH_START) + point * DAY_MS).toISOString());
    expect(result.nap.score).toBe(secondScore);
    const summary = await get<{ summary: { napScore: number | null } }>(owner, '/api/citations/summary');
    expect(result.nap.score).toBe(summary.body.summary.napScore);
    // No real source is enabled: the sandbox's simulator made the bakery's scans up, and says so.
    expect(result.citationsSimulated).toBe(true);
    expect(result.analyticsSimulated).toBe(true);
    expect(result.nap.series.map((point) => point.date)).toEqual(dates);
    expect(result.nap.series.map((point) => point.score)).toEqual(
      stepsAt(30, [[pointOf(day('2025-02-20')), firstScore], [pointOf(day('2025-03-05')), secondScore]], null),
    );

    // Open: the bookshop's bing and the cafe's yelp (found today, after the period). In the period:
    // found, the bakery's yelp and the bookshop's bing; resolved, the bookshop's apple and the bakery's yelp.
    expect(result.issues).toMatchObject({ open: 2, opened: 2, resolved: 2 });
    expect(result.issues.series.map((point) => point.date)).toEqual(dates);
    expect(result.issues.series.map((point) => point.opened)).toEqual(onesAt(30, [pointOf(day('2025-02-20')), pointOf(day('2025-03-10'))]));
    expect(result.issues.series.map((point) => point.resolved)).toEqual(onesAt(30, [pointOf(day('2025-03-01')), pointOf(day('2025-03-05'))]));

    expect(result.enrichment).toEqual({ enriched: 1, total: 3, rate: 33 });

    // The provider's analytics of the three businesses, added up point by point.
    const each = await Promise.all([bakery, books, cafe].map((id) => analyticsOf(owner, id)));
    const metrics = ['views', 'searches', 'clicks', 'calls', 'directionRequests'] as const;
    const sum = (pick: (analytics: Analytics) => Record<(typeof metrics)[number], number>) =>
      Object.fromEntries(metrics.map((metric) => [metric, each.reduce((total, analytics) => total + pick(analytics)[metric], 0)]));
    expect(result.analytics?.totals).toEqual(sum((analytics) => analytics.totals));
    expect(result.analytics?.series).toEqual(dates.map((date, point) => ({ date, ...sum((analytics) => analytics.series[point]!) })));
  });

  it("reports one business's figures", async () => {
    const { owner, bakery, firstScore, secondScore } = await seed();
    const result = await report(owner, `?businessId=${bakery}&period=monthly`);

    expect(result).toMatchObject({
      title: 'Monthly report: Blue Door Bakery',
      scope: { kind: 'business', businessId: bakery, name: 'Blue Door Bakery' },
      from: MONTH_START,
      to: MONTH_END,
    });
    expect(result.coverage).toEqual({
      totals: { published: 1, pending: 2, error: 1 },
      byDirectory: [
        { directory: 'bbb', directoryName: 'Better Business Bureau', published: 0, pending: 0, error: 1 },
        { directory: 'bing', directoryName: 'Bing Places for Business', published: 0, pending: 1, error: 0 },
        { directory: 'google', directoryName: 'Google Business Profile', published: 1, pending: 0, error: 0 },
        { directory: 'yelp', directoryName: 'Yelp', published: 0, pending: 1, error: 0 },
      ],
    });
    expect(result.nap.score).toBe(secondScore);
    expect(result.nap.series.map((point) => point.score)).toEqual(
      stepsAt(30, [[pointOf(day('2025-02-20')), firstScore], [pointOf(day('2025-03-05')), secondScore]], null),
    );
    expect(result.issues).toMatchObject({ open: 0, opened: 1, resolved: 1 });
    expect(result.issues.series.map((point) => point.opened)).toEqual(onesAt(30, [pointOf(day('2025-02-20'))]));
    expect(result.issues.series.map((point) => point.resolved)).toEqual(onesAt(30, [pointOf(day('2025-03-05'))]));
    expect(result.enrichment).toEqual({ enriched: 1, total: 1, rate: 100 });
    const analytics = await analyticsOf(owner, bakery);
    expect(result.analytics).toEqual({ totals: analytics.totals, series: analytics.series });
    expect(result.citationsSimulated).toBe(true);
  });

  it('calls citation figures simulated only where a simulated scan made them', async () => {
    const { owner, books } = await seed();
    // The bookshop was never scanned: its issues were recorded, none made up by a scan.
    expect((await report(owner, `?businessId=${books}`)).citationsSimulated).toBe(false);
  });

  it.each([
    ['weekly', 7, '2025-03-08T00:00:00.000Z'],
    ['quarterly', 13, '2024-12-14T00:00:00.000Z'],
    ['yearly', 12, '2024-03-15T00:00:00.000Z'],
  ])('has a point per day, week or month of the %s period', async (period, points, from) => {
    const { owner } = await seed();
    const result = await report(owner, `?period=${period}`);
    expect(result).toMatchObject({ period, from, to: MONTH_END });
    expect(result.title).toMatch(new RegExp(`^${period[0]!.toUpperCase()}${period.slice(1)} report: `));
    expect(result.nap.series).toHaveLength(points);
    expect(result.issues.series).toHaveLength(points);
    expect(result.analytics?.series).toHaveLength(points);
    expect(result.issues.series[0]!.date).toBe(from);
    if (period === 'weekly') expect(result.issues).toMatchObject({ open: 2, opened: 1, resolved: 0 });
    else expect(result.issues).toMatchObject({ open: 2, opened: 3, resolved: 2 });
  });

  it('refuses a period it does not know', async () => {
    const { owner } = await seed();
    expect((await get(owner, '/api/reports?period=daily')).status).toBe(400);
  });

  it('leaves the analytics out while the feature is off', async () => {
    const { owner, bakery } = await seed();
    await setting('data_axle_feature_analytics', 'false');
    try {
      expect((await report(owner)).analytics).toBeNull();
      const business = await report(owner, `?businessId=${bakery}`);
      expect(business.analytics).toBeNull();
      expect(business.enrichment.rate).toBe(100);
    } finally {
      await server.database.repositories.adminSettings.delete('data_axle_feature_analytics');
    }
  });

  it('answers the rest of the report, and why, when the provider fails to answer for its analytics', async () => {
    const { owner, bakery } = await seed();
    const whole = await report(owner);
    const { analytics } = citations.provider;
    citations.provider.analytics = async () => {
      throw new ProviderError('Data Axle did not answer in time.', true);
    };
    try {
      for (const query of ['', `?businessId=${bakery}`]) {
        const result = await report(owner, query);
        expect(result.analytics).toBeNull();
        expect(result.analyticsError).toBe('Data Axle did not answer in time.');
        if (query === '') {
          // Without analytics, nothing says where they come from.
          expect(result).toMatchObject({ analyticsSource: null, analyticsSimulated: false });
          const { analyticsSource, analyticsSimulated } = whole;
          expect({ ...result, analytics: whole.analytics, analyticsError: null, analyticsSource, analyticsSimulated }).toEqual(whole);
        }
      }
      // The PDF and the CSV are made from the same report.
      expect((await get(owner, '/api/reports/export/pdf')).status).toBe(200);
      expect((await csv(owner, 'dataset=summary')).some(([section]) => section === 'Analytics')).toBe(false);
    } finally {
      citations.provider.analytics = analytics;
    }
    expect((await report(owner)).analyticsError).toBeNull();
  });

  it("exports the report's figures as CSV, a measure a row", async () => {
    const { owner, organizationName, firstScore } = await seed();
    const result = await report(owner);
    const rows = await csv(owner, 'dataset=summary');
    expect(rows[0]).toEqual(['Section', 'Item', 'Date', 'Measure', 'Value']);
    const value = (section: string, item: string, date: string, measure: string) =>
      rows.filter((row) => row[0] === section && row[1] === item && row[2] === date && row[3] === measure).map((row) => row[4]);

    expect(value('Report', 'Title', '', '')).toEqual([`Monthly report: ${organizationName}`]);
    expect(value('Report', 'Organization', '', '')).toEqual([organizationName]);
    expect(value('Report', 'Period', '', '')).toEqual(['Monthly']);
    expect(value('Report', 'First day', '', '')).toEqual(['2025-02-13']);
    expect(value('Report', 'Last day', '', '')).toEqual(['2025-03-14']);
    // The bakery was scanned by the sandbox's simulator, and the analytics are the sandbox's.
    expect(value('Report', 'Simulated data', '', 'NAP score and citation issues')).toEqual(['Yes']);
    expect(value('Report', 'Simulated data', '', 'Analytics')).toEqual(['Yes']);
    expect(value('Report', 'Analytics source', '', 'Analytics')).toEqual(['Simulated']);
    expect(value('Listing coverage', 'All directories', '', 'Pending')).toEqual(['3']);
    expect(value('Listing coverage', 'Better Business Bureau', '', 'Error')).toEqual(['1']);
    expect(value('NAP score', 'Now', '', 'Score')).toEqual([String(result.nap.score)]);
    expect(value('NAP score', 'Day', '2025-02-19', 'Score at its end')).toEqual(['']);
    expect(value('NAP score', 'Day', '2025-02-20', 'Score at its end')).toEqual([String(firstScore)]);
    expect(value('Citation issues', 'Now', '', 'Open')).toEqual(['2']);
    expect(value('Citation issues', 'Period', '', 'Opened')).toEqual(['2']);
    expect(value('Citation issues', 'Day', '2025-03-10', 'Opened')).toEqual(['1']);
    expect(value('Citation issues', 'Day', '2025-03-01', 'Resolved')).toEqual(['1']);
    expect(value('Enrichment', 'Businesses', '', 'Rate (%)')).toEqual(['33']);
    expect(value('Analytics', 'Period', '', 'Direction requests')).toEqual([String(result.analytics!.totals.directionRequests)]);
    expect(value('Analytics', 'Day', '2025-03-14', 'Views')).toEqual([String(result.analytics!.series.at(-1)!.views)]);
    // Every figure has its row: the report's 9, coverage's 3 per directory and in all, a NAP score now and
    // per point, 3 issue counts and 2 per point, 3 enrichment figures, 5 analytics in all and per point.
    expect(rows).toHaveLength(1 + 9 + 3 * 5 + (1 + 30) + (3 + 2 * 30) + 3 + 5 * (1 + 30));
  });

  it('exports the citation issues and the listings of the organization or one business as CSV', async () => {
    const { owner, bakery } = await seed();
    const issues = await csv(owner, 'dataset=issues');
    expect(issues[0]).toEqual(['Business', 'Directory', 'Type', 'Expected', 'Actual', 'Status', 'Discovered', 'Resolved']);
    // Newest discovered first; the columns but the values found.
    expect(issues.slice(1).map(([business, directory, type, , , status, discovered, resolved]) => [business, directory, type, status, discovered, resolved])).toEqual([
      ['Unlisted Cafe', 'Yelp', 'Phone mismatch', 'Open', '2025-03-15T08:00:00.000Z', ''],
      ['Quiet Corner Books', 'Bing Places for Business', 'Name mismatch', 'Open', '2025-03-10T09:00:00.000Z', ''],
      ['Blue Door Bakery', 'Yelp', 'Phone mismatch', 'Resolved', '2025-02-20T10:00:00.000Z', '2025-03-05T10:00:00.000Z'],
      ['Quiet Corner Books', 'Apple Business Connect', 'Missing listing', 'Resolved', '2025-02-01T08:00:00.000Z', '2025-03-01T10:00:00.000Z'],
    ]);
    expect(issues[2]!.slice(3, 5)).toEqual(['Quiet Corner Books', 'Quiet Corner Cafe']);
    const bakeryIssues = await csv(owner, `dataset=issues&businessId=${bakery}`);
    expect(bakeryIssues.slice(1).map((row) => row[0])).toEqual(['Blue Door Bakery']);

    const listings = await get(owner, `/api/reports/export/csv?dataset=listings&businessId=${bakery}`);
    expect(listings.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(listings.text).toBe((await get(owner, `/api/listings/export?businessId=${bakery}`)).text);
    expect(parseCsv(listings.text).slice(1).map((row) => [row[1], row[2]])).toEqual(
      expect.arrayContaining([['google', 'published'], ['yelp', 'submitted'], ['bing', 'submitted'], ['bbb', 'error']]),
    );
    expect(parseCsv((await get(owner, '/api/reports/export/csv?dataset=listings')).text)).toHaveLength(1 + 6);
  });

  it('exports the report as a PDF download', async () => {
    const { owner, bakery } = await seed();
    const response = await get(owner, `/api/reports/export/pdf?businessId=${bakery}&period=weekly`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?reports-\d{4}-\d{2}-\d{2}\.pdf"?$/);
    expect(response.text.startsWith('%PDF')).toBe(true);
  });

  it('lets viewers read and export, and answers 404 for another organization’s business', async () => {
    const { owner, bakery } = await seed();
    const viewer = await person('viewer', owner.organizationId);
    expect((await report(viewer, `?businessId=${bakery}`)).scope.name).toBe('Blue Door Bakery');
    expect((await get(viewer, '/api/reports/export/csv?dataset=issues')).status).toBe(200);
    expect((await get(viewer, '/api/reports/export/pdf')).status).toBe(200);
    expect((await get<{ schedule: ReportSchedule }>(viewer, '/api/reports/schedule')).status).toBe(200);
    const changed = await server.request('PUT', '/api/reports/schedule', {
      token: viewer.token,
      body: { enabled: true, frequency: 'weekly', recipients: ['someone@example.com'] },
    });
    expect(changed.status).toBe(403);

    const stranger = await person();
    for (const path of [
      `/api/reports?businessId=${bakery}`,
      `/api/reports/export/csv?dataset=summary&businessId=${bakery}`,
      `/api/reports/export/csv?dataset=issues&businessId=${bakery}`,
      `/api/reports/export/csv?dataset=listings&businessId=${bakery}`,
      `/api/reports/export/pdf?businessId=${bakery}`,
    ]) {
      const response = await get(stranger, path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: 'Business not found', code: 'NOT_FOUND' });
    }
    // Its own report has nothing of the other organization in it.
    const own = await report(stranger);
    expect(own).toMatchObject({
      coverage: { totals: { published: 0, pending: 0, error: 0 }, byDirectory: [] },
      nap: { score: null },
      issues: { open: 0, opened: 0, resolved: 0 },
      enrichment: { enriched: 0, total: 0, rate: 0 },
      analytics: null,
    });
    expect(own.nap.series.every((point) => point.score === null)).toBe(true);
  });
});
