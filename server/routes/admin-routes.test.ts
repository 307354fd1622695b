import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/contract';
import { buildPath, type RouteDefinition } from '../../shared/contract/route';
import { makeAdmin, registerTestAccount, type TestAccount } from '../testing/accounts';
import { BASIC_DIRECTORY_COUNT, createTestBusiness, publishTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string; code?: string };
interface UsersPage {
  users: { id: string; email: string; role: string; disabled: boolean; emailVerified: boolean }[];
  nextCursor: string | null;
}

describe.each(DIALECTS)('admin API on %s', (dialect) => {
  let server: TestServer;
  let admin: TestAccount;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await registerTestAccount(server, { prefix: 'admin' });
    await makeAdmin(server, admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses every admin route to the signed-out (401) and to non-admins (403)', async () => {
    const someone = await registerTestAccount(server, { role: 'partner' });
    const adminRoutes = Object.values(contract).flatMap((area) =>
      Object.values(area as Record<string, RouteDefinition>).filter((route) => route.access === 'admin'),
    );
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes) {
      const path = buildPath(route.path, Object.fromEntries(Object.keys(route.params?.shape ?? {}).map((k) => [k, 'x'])));
      const method = route.method.toUpperCase();
      expect((await server.request(method, path)).status, `${method} ${route.path}`).toBe(401);
      expect((await server.request(method, path, { token: someone.token })).status, `${method} ${route.path}`).toBe(403);
    }
  });

  it('refuses ids that are not ids with 400, on either database', async () => {
    const calls = [
      server.request('PATCH', '/api/admin/users/not-an-id', { token: admin.token, body: { emailVerified: true } }),
      server.request('POST', '/api/admin/users/not-an-id/end-sessions', { token: admin.token }),
      server.request('PATCH', '/api/admin/organizations/not-an-id', { token: admin.token, body: { isActive: true } }),
      server.request('GET', '/api/admin/audit?organizationId=not-an-id', { token: admin.token }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([400, 400, 400, 400]);
  });

  it('finds users by text and role, page by page', async () => {
    const marker = `needle${dialect}`;
    for (let i = 0; i < 3; i++) await registerTestAccount(server, { prefix: marker });
    const first = await server.request<UsersPage>('GET', `/api/admin/users?q=${marker}&limit=2`, { token: admin.token });
    expect(first.body.users).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await server.request<UsersPage>(
      'GET',
      `/api/admin/users?q=${marker}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
      { token: admin.token },
    );
    expect(second.body.users).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const emails = [...first.body.users, ...second.body.users].map((u) => u.email);
    expect(new Set(emails).size).toBe(3);
    expect(emails.every((e) => e.startsWith(marker))).toBe(true);

    const admins = await server.request<UsersPage>('GET', '/api/admin/users?role=admin', { token: admin.token });
    expect(admins.body.users.map((u) => u.id)).toContain(admin.userId);
    expect((await server.request<Body>('GET', '/api/admin/users?cursor=garbage', { token: admin.token })).status).toBe(400);
  });

  it('changes roles, disables with sessions ended, verifies email, and records it all', async () => {
    const user = await registerTestAccount(server);
    const promoted = await server.request<{ user: { role: string } }>('PATCH', `/api/admin/users/${user.userId}`, {
      token: admin.token,
      body: { role: 'partner', emailVerified: true },
    });
    expect(promoted.body.user).toMatchObject({ role: 'partner', emailVerified: true });

    await server.request('PATCH', `/api/admin/users/${user.userId}`, { token: admin.token, body: { disabled: true } });
    expect((await server.request<Body>('GET', '/api/auth/validate', { token: user.token })).status).toBe(401);
    const login = await server.request<Body>('POST', '/api/auth/login', { body: { email: user.email, password: 'correct horse' } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_DISABLED');

    await server.request('PATCH', `/api/admin/users/${user.userId}`, { token: admin.token, body: { disabled: false } });
    expect((await server.request('POST', '/api/auth/login', { body: { email: user.email, password: 'correct horse' } })).status).toBe(200);

    const ended = await server.request<{ ended: number }>('POST', `/api/admin/users/${user.userId}/end-sessions`, { token: admin.token });
    expect(ended.body.ended).toBe(1);

    const audit = await server.request<{ entries: { action: string; actor: { id: string }; targetId: string; details: unknown }[] }>(
      'GET',
      '/api/admin/audit?limit=10',
      { token: admin.token },
    );
    const mine = audit.body.entries.filter((e) => e.targetId === user.userId);
    expect(mine.map((e) => e.action)).toEqual(['admin.sessions_ended', 'admin.user_updated', 'admin.user_updated', 'admin.user_updated']);
    expect(mine.every((e) => e.actor.id === admin.userId)).toBe(true);
    expect(mine.at(-1)?.details).toEqual({ role: { from: 'business', to: 'partner' }, emailVerified: true });
  });

  it('will not let an admin remove their own admin access', async () => {
    const response = await server.request<Body>('PATCH', `/api/admin/users/${admin.userId}`, { token: admin.token, body: { role: 'business' } });
    expect(response.status).toBe(409);
  });

  it('sets plans, limits and the active flag of organizations, with usage', async () => {
    const owner = await registerTestAccount(server);
    const changed = await server.request<{ organization: Record<string, unknown> }>(
      'PATCH',
      `/api/admin/organizations/${owner.organizationId}`,
      { token: admin.token, body: { plan: 'business_pro', maxUsers: 7, allowedDirectories: ['google', 'yelp'], isActive: false } },
    );
    expect(changed.body.organization).toMatchObject({
      plan: 'business_pro',
      maxUsers: 7,
      allowedDirectories: ['google', 'yelp'],
      isActive: false,
      usage: { businesses: 0, users: 1 },
    });
    // An inactive organization is no organization to work in.
    expect((await server.request<Body>('GET', '/api/organization', { token: owner.token })).status).toBe(403);
    const partners = await server.request<{ organizations: { plan: string }[] }>('GET', '/api/admin/organizations?partnersOnly=true', {
      token: admin.token,
    });
    expect(partners.body.organizations.every((o) => o.plan === 'partner')).toBe(true);
  });

  it("answers the provider's directory catalogue, each with its tier and categories", async () => {
    const response = await server.request<{ directories: { id: string; name: string; tier: string; categories: string[] | null }[] }>(
      'GET',
      '/api/admin/directories',
      { token: admin.token },
    );
    expect(response.status).toBe(200);
    const { directories } = response.body;
    expect(directories.filter((d) => d.tier === 'basic')).toHaveLength(BASIC_DIRECTORY_COUNT);
    expect(directories.some((d) => d.tier === 'pro')).toBe(true);
    expect(directories.find((d) => d.id === 'yelp')).toEqual({ id: 'yelp', name: 'Yelp', tier: 'basic', categories: null });
    expect(directories.find((d) => d.id === 'opentable')).toEqual({
      id: 'opentable',
      name: 'OpenTable',
      tier: 'pro',
      categories: ['restaurant'],
    });
  });

  it.each<[string, string[], string]>([
    ['a name instead of an id', ['google', 'Yelp'], 'Unknown directory: Yelp'],
    ['several unknown ids, each named once', ['foo', 'yelp', 'bar', 'foo'], 'Unknown directories: foo, bar'],
  ])('refuses allowed directories with %s, changing nothing', async (_, allowedDirectories, message) => {
    const owner = await registerTestAccount(server);
    const path = `/api/admin/organizations/${owner.organizationId}`;
    const refused = await server.request<Body & { fieldErrors?: Record<string, string[]> }>('PATCH', path, {
      token: admin.token,
      body: { plan: 'business_pro', allowedDirectories },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { allowedDirectories: [message] } });
    expect(await server.database.repositories.organizations.findById(owner.organizationId)).toMatchObject({
      plan: 'business',
      allowedDirectories: [],
    });
  });

  it('publishes a business-plan organization given only Yelp to Yelp alone, and records the change', async () => {
    const owner = await registerTestAccount(server, { role: 'business' });
    const changed = await server.request('PATCH', `/api/admin/organizations/${owner.organizationId}`, {
      token: admin.token,
      body: { allowedDirectories: ['yelp'] },
    });
    expect(changed.status).toBe(200);
    const business = await createTestBusiness(server, owner.token);
    const listings = await publishTestBusiness(server, owner.token, business.id);
    expect(listings.map((listing) => listing.platform)).toEqual(['yelp']);

    const audit = await server.request<{ entries: { action: string; details: unknown }[] }>(
      'GET',
      `/api/admin/audit?organizationId=${owner.organizationId}`,
      { token: admin.token },
    );
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ action: 'admin.organization_updated', details: { allowedDirectories: { from: [], to: ['yelp'] } } }),
    );
  });

  it('counts users, organizations, businesses and live listings, and reports the provider', async () => {
    type Overview = Record<'users' | 'organizations' | 'businesses' | 'liveListings' | 'openIssues', number> & {
      integration: { enabled: boolean; environment: string };
      recentActivity: unknown[];
    };
    const read = async () => (await server.request<Overview>('GET', '/api/admin/overview', { token: admin.token })).body;
    const before = await read();
    const owner = await registerTestAccount(server, { role: 'business' });
    const business = await createTestBusiness(server, owner.token);
    await publishTestBusiness(server, owner.token, business.id);
    await server.request('POST', '/api/listings/sync', { token: owner.token, body: {} });

    const after = await read();
    expect(after.users).toBe(before.users + 1);
    expect(after.organizations).toBe(before.organizations + 1);
    expect(after.businesses).toBe(before.businesses + 1);
    expect(after.liveListings).toBeGreaterThan(before.liveListings);
    expect(after.openIssues).toBe(before.openIssues);
    expect(after.integration).toMatchObject({ enabled: true, environment: 'sandbox' });
    expect(Array.isArray(after.recentActivity)).toBe(true);
  });
});
