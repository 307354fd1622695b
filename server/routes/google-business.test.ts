import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationScan } from '../../shared/contract/citations';
import type { GoogleBusinessStatus, GoogleLink, GoogleLinkRow, GoogleUpdatePreview } from '../../shared/contract/google-business';
import type { Analytics, Batch } from '../../shared/contract/provider';
import type { Report } from '../../shared/contract/reports';
import type { GoogleLocation } from '../google-business/location-fields';
import { createGoogleBusinessService, DESKTOP_MESSAGE } from '../services/integrations/google-business-service';
import { createRateLimiter } from '../services/infrastructure/rate-limiter';
import { fixedSettingsKey } from '../settings/settings-key';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { startGoogleBusinessStandIn, type GoogleBusinessStandIn } from '../testing/google-business-protocol-server';
import { googleStandInEnv, PRAIRIE_DENTAL, prairieDentalLocation } from '../testing/google-test-business';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// Google Business Profile through the API, against a stand-in speaking Google's OAuth and Business Profile
// APIs: connect with PKCE, link, compare in a scan, preview and push an update, read daily figures, and the
// ways an attacker or Google's limits get in the way.

type Body<T> = T & { message?: string; code?: string };

const ACCOUNT = { name: 'accounts/1001', accountName: 'Prairie Dental Group' };

