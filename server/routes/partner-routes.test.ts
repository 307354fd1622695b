import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount } from '../testing/accounts';
import { createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string };
interface ClientBody {
  client: { id: string; name: string; plan: string; isActive: boolean; limits: { maxBusinesses: number } };
}

describe.each(DIALECTS)('partner clients on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates, lists, re-plans and pauses clients, then works inside one', async () => {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const created = await server.request<ClientBody>('POST', '/api/partner/clients', {
      token: partner.token,
      body: { name: 'Corner Bakery', plan: 'business' },
    });
    expect(created.status).toBe(201);
    expect(created.body.client).toMatchObject({ name: 'Corner Bakery', plan: 'business', isActive: true, limits: { maxBusinesses: 1 } });
    const id = created.body.client.id;

    const listed = await server.request<{ clients: { id: string }[] }>('GET', '/api/partner/clients', { token: partner.token });
    expect(listed.body.clients.map((c) => c.id)).toEqual([id]);

    const upgraded = await server.request<ClientBody>('PATCH', `/api/partner/clients/${id}`, {
      token: partner.token,
      body: { plan: 'business_pro' },
    });
    expect(upgraded.body.client).toMatchObject({ plan: 'business_pro', limits: { maxBusinesses: 10 } });

    await server.request('PATCH', `/api/partner/clients/${id}`, { token: partner.token, body: { isActive: false } });
    const paused = await server.request<Body>('POST', `/api/partner/clients/${id}/act`, { token: partner.token });
    expect(paused.status).toBe(403);
    await server.request('PATCH', `/api/partner/clients/${id}`, { token: partner.token, body: { isActive: true } });

    const acting = await server.request<{ organization: { id: string; name: string } }>('POST', `/api/partner/clients/${id}/act`, {
      token: partner.token,
    });
    expect(acting.body.organization).toMatchObject({ id, name: 'Corner Bakery' });
    const validated = await server.request<{ organization: { id: string } }>('GET', '/api/auth/validate', { token: partner.token });
    expect(validated.body.organization.id).toBe(id);
    // Inside the client, partner tools wait until the partner switches back.
    const inClient = await server.request<Body>('GET', '/api/partner/clients', { token: partner.token });
    expect(inClient.status).toBe(403);
    expect(inClient.body.message).toContain('Switch to your partner organization first');
  });

  it("counts a client's businesses and live listings, and leaves its seats to the client's own people", async () => {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const created = await server.request<ClientBody>('POST', '/api/partner/clients', {
      token: partner.token,
      body: { name: 'Harbor Florist', plan: 'business' },
    });
    const id = created.body.client.id;
    await server.request('POST', `/api/partner/clients/${id}/act`, { token: partner.token });
    const business = await createTestBusiness(server, partner.token, { name: 'Harbor Florist' });
    await publishTestBusiness(server, partner.token, business.id);
    await server.request('POST', '/api/listings/sync', { token: partner.token, body: {} });
    const issues = server.database.repositories.citationIssues;
    const open = { organizationId: id, businessId: business.id, platform: 'yelp', issueType: 'phone_mismatch' };
    await issues.create(open);
    await issues.resolve(id, (await issues.create({ ...open, platform: 'bing' })).id, new Date());
    // The single seat of a Business plan is still free for the client's owner.
    const invited = await server.request('POST', '/api/organization/invitations', {
      token: partner.token,
      body: { email: `owner-${dialect}@harbor.example`, role: 'owner' },
    });
    expect(invited.status, invited.text).toBe(201);

    const partnerOrganization = partner.organizationId;
    await server.request('POST', '/api/organizations/switch', { token: partner.token, body: { organizationId: partnerOrganization } });
    const listed = await server.request<{ clients: { id: string; usage: Record<string, number> }[] }>('GET', '/api/partner/clients', {
      token: partner.token,
    });
    const usage = listed.body.clients.find((client) => client.id === id)?.usage;
    expect(usage?.businesses).toBe(1);
    expect(usage?.liveListings).toBeGreaterThan(0);
    expect(usage?.openIssues, 'the resolved issue is not counted').toBe(1);
    expect(usage?.users, 'the open invitation holds the seat; the partner holds none').toBe(1);
  });

  it("shows a client's NAP score from its businesses' latest scans, and none before a scan", async () => {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const addClient = async (name: string) =>
      (await server.request<ClientBody>('POST', '/api/partner/clients', { token: partner.token, body: { name, plan: 'business_pro' } })).body
        .client.id;
    const [scanned, unscanned] = [await addClient('Scanned Bakery'), await addClient('Unscanned Florist')];
    const { businesses, citationIssues } = server.database.repositories;
    const newBusiness = (name: string) =>
      businesses.create({
        organizationId: scanned,
        name,
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        phone: '(217) 555-0100',
        category: 'restaurant',
      });
    const [wide, narrow] = [await newBusiness('Wide Bakery'), await newBusiness('Narrow Bakery')];
    const noChanges = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };
    const scan = (businessId: string, scannedAt: string, napScore: number, directoriesScored: number) =>
      citationIssues.applyScan(noChanges, {
        organizationId: scanned,
        businessId,
        trigger: 'manual',
        scannedAt: new Date(scannedAt),
        directoriesChecked: directoriesScored + 2,
        directoriesScored,
        citationsFound: directoriesScored,
        napScore,
        newIssues: 0,
        resolvedIssues: 0,
        reopenedIssues: 0,
        regressions: 0,
        openIssues: 0,
        results: [],
      });
    await scan(wide.id, '2026-01-01T00:00:00.000Z', 40, 3);
    await scan(wide.id, '2026-01-08T00:00:00.000Z', 90, 3);
    await scan(narrow.id, '2026-01-08T00:00:00.000Z', 60, 1);

    const listed = await server.request<{ clients: { id: string; usage: { napScore: number | null } }[] }>('GET', '/api/partner/clients', {
      token: partner.token,
    });
    const napScoreOf = (id: string) => listed.body.clients.find((client) => client.id === id)?.usage.napScore;
    // The latest scans only, weighted by directories checked: (90 x 3 + 60 x 1) / 4.
    expect(napScoreOf(scanned)).toBe(83);
    expect(napScoreOf(unscanned)).toBeNull();
  });

  it('keeps client management to partner organizations', async () => {
    const business = await registerTestAccount(server, { role: 'business' });
    const response = await server.request<Body>('POST', '/api/partner/clients', { token: business.token, body: { name: 'Sneaky' } });
    expect(response.status).toBe(403);
  });

  it('refuses a client id that is not an id with 400, on either database', async () => {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const renamed = await server.request<Body>('PATCH', '/api/partner/clients/not-an-id', { token: partner.token, body: { name: 'Renamed' } });
    const acted = await server.request<Body>('POST', '/api/partner/clients/not-an-id/act', { token: partner.token });
    expect([renamed.status, acted.status]).toEqual([400, 400]);
  });

  it('lets a partner give only business plans', async () => {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const response = await server.request('POST', '/api/partner/clients', { token: partner.token, body: { name: 'Big', plan: 'partner' } });
    expect(response.status).toBe(400);
  });
});
