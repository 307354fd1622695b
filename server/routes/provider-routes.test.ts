import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '../../shared/contract/businesses';
import type { Listing } from '../../shared/contract/listings';
import type { ActivityItem } from '../../shared/contract/dashboard';
import {
  analyticsSchema,
  type Batch,
  type Directory,
  type IntegrationStatus,
  type MatchResult,
  type Submission,
} from '../../shared/contract/provider';
import type { BusinessInput } from '../../shared/contract/business-fields';
import { ProviderError, type BusinessDataProvider } from '../providers/provider';
import { createSandboxProvider } from '../providers/sandbox/sandbox-provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../shared/domain/integration-messages';
import { MATCH_TAKEN_MESSAGE, NO_ANALYTICS_MESSAGE, NO_MATCH_MESSAGE } from '../services/integrations/provider-service';
import { joinTestOrganization, registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string };
interface DirectoriesBody {
  directories: Directory[];
  lastSyncAt: string | null;
}

// Profiles the sandbox knows (at businessInput()'s address), found in the sandbox's search: the
// grade each is found with, or none. Each test links its own, as one record links one profile.
const GRADE_A = ['Harbor Books', 'Petal Florist', 'Golden Wok', 'Cedar Clinic'] as const;
const GRADE_B = 'Sunset Yoga';
const GRADE_C = 'Summit Fitness';
const UNKNOWN = 'Maple Dental';
/** A business the provider has no figures for yet. */
const NO_FIGURES = 'Brand New Bakery';
/** A business whose submissions the provider fails to take. */
const UNSENDABLE = 'Offline Bakery';
const SUBMIT_FAILURE = 'The directory network did not answer in time';

/** The sandbox, remembering the idempotency keys submissions carry; with the failures named above. */
function observedSandbox() {
  const sandbox = createSandboxProvider({ clock: () => new Date() });
  const submitted: string[] = [];
  const provider: BusinessDataProvider = {
    ...sandbox,
    submit: (business, directories, options) => {
      submitted.push(options.idempotencyKey);
      if (business.name === UNSENDABLE) return Promise.reject(new ProviderError(SUBMIT_FAILURE, true));
      return sandbox.submit(business, directories, options);
    },
    analytics: (business, period, until) =>
      business.name === NO_FIGURES ? Promise.resolve(null) : sandbox.analytics(business, period, until),
  };
  return { provider, submitted };
}