describe.each(DIALECTS)('Google Business Profile on %s', (dialect) => {
  let server: TestServer;
  let google: GoogleBusinessStandIn;
  let now = new Date('2026-11-20T12:00:00Z');
  const env: Record<string, string | undefined> = {};
  let nextLocation = 5000;

  beforeAll(async () => {
    google = await startGoogleBusinessStandIn({ clock: () => now });
    google.addAccount(ACCOUNT);
    Object.assign(env, googleStandInEnv(google));
    server = await startTestServer(dialect, {
      env,
      clock: () => now,
      settingsKey: fixedSettingsKey(randomBytes(32)),
      googleBusiness: { sleep: async () => {} },
    });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  const call = <T>(account: TestAccount, method: string, path: string, body?: unknown) =>
    server.request<Body<T>>(method, path, { token: account.token, body });
  const statusOf = async (account: TestAccount) => (await call<{ status: GoogleBusinessStatus }>(account, 'GET', '/api/google-business')).body.status;

  /** Starts the consent and follows Google's redirect back: what the browser brings to the callback page. */
  async function consent(account: TestAccount) {
    const started = await call<{ authorizationUrl: string; pending: string }>(account, 'POST', '/api/google-business/authorization');
    expect(started.status, started.text).toBe(200);
    const redirect = await fetch(started.body.authorizationUrl, { redirect: 'manual' });
    const back = new URL(redirect.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/google-business/callback`);
    return {
      code: back.searchParams.get('code') ?? undefined,
      error: back.searchParams.get('error') ?? undefined,
      state: back.searchParams.get('state')!,
      pending: started.body.pending,
    };
  }

  const finish = (account: TestAccount, answer: Awaited<ReturnType<typeof consent>>) =>
    call<{ status: GoogleBusinessStatus }>(account, 'POST', '/api/google-business/connection', answer);

  /** A new organization connected to Google, with a business and its own location in the account. */
  async function connected(overrides: Partial<GoogleLocation> = {}) {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const answered = await finish(owner, await consent(owner));
    expect(answered.status, answered.text).toBe(200);
    const business = await createTestBusiness(server, owner.token, PRAIRIE_DENTAL);
    const location = prairieDentalLocation(String(++nextLocation), overrides);
    google.addLocation(ACCOUNT.name, location);
    return { owner, business, location };
  }

  async function linked(overrides: Partial<GoogleLocation> = {}) {
    const setup = await connected(overrides);
    const link = await call<{ link: GoogleLink }>(setup.owner, 'PUT', `/api/businesses/${setup.business.id}/google-location`, {
      accountName: ACCOUNT.name,
      locationName: setup.location.name,
    });
    expect(link.status, link.text).toBe(200);
    return setup;
  }

  describe('connecting', () => {
    it('says what is missing before an administrator configures Google', async () => {
      const bare = await startTestServer(dialect, { settingsKey: fixedSettingsKey(randomBytes(32)) });
      try {
        const owner = await registerTestAccount(bare, { role: 'business_pro' });
        const status = (await bare.request<{ status: GoogleBusinessStatus }>('GET', '/api/google-business', { token: owner.token })).body.status;
        expect(status).toMatchObject({ available: false, connection: null, redirectUri: `${bare.baseUrl}/google-business/callback` });
        expect(status.unavailableReason).toMatch(/GOOGLE_BUSINESS_CLIENT_ID/);
        const started = await bare.request<Body<object>>('POST', '/api/google-business/authorization', { token: owner.token });
        expect(started.status).toBe(409);
      } finally {
        await bare.close();
      }
    });

    it('says the desktop app cannot connect, whatever is configured', async () => {
      const owner = await registerTestAccount(server, { role: 'business_pro' });
      const { repositories } = server.database;
      const desktop = createGoogleBusinessService({
        repositories,
        settings: { value: async () => undefined },
        env,
        keys: fixedSettingsKey(randomBytes(32)),
        publicUrl: 'http://127.0.0.1:43117',
        desktop: true,
        environment: async () => 'production',
        rateLimiter: createRateLimiter(repositories.rateLimits, () => now),
        quota: async () => {},
        clock: () => now,
      });
      const organization = (await repositories.organizations.findById(owner.organizationId))!;
      const context = { organization, role: 'owner' as const };
      expect(await desktop.status(context)).toMatchObject({ available: false, unavailableReason: DESKTOP_MESSAGE });
      await expect(desktop.authorize(context, owner.userId)).rejects.toMatchObject({ status: 409, message: DESKTOP_MESSAGE });
    });

    it('connects with PKCE and offline access, keeping the refresh token encrypted', async () => {
      const owner = await registerTestAccount(server, { role: 'business_pro' });
      const answer = await consent(owner);
      const authorize = google.calls.find((recorded) => recorded.path === '/o/oauth2/v2/auth' && recorded.query.state === answer.state)!;
      expect(authorize.query).toMatchObject({
        response_type: 'code',
        access_type: 'offline',
        code_challenge_method: 'S256',
        scope: 'https://www.googleapis.com/auth/business.manage',
      });
      const done = await finish(owner, answer);
      expect(done.status, done.text).toBe(200);
      expect(done.body.status.connection).toMatchObject({ needsReconnect: false, connectedBy: 'Test Person' });
      const stored = await server.database.repositories.googleConnections.find(owner.organizationId);
      expect(stored?.scopes).toContain('business.manage');
      // Encrypted: the stand-in's refresh tokens start with 1//, as Google's do.
      expect(stored?.refreshToken).not.toMatch(/^1\/\//);
      expect(stored?.refreshToken.length).toBeGreaterThan(40);
    });

    it('refuses a replayed code, and an answer started by someone else, elsewhere, or too long ago', async () => {
      const owner = await registerTestAccount(server, { role: 'business_pro' });
      const other = await registerTestAccount(server, { role: 'business_pro' });
      const answer = await consent(owner);
      // An attacker's consent sent to a victim: the victim's session is not the one it was started for.
      expect((await finish(other, answer)).status).toBe(400);
      // A state that is not the one sent.
      expect((await finish(owner, { ...answer, state: 'forged-state' })).status).toBe(400);
      // A pending consent that was not sealed by this server.
      expect((await finish(owner, { ...answer, pending: Buffer.from('{"state":"x"}').toString('base64') })).status).toBe(400);
      expect((await finish(owner, answer)).status).toBe(200);
      // Google refuses the code a second time, and the connection stays as it was.
      const replayed = await finish(owner, answer);
      expect(replayed.status).toBe(502);
      expect((await statusOf(owner)).connection?.needsReconnect).toBe(false);

      const late = await consent(owner);
      now = new Date(now.getTime() + 11 * 60_000);
      expect((await finish(owner, late)).status).toBe(400);
    });

    it('says so when the person declines or unticks Business Profile', async () => {
      const owner = await registerTestAccount(server, { role: 'business_pro' });
      google.denyNextConsent();
      const declined = await finish(owner, await consent(owner));
      expect(declined.status).toBe(400);
      expect(declined.body.message).toBe('Google access was not granted.');
      google.withholdScopeNextConsent();
      const partial = await finish(owner, await consent(owner));
      expect(partial.status).toBe(502);
      expect(partial.body.message).toMatch(/Business Profile/);
      expect((await statusOf(owner)).connection).toBeNull();
    });

    it('lets members see the connection but only owners and admins change it', async () => {
      const owner = await registerTestAccount(server, { role: 'business_pro' });
      await finish(owner, await consent(owner));
      const member = await registerTestAccount(server, { role: 'business_pro' });
      await server.database.repositories.organizations.addMember({ userId: member.userId, organizationId: owner.organizationId, role: 'member' });
      const switched = await server.request('POST', '/api/organizations/switch', { token: member.token, body: { organizationId: owner.organizationId } });
      expect(switched.status, switched.text).toBe(200);
      expect((await statusOf(member)).connection).not.toBeNull();
      expect((await call(member, 'POST', '/api/google-business/authorization')).status).toBe(403);
    });

    it('revokes the token at Google on disconnect', async () => {
      const { owner, business } = await linked();
      const done = await call<{ status: GoogleBusinessStatus }>(owner, 'DELETE', '/api/google-business/connection');
      expect(done.status, done.text).toBe(200);
      expect(done.body.status.connection).toBeNull();
      expect(google.calls.at(-1)).toMatchObject({ method: 'POST', path: '/revoke' });
      expect(await server.database.repositories.googleConnections.find(owner.organizationId)).toBeUndefined();
      // The link stays for a later connection, but nothing reads Google meanwhile.
      const preview = await call(owner, 'GET', `/api/businesses/${business.id}/google-update`);
      expect(preview.status).toBe(409);
    });
  });

  describe('linking', () => {
    it('suggests the location most like each business and links the one a person confirms', async () => {
      // Its own phone and street: the locations other tests added share the name's first words only.
      const { owner, location } = await connected({
        phoneNumbers: { primaryPhone: '217-555-0177' },
        storefrontAddress: { regionCode: 'US', postalCode: '61820', administrativeArea: 'IL', locality: 'Champaign', addressLines: ['77 Neil St'] },
      });
      const business = await createTestBusiness(server, owner.token, { ...PRAIRIE_DENTAL, phone: '(217) 555-0177', address: '77 Neil Street' });
      const listed = await call<{ rows: GoogleLinkRow[]; locations: { name: string }[] }>(owner, 'GET', '/api/google-business/locations');
      expect(listed.status, listed.text).toBe(200);
      const row = listed.body.rows.find((candidate) => candidate.businessId === business.id)!;
      expect(row.suggestion).toMatchObject({ locationName: location.name, title: 'Prairie Smiles Family Dentistry' });
      const link = await call<{ link: GoogleLink }>(owner, 'PUT', `/api/businesses/${business.id}/google-location`, {
        accountName: ACCOUNT.name,
        locationName: location.name,
      });
      expect(link.body.link).toMatchObject({ locationName: location.name, title: 'Prairie Smiles Family Dentistry', address: '77 Neil St, Champaign, IL 61820' });
      const again = await call<{ rows: GoogleLinkRow[] }>(owner, 'GET', '/api/google-business/locations');
      expect(again.body.rows.find((candidate) => candidate.businessId === business.id)).toMatchObject({ link: { locationName: location.name }, suggestion: null });
    });

    it('refuses a location the connection cannot read, one linked to another business, and another tenant’s business', async () => {
      const { owner, business, location } = await linked();
      const second = await createTestBusiness(server, owner.token, { ...PRAIRIE_DENTAL, name: 'Prairie Smiles Urbana' });
      const taken = await call(owner, 'PUT', `/api/businesses/${second.id}/google-location`, { accountName: ACCOUNT.name, locationName: location.name });
      expect(taken.status).toBe(409);
      const unknown = await call(owner, 'PUT', `/api/businesses/${second.id}/google-location`, { accountName: ACCOUNT.name, locationName: 'locations/99999999' });
      expect(unknown.status).toBe(404);
      const hostile = await call(owner, 'PUT', `/api/businesses/${second.id}/google-location`, { accountName: ACCOUNT.name, locationName: 'locations/../../accounts' });
      expect(hostile.status).toBe(400);

      const stranger = await connected();
      for (const [method, path] of [
        ['GET', `/api/businesses/${business.id}/google-location`],
        ['GET', `/api/businesses/${business.id}/google-update`],
        ['DELETE', `/api/businesses/${business.id}/google-location`],
      ] as const) {
        expect((await call(stranger.owner, method, path)).status).toBe(404);
      }
      expect((await call(stranger.owner, 'POST', `/api/businesses/${business.id}/google-update`, { fields: ['name'] })).status).toBe(404);
      expect(await server.database.repositories.googleLocationLinks.findByBusiness(owner.organizationId, business.id)).toBeDefined();
    });
  });

  describe('comparing and updating', () => {
    it('compares the linked location in every scan, as Google', async () => {
      const { owner, business } = await linked();
      const scanned = await call<{ scan: CitationScan }>(owner, 'POST', `/api/businesses/${business.id}/scan-citations`);
      expect(scanned.status, scanned.text).toBe(200);
      const google_ = scanned.body.scan.results?.find((result) => result.platform === 'google');
      expect(google_).toMatchObject({ source: 'google_business_profile', status: 'inconsistent', found: { name: 'Prairie Smiles Family Dentistry' } });
      expect(scanned.body.scan.simulated).toBe(false);
    });

    it('shows each differing field, Google’s verdict, and applies only the chosen fields with an updateMask', async () => {
      const { owner, business, location } = await linked();
      const preview = await call<{ preview: GoogleUpdatePreview }>(owner, 'GET', `/api/businesses/${business.id}/google-update`);
      expect(preview.status, preview.text).toBe(200);
      expect(preview.body.preview.differences.map((difference) => difference.field)).toEqual(['name', 'website']);
      expect(preview.body.preview.differences[0]).toMatchObject({ label: 'Name', google: 'Prairie Smiles Family Dentistry', profile: PRAIRIE_DENTAL.name });
      expect(preview.body.preview.validation).toEqual({ accepted: true, message: null, fieldViolations: [] });
      // The preview asked Google with validateOnly and changed nothing.
      expect(google.edits(location.name)).toHaveLength(0);
      expect(google.calls.some((recorded) => recorded.method === 'PATCH' && recorded.query.validateOnly === 'true')).toBe(true);

      const updated = await call<{ updated: string[]; preview: GoogleUpdatePreview }>(owner, 'POST', `/api/businesses/${business.id}/google-update`, {
        fields: ['name'],
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.updated).toEqual(['name']);
      expect(google.edits(location.name).map((edit) => edit.updateMask)).toEqual([['title']]);
      expect(google.location(location.name)?.title).toBe(PRAIRIE_DENTAL.name);
      expect(google.location(location.name)?.websiteUri ?? null).toBeNull();
      expect(updated.body.preview.differences.map((difference) => difference.field)).toEqual(['website']);
    });

    it('shows Google’s reason when it refuses an update', async () => {
      const { owner, business } = await linked({ phoneNumbers: { primaryPhone: '(217) 555-0199' } });
      google.rejectPhone(PRAIRIE_DENTAL.phone);
      const preview = await call<{ preview: GoogleUpdatePreview }>(owner, 'GET', `/api/businesses/${business.id}/google-update`);
      expect(preview.body.preview.validation?.accepted).toBe(false);
      expect(preview.body.preview.validation?.fieldViolations.length).toBeGreaterThan(0);
      const refused = await call(owner, 'POST', `/api/businesses/${business.id}/google-update`, { fields: ['phone'] });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/INVALID|phone/i);
    });

    it('renews an expired access token once, and asks for a new consent when Google revoked access', async () => {
      const { owner, business } = await linked();
      google.expireAccessTokens();
      expect((await call(owner, 'GET', `/api/businesses/${business.id}/google-update`)).status).toBe(200);
      google.revokeRefreshTokens();
      google.expireAccessTokens();
      const refused = await call(owner, 'GET', `/api/businesses/${business.id}/google-update`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Google no longer accepts this connection. Connect Google again.');
      expect((await statusOf(owner)).connection?.needsReconnect).toBe(true);
    });

    it('answers Google’s quota refusal with its reason, and keeps Google’s 10 edits a minute per location', async () => {
      const { owner, business, location } = await linked();
      // Every attempt the client makes (the first and its three retries) is refused.
      google.failNext(429, 4);
      const refused = await call(owner, 'GET', `/api/businesses/${business.id}/google-update`);
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/RESOURCE_EXHAUSTED|quota/i);

      // Each update changes the profile's name, so each is a real edit.
      let answer = 200;
      for (let edit = 1; edit <= 11 && answer === 200; edit += 1) {
        await server.request('PUT', `/api/businesses/${business.id}`, { token: owner.token, body: { ...PRAIRIE_DENTAL, name: `${PRAIRIE_DENTAL.name} ${edit}` } });
        answer = (await call(owner, 'POST', `/api/businesses/${business.id}/google-update`, { fields: ['name'] })).status;
      }
      expect(answer).toBe(429);
      expect(google.edits(location.name)).toHaveLength(10);
      now = new Date(now.getTime() + 61_000);
    });

    it('updates many linked businesses as a batch with progress', async () => {
      const first = await linked();
      const unlinked = await createTestBusiness(server, first.owner.token, { ...PRAIRIE_DENTAL, name: 'Unlinked Dental' });
      const refused = await call(first.owner, 'POST', '/api/google-business/updates', { businessIds: [first.business.id, unlinked.id] });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Unlinked Dental/);
      // No ids: every linked business of the organization.
      const queued = await call<{ batch: Batch }>(first.owner, 'POST', '/api/google-business/updates', {});
      expect(queued.status, queued.text).toBe(202);
      let batch = queued.body.batch;
      while (batch.status !== 'completed' && batch.status !== 'failed') {
        await new Promise((resolve) => setImmediate(resolve));
        batch = (await call<{ batch: Batch }>(first.owner, 'GET', `/api/data-axle/batches/${batch.id}`)).body.batch;
      }
      expect(batch).toMatchObject({ kind: 'google_update', status: 'completed', succeeded: 1 });
      expect(batch.items[0]?.result).toBe('Updated on Google: name, website');
      expect(google.location(first.location.name)).toMatchObject({ title: PRAIRIE_DENTAL.name, websiteUri: PRAIRIE_DENTAL.website });
    });
  });

  describe('listing figures', () => {
    it('reads Google’s daily figures into the analytics and reports, keeping each day once fetched', async () => {
      const { owner, business, location } = await linked();
      const performanceCalls = () => google.calls.filter((recorded) => recorded.path.endsWith(':fetchMultiDailyMetricsTimeSeries')).length;
      const before = performanceCalls();
      const answered = await call<{ analytics: Analytics }>(owner, 'GET', `/api/data-axle/businesses/${business.id}/analytics?period=weekly`);
      expect(answered.status, answered.text).toBe(200);
      const { analytics } = answered.body;
      expect(analytics.source).toBe('google');
      expect(analytics.series).toHaveLength(7);
      expect(analytics.totals.views).toBe(
        analytics.impressions!.desktopMaps + analytics.impressions!.desktopSearch + analytics.impressions!.mobileMaps + analytics.impressions!.mobileSearch,
      );
      expect(analytics.totals.views).toBeGreaterThan(0);
      expect(performanceCalls()).toBe(before + 1);
      const metrics = google.calls.at(-1)!;
      expect(metrics.path).toBe(`/v1/${location.name}:fetchMultiDailyMetricsTimeSeries`);

      // Asked again at once, every day is kept: Google is not asked.
      await call(owner, 'GET', `/api/data-axle/businesses/${business.id}/analytics?period=weekly`);
      expect(performanceCalls()).toBe(before + 1);

      // Hours later, only the days Google may still add to are asked again (settled ones are kept).
      now = new Date(now.getTime() + 7 * 3600_000);
      await call(owner, 'GET', `/api/data-axle/businesses/${business.id}/analytics?period=weekly`);
      expect(performanceCalls()).toBe(before + 2);
      const recent = google.calls.at(-1)!.query;
      const asked = (end: 'start' | 'end') => Number(recent[`dailyRange.${end}_date.day`]);
      const yesterday = new Date(now.getTime() - 24 * 3600_000).getUTCDate();
      expect(asked('end')).toBe(yesterday);
      expect(asked('end') - asked('start')).toBe(2);

      // A month's report asks only for the days before the week it has.
      const report = await call<{ report: Report }>(owner, 'GET', `/api/reports?businessId=${business.id}&period=monthly`);
      expect(report.status, report.text).toBe(200);
      expect(report.body.report).toMatchObject({ analyticsSource: 'google', analyticsSimulated: false });
      expect(report.body.report.analyticsImpressions?.mobileSearch).toBeGreaterThan(0);
      expect(performanceCalls()).toBe(before + 3);
      const older = google.calls.at(-1)!.query;
      expect(Date.UTC(Number(older['dailyRange.end_date.year']), Number(older['dailyRange.end_date.month']) - 1, Number(older['dailyRange.end_date.day']))).toBe(
        Date.parse(analytics.from) - 24 * 3600_000,
      );
      const kept = await server.database.repositories.googleDailyMetrics.range(owner.organizationId, business.id, location.name, '2000-01-01', '2100-01-01');
      expect(kept.length).toBeGreaterThanOrEqual(30);
    });
  });
});