describe.each(DIALECTS)('business-data provider on %s', (dialect) => {
  let server: TestServer;
  const sandbox = observedSandbox();
  beforeAll(async () => {
    server = await startTestServer(dialect, { provider: sandbox.provider });
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (account: TestAccount) => ({ token: account.token });
  const pro = () => registerTestAccount(server, { role: 'business_pro' });
  const directories = async (account: TestAccount) => {
    const body = (await server.request<DirectoriesBody>('GET', '/api/data-axle/directories', as(account))).body;
    return { ...body, byId: (id: string) => body.directories.find((directory) => directory.id === id)! };
  };
  const setting = (key: string, value: string) =>
    server.database.repositories.adminSettings.upsert({ key, value, category: 'integrations' });
  /** Runs the body with the settings changed, then puts them back as they were by default. */
  async function withSettings(values: Record<string, string>, body: () => Promise<void>) {
    for (const [key, value] of Object.entries(values)) await setting(key, value);
    try {
      await body();
    } finally {
      for (const key of Object.keys(values)) await server.database.repositories.adminSettings.delete(key);
    }
  }
  const business = (account: TestAccount, name: string, overrides: Partial<BusinessInput> = {}) =>
    createTestBusiness(server, account.token, { name, ...overrides });
  const post = <T>(account: TestAccount, path: string, body: unknown = {}) =>
    server.request<T & ErrorBody>('POST', path, { ...as(account), body });
  const get = <T>(account: TestAccount, path: string) => server.request<T & ErrorBody>('GET', path, as(account));
  const activity = async (account: TestAccount) =>
    (await get<{ activity: ActivityItem[] }>(account, '/api/dashboard/activity?limit=50')).body.activity;

  /** Follows the batch as the screen does, until it is done. */
  async function finished(account: TestAccount, id: string): Promise<Batch> {
    for (let look = 0; look < 2000; look++) {
      const { batch } = (await get<{ batch: Batch }>(account, `/api/data-axle/batches/${id}`)).body;
      if (batch.status === 'completed' || batch.status === 'failed') return batch;
    }
    throw new Error(`Batch ${id} did not finish`);
  }

  it("shows the directory network with the plan's allowance and how the organization stands on each", async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const fresh = await directories(me);
    expect(fresh.lastSyncAt).toBeNull();
    expect(fresh.byId('google')).toEqual({
      id: 'google',
      name: 'Google Business Profile',
      logo: null,
      url: 'https://www.google.com/business/',
      tier: 'basic',
      regions: ['US'],
      aggregator: false,
      categories: null,
      allowed: true,
      status: 'available',
      counts: { published: 0, waiting: 0, error: 0 },
    });
    expect(fresh.byId('opentable')).toMatchObject({ tier: 'pro', categories: ['restaurant'], allowed: false, status: 'available' });

    const bakery = await createTestBusiness(server, me.token);
    await publishTestBusiness(server, me.token, bakery.id, ['google', 'bbb']);
    const published = await directories(me);
    expect(published.byId('google')).toMatchObject({ status: 'pending', counts: { published: 0, waiting: 1, error: 0 } });
    expect(published.byId('bbb')).toMatchObject({ status: 'error', counts: { published: 0, waiting: 0, error: 1 } });
    expect(published.byId('yelp').status).toBe('available');

    const synced = await server.request<{ lastSyncAt: string }>('POST', '/api/listings/sync', { ...as(me), body: {} });
    const after = await directories(me);
    expect(after.byId('google')).toMatchObject({ status: 'active', counts: { published: 1, waiting: 0, error: 0 } });
    expect(after.lastSyncAt).toBe(synced.body.lastSyncAt);

    const proAccount = await pro();
    expect((await directories(proAccount)).byId('opentable')).toMatchObject({ allowed: true, status: 'available' });
  });

  it('follows the admin settings: on in the sandbox by default, and refusing submissions when switched off', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, me.token);
    const status = await get<IntegrationStatus>(me, '/api/data-axle/status');
    expect(status.body).toEqual({
      enabled: true,
      environment: 'sandbox',
      features: { businessMatching: true, listingSubmission: true, citationScanning: true, analytics: true },
    });

    await withSettings({ data_axle_enabled: 'false' }, async () => {
      const off = await get<IntegrationStatus>(me, '/api/data-axle/status');
      expect(off.body).toMatchObject({ enabled: false, features: { listingSubmission: false } });
      for (const [path, body] of [
        [`/api/businesses/${bakery.id}/publish`, {}],
        ['/api/businesses/publish', { businessIds: [bakery.id] }],
        ['/api/listings/sync', {}],
        [`/api/data-axle/businesses/${bakery.id}/submit`, { directories: ['google'] }],
        ['/api/data-axle/businesses/batch-submit', { businessIds: [bakery.id], directories: ['google'] }],
      ] as const) {
        const refused = await post(me, path, body);
        expect(refused.status, path).toBe(409);
        expect(refused.body.message).toBe('Directory submission is switched off. Contact your administrator.');
      }
    });
    expect((await post(me, `/api/businesses/${bakery.id}/publish`)).status).toBe(200);
  });

  it('answers the disabled message while business enhancement is off, by the switch or its own flag', async () => {
    const me = await pro();
    const shop = await business(me, GRADE_A[0]);
    const switchedOff: Record<string, string>[] = [{ data_axle_enabled: 'false' }, { data_axle_feature_business_matching: 'false' }];
    for (const settings of switchedOff) {
      await withSettings(settings, async () => {
        for (const [path, body] of [
          [`/api/data-axle/businesses/${shop.id}/match`, {}],
          [`/api/data-axle/businesses/${shop.id}/enrich`, { acceptMatch: true }],
          ['/api/data-axle/businesses/batch-match', { businessIds: [shop.id] }],
        ] as const) {
          const refused = await post(me, path, body);
          expect(refused.status, path).toBe(409);
          expect(refused.body).toEqual({ message: ENHANCEMENT_DISABLED_MESSAGE, code: 'FEATURE_DISABLED' });
        }
      });
    }
    await withSettings({ data_axle_feature_analytics: 'false' }, async () => {
      const refused = await get(me, `/api/data-axle/businesses/${shop.id}/analytics`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Listing analytics are switched off. Contact your administrator.');
      expect((await get<IntegrationStatus>(me, '/api/data-axle/status')).body.features).toEqual({
        businessMatching: true,
        listingSubmission: true,
        citationScanning: true,
        analytics: false,
      });
    });
    // Nothing was linked while it was off.
    expect((await get<{ business: Business }>(me, `/api/businesses/${shop.id}`)).body.business.dataAxleInfogroupId).toBeNull();
  });

  it('finds a match with its grade and the data it adds, or none', async () => {
    const me = await pro();
    const known = await business(me, GRADE_A[0]);
    const found = await post<{ match: MatchResult }>(me, `/api/data-axle/businesses/${known.id}/match`);
    expect(found.status).toBe(200);
    const { match } = found.body;
    expect(match).toMatchObject({ matchGrade: 'A', city: 'Springfield', state: 'IL' });
    expect(match.infogroupId).toMatch(/^\d{9}$/);
    expect(match.confidenceScore).toBeGreaterThanOrEqual(0.95);
    expect(match.confidenceScore).toBeLessThanOrEqual(1);
    expect(match.enrichmentData.employeeSize).toBeGreaterThan(0);
    expect(match.enrichmentData.annualRevenue).toBeGreaterThan(0);
    // The same profile is the same record, every time.
    expect((await post<{ match: MatchResult }>(me, `/api/data-axle/businesses/${known.id}/match`)).body.match).toEqual(match);

    const fair = await business(me, GRADE_C);
    expect((await post<{ match: MatchResult }>(me, `/api/data-axle/businesses/${fair.id}/match`)).body.match.matchGrade).toBe('C');

    const unknown = await business(me, UNKNOWN);
    expect((await post(me, `/api/data-axle/businesses/${unknown.id}/match`)).body).toEqual({ match: null });

    const stranger = await pro();
    expect((await post(stranger, `/api/data-axle/businesses/${known.id}/match`)).status).toBe(404);
    // Matching changes nothing.
    expect((await get<{ business: Business }>(me, `/api/businesses/${known.id}`)).body.business.dataAxleInfogroupId).toBeNull();
  });

  it('enriches a business when its match is accepted, stores nothing when skipped, and says so when nothing matches', async () => {
    const me = await pro();
    const books = await business(me, GRADE_A[1]);
    const { match } = (await post<{ match: MatchResult }>(me, `/api/data-axle/businesses/${books.id}/match`)).body;

    const skipped = await post<{ business: Business }>(me, `/api/data-axle/businesses/${books.id}/enrich`, { acceptMatch: false });
    expect(skipped.status).toBe(200);
    expect(skipped.body.business).toEqual(books);

    const accepted = await post<{ business: Business }>(me, `/api/data-axle/businesses/${books.id}/enrich`, {});
    expect(accepted.status).toBe(200);
    const enriched = accepted.body.business;
    expect(enriched).toMatchObject({
      id: books.id,
      name: books.name,
      phone: books.phone,
      dataAxleInfogroupId: match.infogroupId,
      dataAxleMatchGrade: 'A',
      dataAxleConfidenceScore: match.confidenceScore,
      dataAxleEnrichmentData: match.enrichmentData,
    });
    expect(enriched.dataAxleLastSynced).not.toBeNull();
    expect((await get<{ business: Business }>(me, `/api/businesses/${books.id}`)).body.business).toEqual(enriched);
    expect((await get<{ dataAxleEnriched: number }>(me, '/api/dashboard/metrics')).body.dataAxleEnriched).toBe(1);
    expect((await activity(me)).filter((entry) => entry.kind === 'business_enriched')).toEqual([
      expect.objectContaining({ type: 'success', title: 'Business enriched', description: `${books.name}: Grade A match` }),
    ]);

    const unknown = await business(me, UNKNOWN);
    const none = await post(me, `/api/data-axle/businesses/${unknown.id}/enrich`, { acceptMatch: true });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(NO_MATCH_MESSAGE);
    expect((await activity(me)).filter((entry) => entry.kind === 'business_enriched')).toHaveLength(1);
  });

  it("links one record of the database to one profile of an organization, and another organization's link neither blocks nor shows", async () => {
    const first = await pro();
    const second = await pro();
    const mine = await business(first, GRADE_A[2]);
    const theirs = await business(second, GRADE_A[2]);
    expect((await post(first, `/api/data-axle/businesses/${mine.id}/enrich`, {})).status).toBe(200);
    // Enriching again refreshes the same link.
    expect((await post(first, `/api/data-axle/businesses/${mine.id}/enrich`, {})).status).toBe(200);

    // The real owner of a listing another tenant copied and linked first still links it.
    const owner = await post<{ business: Business }>(second, `/api/data-axle/businesses/${theirs.id}/enrich`, {});
    expect(owner.status, owner.text).toBe(200);
    const linked = (await get<{ business: Business }>(first, `/api/businesses/${mine.id}`)).body.business.dataAxleInfogroupId;
    expect(owner.body.business.dataAxleInfogroupId).toBe(linked);

    const copy = await business(first, GRADE_A[2]);
    const taken = await post(first, `/api/data-axle/businesses/${copy.id}/enrich`, {});
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: MATCH_TAKEN_MESSAGE, code: 'CONFLICT' });
    expect((await get<{ business: Business }>(first, `/api/businesses/${copy.id}`)).body.business.dataAxleInfogroupId).toBeNull();
  });

  it('submits to chosen directories, tells how each stands, and keeps a retry to one submission', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, me.token);
    const sent = await post<{ submission: Submission; listings: Listing[] }>(me, `/api/data-axle/businesses/${bakery.id}/submit`, {
      directories: ['google', 'bbb'],
    });
    expect(sent.status).toBe(200);
    const { submission, listings } = sent.body;
    expect(submission).toMatchObject({
      businessId: bakery.id,
      businessName: bakery.name,
      status: 'processing',
      directories: [
        { directory: 'google', directoryName: 'Google Business Profile', status: 'submitted', profileUrl: null, errorMessage: null },
        {
          directory: 'bbb',
          directoryName: 'Better Business Bureau',
          status: 'error',
          profileUrl: null,
          errorMessage: 'Better Business Bureau requires an email address',
        },
      ],
    });
    expect(listings.map(({ platform, status }) => ({ platform, status }))).toEqual(
      expect.arrayContaining([
        { platform: 'google', status: 'submitted' },
        { platform: 'bbb', status: 'error' },
      ]),
    );
    expect((await get<{ submission: Submission }>(me, `/api/data-axle/submissions/${submission.id}`)).body.submission).toEqual(submission);

    // The same business, unchanged, to the same directories: read again, never sent again.
    const keysBefore = sandbox.submitted.length;
    const retried = await post<{ submission: Submission }>(me, `/api/data-axle/businesses/${bakery.id}/submit`, {
      directories: ['bbb', 'google'],
    });
    expect(retried.status).toBe(200);
    expect(retried.body.submission.id).toBe(submission.id);
    expect(sandbox.submitted.length).toBe(keysBefore);
    expect((await get<{ submissions: Submission[] }>(me, '/api/data-axle/submissions')).body.submissions.map((entry) => entry.id)).toEqual([
      submission.id,
    ]);

    // Once the directory publishes it, the submission is complete.
    await post(me, '/api/listings/sync');
    const live = (await get<{ submission: Submission }>(me, `/api/data-axle/submissions/${submission.id}`)).body.submission;
    expect(live.status).toBe('completed');
    expect(live.directories[0]).toMatchObject({
      directory: 'google',
      status: 'published',
      profileUrl: expect.stringContaining('google.com'),
    });

    const listed = await get<{ submissions: Submission[] }>(me, `/api/data-axle/submissions?businessId=${bakery.id}&limit=5`);
    expect(listed.body.submissions).toEqual([live]);
    const stranger = await registerTestAccount(server, { role: 'business' });
    expect((await get(stranger, `/api/data-axle/submissions/${submission.id}`)).status).toBe(404);
    expect((await get(stranger, `/api/data-axle/submissions?businessId=${bakery.id}`)).status).toBe(404);
  });

  it('refuses a submission to directories outside the plan or the trade, sending nothing', async () => {
    const me = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, me.token);
    const submit = (directories: string[]) => post(me, `/api/data-axle/businesses/${bakery.id}/submit`, { directories });
    const notInPlan = await submit(['google', 'opentable']);
    expect(notInPlan.status).toBe(403);
    expect(notInPlan.body.message).toBe('OpenTable is not included in your plan');
    expect((await submit(['nowhere-directory'])).status).toBe(400);
    expect((await submit([])).status).toBe(400);
    expect((await get<{ submissions: Submission[] }>(me, '/api/data-axle/submissions')).body.submissions).toEqual([]);
  });

  it('matches a batch in the background, enriching confident matches only, with a result for each business', async () => {
    const me = await pro();
    const confident = await business(me, GRADE_A[3]);
    const good = await business(me, GRADE_B);
    const fair = await business(me, GRADE_C);
    const unknown = await business(me, UNKNOWN);
    const ids = [confident.id, good.id, fair.id, unknown.id];

    const created = await post<{ batch: Batch }>(me, '/api/data-axle/businesses/batch-match', { businessIds: ids });
    expect(created.status).toBe(202);
    expect(created.body.batch).toMatchObject({ kind: 'match', total: 4, directories: [] });
    const done = await finished(me, created.body.batch.id);
    expect(done).toMatchObject({ status: 'completed', total: 4, succeeded: 4, failed: 0 });
    expect(done.finishedAt).not.toBeNull();
    const resultOf = (id: string) => done.items.find((item) => item.businessId === id);
    expect(resultOf(confident.id)).toEqual({
      businessId: confident.id,
      businessName: confident.name,
      status: 'done',
      result: 'Grade A match',
      errorMessage: null,
    });
    expect(resultOf(good.id)?.result).toBe('Grade B match');
    expect(resultOf(fair.id)?.result).toBe('Grade C match: review it on Business Matching');
    expect(resultOf(unknown.id)?.result).toBe('No match found');

    const grades = await Promise.all(
      ids.map(async (id) => (await get<{ business: Business }>(me, `/api/businesses/${id}`)).body.business.dataAxleMatchGrade),
    );
    expect(grades).toEqual(['A', 'B', null, null]);
    expect((await get<{ batches: Batch[] }>(me, '/api/data-axle/batches')).body.batches).toEqual([done]);
  });

  it('submits a batch in the background with a result per business, after checking every business and directory', async () => {
    const me = await pro();
    const bakery = await business(me, 'Batch Bakery');
    const florist = await business(me, 'Batch Florist', { category: 'retail', email: 'hi@florist.example' });
    const unsendable = await business(me, UNSENDABLE);

    const foreign = await createTestBusiness(server, (await pro()).token);
    const refusals = [
      { body: { businessIds: [bakery.id, foreign.id], directories: ['google'] }, status: 404 },
      // OpenTable lists restaurants only, so the florist cannot go there.
      { body: { businessIds: [bakery.id, florist.id], directories: ['opentable'] }, status: 400 },
      { body: { businessIds: [bakery.id], directories: ['nowhere-directory'] }, status: 400 },
    ];
    for (const { body, status } of refusals) {
      expect((await post(me, '/api/data-axle/businesses/batch-submit', body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await get<{ batches: Batch[] }>(me, '/api/data-axle/batches')).body.batches).toEqual([]);

    const created = await post<{ batch: Batch }>(me, '/api/data-axle/businesses/batch-submit', {
      businessIds: [bakery.id, florist.id, unsendable.id],
      directories: ['google', 'bbb'],
    });
    expect(created.status).toBe(202);
    expect(created.body.batch).toMatchObject({ kind: 'submit', total: 3, directories: ['google', 'bbb'] });
    const done = await finished(me, created.body.batch.id);
    expect(done).toMatchObject({ status: 'completed', succeeded: 2, failed: 1 });
    const itemOf = (id: string) => done.items.find((item) => item.businessId === id);
    // The bakery has no email, which the Better Business Bureau needs.
    expect(itemOf(bakery.id)).toMatchObject({ status: 'done', result: 'Sent to 2 directories; 1 refused', errorMessage: null });
    expect(itemOf(florist.id)).toMatchObject({ status: 'done', result: 'Sent to 2 directories' });
    expect(itemOf(unsendable.id)).toMatchObject({ status: 'error', result: null, errorMessage: SUBMIT_FAILURE });

    const submissions = (await get<{ submissions: Submission[] }>(me, '/api/data-axle/submissions')).body.submissions;
    expect(submissions.map((submission) => [submission.businessName, submission.status]).sort()).toEqual([
      ['Batch Bakery', 'processing'],
      ['Batch Florist', 'processing'],
      [UNSENDABLE, 'failed'],
    ]);
    expect(submissions.find((submission) => submission.businessName === UNSENDABLE)?.directories).toEqual([
      { directory: 'google', directoryName: 'Google Business Profile', status: 'error', profileUrl: null, errorMessage: SUBMIT_FAILURE },
      { directory: 'bbb', directoryName: 'Better Business Bureau', status: 'error', profileUrl: null, errorMessage: SUBMIT_FAILURE },
    ]);
    const listings = (await get<{ listings: Listing[] }>(me, '/api/listings?limit=100')).body.listings;
    expect(listings).toHaveLength(4);
  });

  it('answers how listings performed over a period, or that there are no figures yet', async () => {
    const me = await pro();
    const shop = await business(me, 'Analytics Bakery');
    const monthly = await get<{ analytics: unknown }>(me, `/api/data-axle/businesses/${shop.id}/analytics`);
    expect(monthly.status).toBe(200);
    const analytics = analyticsSchema.parse(monthly.body.analytics);
    expect(analytics.period).toBe('monthly');
    expect(analytics.series).toHaveLength(30);
    expect(new Date(analytics.from).getTime()).toBeLessThan(new Date(analytics.to).getTime());
    for (const metric of ['views', 'searches', 'clicks', 'calls', 'directionRequests'] as const) {
      expect(analytics.series.reduce((sum, point) => sum + point[metric], 0), metric).toBe(analytics.totals[metric]);
    }
    expect(analytics.byDirectory.find((entry) => entry.directory === 'google')?.directoryName).toBe('Google Business Profile');

    const weekly = await get<{ analytics: unknown }>(me, `/api/data-axle/businesses/${shop.id}/analytics?period=weekly`);
    const week = analyticsSchema.parse(weekly.body.analytics);
    expect(week.period).toBe('weekly');
    expect(week.series).toHaveLength(7);
    expect((await get(me, `/api/data-axle/businesses/${shop.id}/analytics?period=daily`)).status).toBe(400);

    const fresh = await business(me, NO_FIGURES);
    const none = await get(me, `/api/data-axle/businesses/${fresh.id}/analytics`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(NO_ANALYTICS_MESSAGE);
  });

  it('needs a signed-in user, and a member to change anything', async () => {
    expect((await server.request('GET', '/api/data-axle/status')).status).toBe(401);
    expect((await server.request('GET', '/api/data-axle/directories')).status).toBe(401);
    expect((await server.request('GET', '/api/data-axle/batches')).status).toBe(401);
    const owner = await pro();
    const shop = await business(owner, 'Viewed Bakery');
    const viewer = await joinTestOrganization(server, owner.organizationId, 'viewer');
    expect((await get(viewer, '/api/data-axle/batches')).status).toBe(200);
    expect((await post(viewer, `/api/data-axle/businesses/${shop.id}/match`)).status).toBe(403);
    expect((await post(viewer, `/api/data-axle/businesses/${shop.id}/submit`, { directories: ['google'] })).status).toBe(403);
    expect((await post(viewer, '/api/data-axle/businesses/batch-match', { businessIds: [shop.id] })).status).toBe(403);
  });
});
