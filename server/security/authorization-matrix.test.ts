import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/contract';
import { ERROR_CODES } from '../../shared/contract/errors';
import { buildPath, type RouteDefinition } from '../../shared/contract/route';
import type { MemberRole } from '../../shared/domain/enums';
import { makeAdmin, plantInvitation, registerTestAccount } from '../testing/accounts';
import { businessInput, createTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { createTestCitationIssue, createTestSession, createTestTenant, createTestUser, type Tenant } from '../testing/tenants';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AUTHORIZATION_MATRIX, CALLERS, expectedAnswer, type Caller, type RouteKey } from '../testing/authorization-matrix';

// Every cell of the authorization matrix, asked of the real app over HTTP.

interface CallerAccount {
  name: Caller;
  /** Absent when signed out. */
  token?: string;
  userId: string;
  email: string;
  /** The organization the caller works in, and their role there. */
  home: Tenant;
  role: MemberRole;
}

/** What every cell shares: the server, an account to sign in with, a session of the other organization. */
interface World {
  server: TestServer;
  signInEmail: string;
  otherSessionId: string;
}

interface CallContext {
  world: World;
  caller: CallerAccount;
  /** The caller's home for 'own', the other organization for 'other'. */
  target: Tenant;
  other: boolean;
  fresh: Fresh;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A session of its own, for calls that end or move the one they are made with. */
  token?: string;
}

/** Objects made for one call, for the calls that delete or use up what they name. */
interface Fresh {
  business(t: Tenant): Promise<string>;
  member(t: Tenant): Promise<string>;
  invitation(t: Tenant, email?: string): Promise<{ id: string; token: string }>;
  citationIssue(t: Tenant): Promise<string>;
  listingMark(t: Tenant): Promise<string>;
  /** Another session of the caller in their home; undefined when signed out. */
  session(caller: CallerAccount): Promise<{ token: string; sessionId: string } | undefined>;
  setting(): Promise<string>;
  email(): string;
}

/** The error code each refusal of the access check or of tenancy carries. */
const REFUSAL_CODES: Partial<Record<number, string>> = {
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
};

let n = 0;
const uniqueEmail = (label: string) => `${label}-${++n}-${Date.now()}@example.com`;

/** How each route is called: own objects or the other organization's, with a valid body. */
const CALLS: Record<RouteKey, (c: CallContext) => Call | Promise<Call>> = {
  'auth.register': ({ fresh }) => ({ body: { name: 'New Person', email: fresh.email(), password: 'correct horse', role: 'business' } }),
  'auth.login': ({ world }) => ({ body: { email: world.signInEmail, password: 'correct horse' } }),
  'auth.validate': () => ({}),
  'auth.logout': async ({ caller, fresh }) => ({ token: (await fresh.session(caller))?.token }),
  'auth.verifyEmail': () => ({ body: { token: 'x'.repeat(43) } }),
  'auth.resendVerification': ({ caller }) => ({ body: { email: caller.email } }),
  'auth.forgotPassword': ({ caller }) => ({ body: { email: caller.email } }),
  'auth.resetPassword': () => ({ body: { token: 'x'.repeat(43), password: 'correct horse battery' } }),
  'auth.exchangeCode': () => ({ body: { code: 'x'.repeat(43) } }),
  // The first call sets a password for an account made without one; later calls confirm it.
  'auth.changePassword': () => ({ body: { currentPassword: 'matrix password', newPassword: 'matrix password' } }),
  'auth.changeEmail': ({ caller }) => ({ body: { email: caller.email, currentPassword: 'matrix password' } }),
  'auth.updateProfile': () => ({ body: { name: 'Pat Matrix' } }),
  'auth.listSessions': () => ({}),
  'auth.revokeSession': async ({ world, caller, other, fresh }) => ({
    params: { id: other ? world.otherSessionId : ((await fresh.session(caller))?.sessionId ?? world.otherSessionId) },
  }),
  'auth.providers': () => ({}),

  'organizations.listMine': () => ({}),
  'organizations.switchCurrent': async ({ caller, target, fresh }) => ({
    token: (await fresh.session(caller))?.token,
    body: { organizationId: target.organizationId },
  }),
  'organizations.current': () => ({}),
  'organizations.updateCurrent': ({ caller, target }) => ({
    body: { name: caller.home.organizationName, organizationId: target.organizationId },
  }),
  'organizations.verifyDomain': () => ({}),
  // An owner deletes an organization made for the call, never the home the other cells need.
  'organizations.deleteCurrent': async ({ world: { server }, caller, target, other }) => {
    if (other || caller.role !== 'owner' || !caller.token) return { body: { confirmName: target.organizationName } };
    const { repositories } = server.database;
    const name = `Doomed ${++n}`;
    const doomed = await repositories.organizations.createWithOwner({ name, slug: `doomed-${n}-${Date.now()}`, ownerId: caller.userId });
    return { token: (await createTestSession(server, caller.userId, doomed.id)).token, body: { confirmName: name } };
  },
  'organizations.members': () => ({}),
  'organizations.setMemberRole': ({ target }) => ({ params: { userId: target.memberId }, body: { role: 'member' } }),
  'organizations.removeMember': async ({ target, fresh }) => ({ params: { userId: await fresh.member(target) } }),
  'organizations.invitations': () => ({}),
  'organizations.invite': ({ fresh, target }) => ({ body: { email: fresh.email(), role: 'viewer', organizationId: target.organizationId } }),
  'organizations.cancelInvitation': async ({ target, fresh }) => ({ params: { id: (await fresh.invitation(target)).id } }),
  'organizations.previewInvitation': async ({ target, fresh }) => ({ body: { token: (await fresh.invitation(target)).token } }),
  // Own: an invitation to the caller's address in their home. Other: one to somebody else.
  'organizations.acceptInvitation': async ({ caller, target, other, fresh }) => ({
    token: (await fresh.session(caller))?.token,
    body: { token: (await fresh.invitation(target, other ? undefined : caller.email)).token },
  }),
  'organizations.branding': () => ({}),

  'partner.clients': () => ({}),
  'partner.createClient': ({ target }) => ({ body: { name: 'Matrix client', organizationId: target.organizationId } }),
  'partner.updateClient': ({ target }) => ({ params: { id: target.clientId }, body: { name: `${target.organizationName} client` } }),
  'partner.actAsClient': async ({ caller, target, fresh }) => ({
    token: (await fresh.session(caller))?.token,
    params: { id: target.clientId },
  }),

  'businesses.list': () => ({}),
  'businesses.get': ({ target }) => ({ params: { id: target.businessId } }),
  'businesses.create': ({ target }) => ({ body: { ...businessInput({ name: 'Matrix bakery' }), organizationId: target.organizationId } }),
  'businesses.update': ({ target }) => ({ params: { id: target.businessId }, body: businessInput() }),
  'businesses.delete': async ({ target, fresh }) => ({ params: { id: await fresh.business(target) } }),
  'businesses.publish': ({ target }) => ({ params: { id: target.businessId }, body: { directories: ['google'] } }),
  'businesses.publishMany': ({ target }) => ({ body: { businessIds: [target.businessId] } }),
  'businesses.exportCsv': () => ({}),
  'businesses.importCsv': ({ target }) => ({
    body: {
      csv: `ID,Business Name,Category,Address,City,State,ZIP Code,Phone\n${target.businessId},Imported,Retail,1 Elm Street,Springfield,IL,62701,(217) 555-0100`,
      dryRun: true,
    },
  }),

  'listings.list': ({ target }) => ({ query: { businessId: target.businessId } }),
  'listings.summary': () => ({}),
  'listings.sync': ({ target }) => ({ body: { businessId: target.businessId } }),
  'listings.exportCsv': ({ target }) => ({ query: { businessId: target.businessId } }),

  'dashboard.metrics': () => ({}),
  'dashboard.activity': () => ({}),

  'provider.status': () => ({}),
  'provider.directories': () => ({}),
  'provider.match': ({ target }) => ({ params: { id: target.businessId } }),
  'provider.batchMatch': ({ target }) => ({ body: { businessIds: [target.businessId] } }),
  'provider.enrich': ({ target }) => ({ params: { id: target.businessId }, body: { acceptMatch: false } }),
  'provider.submit': ({ target }) => ({ params: { id: target.businessId }, body: { directories: ['google'] } }),
  'provider.batchSubmit': ({ target }) => ({ body: { businessIds: [target.businessId], directories: ['google'] } }),
  'provider.submissions': ({ target }) => ({ query: { businessId: target.businessId } }),
  'provider.submission': ({ target }) => ({ params: { id: target.submissionId } }),
  'provider.batches': () => ({}),
  'provider.batch': ({ target }) => ({ params: { id: target.batchId } }),
  'provider.analytics': ({ target }) => ({ params: { id: target.businessId } }),

  'citations.list': ({ target }) => ({ query: { businessId: target.businessId } }),
  'citations.resolveMany': async ({ target, fresh }) => ({ body: { ids: [await fresh.citationIssue(target)] } }),
  'citations.resolve': async ({ target, fresh }) => ({ params: { id: await fresh.citationIssue(target) } }),
  'citations.sourceValue': ({ target }) => ({ params: { id: target.citationIssueId } }),
  'citations.listingMarks': ({ target }) => ({ params: { id: target.businessId } }),
  'citations.addListingMark': ({ target }) => ({
    params: { id: target.businessId },
    body: { kind: 'added', url: 'https://www.yelp.com/biz/matrix-bakery' },
  }),
  'citations.removeListingMark': async ({ target, fresh }) => ({
    params: { id: target.businessId, markId: await fresh.listingMark(target) },
  }),
  'citations.scanBusiness': ({ target }) => ({ params: { id: target.businessId } }),
  'citations.providerScan': ({ target }) => ({ params: { id: target.businessId }, body: { directories: ['google'] } }),
  'citations.latestScan': ({ target }) => ({ params: { id: target.businessId } }),
  'citations.scanMany': ({ target }) => ({ body: { businessIds: [target.businessId] } }),
  'citations.summary': ({ target }) => ({ query: { businessId: target.businessId } }),
  'citations.schedule': () => ({}),
  'citations.updateSchedule': () => ({ body: { enabled: true, intervalDays: 7 } }),

  'googleBusiness.status': () => ({}),
  'googleBusiness.authorize': () => ({}),
  'googleBusiness.connect': () => ({ body: { code: 'code', state: 'state', pending: 'not-a-sealed-consent' } }),
  'googleBusiness.disconnect': () => ({}),
  'googleBusiness.locations': () => ({}),
  'googleBusiness.link': ({ target }) => ({ params: { id: target.businessId }, body: { accountName: 'accounts/1', locationName: 'locations/1' } }),
  'googleBusiness.unlink': ({ target }) => ({ params: { id: target.businessId } }),
  'googleBusiness.businessLink': ({ target }) => ({ params: { id: target.businessId } }),
  'googleBusiness.updatePreview': ({ target }) => ({ params: { id: target.businessId } }),
  'googleBusiness.update': ({ target }) => ({ params: { id: target.businessId }, body: { fields: ['name'] } }),
  'googleBusiness.batchUpdate': ({ target }) => ({ body: { businessIds: [target.businessId] } }),

  'reports.get': ({ target }) => ({ query: { businessId: target.businessId } }),
  'reports.exportCsv': ({ target }) => ({ query: { businessId: target.businessId } }),
  'reports.exportPdf': ({ target }) => ({ query: { businessId: target.businessId } }),
  'reports.schedule': () => ({}),
  'reports.updateSchedule': ({ target }) => ({
    body: { enabled: true, frequency: 'weekly', recipients: ['someone@example.com'], organizationId: target.organizationId },
  }),
  'reports.sendNow': () => ({ body: { recipients: ['someone@example.com'] } }),
  'reports.previewRecipient': () => ({ body: { token: 'x'.repeat(43) } }),
  'reports.confirmRecipient': () => ({ body: { token: 'x'.repeat(43) } }),
  'reports.declineRecipient': () => ({ body: { token: 'x'.repeat(43) } }),

  'admin.overview': () => ({}),
  'admin.users': () => ({}),
  'admin.updateUser': ({ target }) => ({ params: { id: target.memberId }, body: { emailVerified: true } }),
  'admin.endUserSessions': ({ target }) => ({ params: { id: target.memberId } }),
  'admin.organizations': () => ({}),
  'admin.updateOrganization': ({ target }) => ({ params: { id: target.organizationId }, body: { isActive: true } }),
  'admin.directories': () => ({}),
  'admin.audit': ({ target }) => ({ query: { organizationId: target.organizationId } }),

  'adminSettings.listSettings': () => ({}),
  'adminSettings.listSettingsByCategory': () => ({ params: { category: 'general' } }),
  'adminSettings.updateSetting': () => ({ params: { key: 'general.matrix-probe' }, body: { value: 'on', category: 'general' } }),
  'adminSettings.deleteSetting': async ({ fresh }) => ({ params: { key: await fresh.setting() } }),
  'adminSettings.initializeSettings': () => ({}),
  'adminSettings.dataAxleConfig': () => ({}),
  'adminSettings.updateDataAxleConfig': () => ({ body: { enabled: true, environment: 'sandbox' } }),
  'adminSettings.testDataAxle': () => ({}),
  'adminSettings.dataAxleStatus': () => ({}),
  'adminCitationSources.citationSources': () => ({}),
  // Switched off, so the test that follows makes no call to the real service.
  'adminCitationSources.updateCitationSource': () => ({ params: { id: 'openstreetmap' }, body: { enabled: false } }),
  'adminCitationSources.testCitationSource': () => ({ params: { id: 'openstreetmap' } }),

  'system.health': () => ({}),
};

const ROUTES = Object.entries(contract).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, RouteDefinition>).map(([name, route]) => ({ key: `${area}.${name}` as RouteKey, route })),
);

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  const callers = new Map<Caller, CallerAccount>();
  let server: TestServer;
  let world: World;
  let other: Tenant;
  let fresh: Fresh;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { repositories } = server.database;
    const [home, partnerHome, adminHome] = await Promise.all([
      createTestTenant(server, `home-${dialect}`, { role: 'business' }),
      createTestTenant(server, `partner-${dialect}`, { role: 'partner' }),
      createTestTenant(server, `admin-${dialect}`, { role: 'business' }),
    ]);
    other = await createTestTenant(server, `other-${dialect}`);
    world = {
      server,
      signInEmail: (await registerTestAccount(server, { prefix: 'sign-in' })).email,
      otherSessionId: (await repositories.sessions.listByUser(other.ownerId, new Date()))[0]!.id,
    };
    await makeAdmin(server, {
      email: adminHome.ownerEmail,
      token: adminHome.token,
      userId: adminHome.ownerId,
      organizationId: adminHome.organizationId,
    });

    const owned = (name: Caller, t: Tenant): CallerAccount => ({
      name,
      token: t.token,
      userId: t.ownerId,
      email: t.ownerEmail,
      home: t,
      role: 'owner',
    });
    callers.set('signedOut', { name: 'signedOut', userId: '', email: uniqueEmail('nobody'), home, role: 'viewer' });
    for (const [name, role] of [['viewer', 'viewer'], ['member', 'member'], ['orgAdmin', 'admin']] as const) {
      const user = await createTestUser(server, name);
      await repositories.organizations.addMember({ userId: user.id, organizationId: home.organizationId, role });
      const { token } = await createTestSession(server, user.id, home.organizationId);
      callers.set(name, { name, token, userId: user.id, email: user.email, home, role });
    }
    callers.set('owner', owned('owner', home));
    callers.set('partner', owned('partner', partnerHome));
    callers.set('admin', owned('admin', adminHome));

    const admin = callers.get('admin')!;
    fresh = {
      business: async (t) => (await createTestBusiness(server, t.token, { name: 'Short-lived bakery' })).id,
      async member(t) {
        const user = await createTestUser(server, 'short-lived');
        await repositories.organizations.addMember({ userId: user.id, organizationId: t.organizationId, role: 'member' });
        return user.id;
      },
      async invitation(t, email = uniqueEmail('invitee')) {
        const expiresAt = new Date(Date.now() + 86_400_000);
        const token = await plantInvitation(server, { organizationId: t.organizationId, email, role: 'viewer', expiresAt });
        const pending = await repositories.invitations.listPending(t.organizationId, new Date());
        return { id: pending.find((invitation) => invitation.email === email)!.id, token };
      },
      // One issue per business, platform and kind, so each call's issue is on a platform of its own.
      citationIssue: (t) => createTestCitationIssue(server, t.organizationId, t.businessId, `directory-${++n}`),
      listingMark: async (t) =>
        (
          await server.database.repositories.citationListingMarks.add({
            organizationId: t.organizationId,
            businessId: t.businessId,
            kind: 'added',
            directory: 'yelp',
            url: `https://www.yelp.com/biz/matrix-${++n}`,
            source: null,
            listingId: null,
            createdByUserId: null,
          })
        ).id,
      session: async (caller) => (caller.token ? createTestSession(server, caller.userId, caller.home.organizationId) : undefined),
      async setting() {
        const key = `general.short-lived-${++n}`;
        const made = await server.request('PUT', `/api/admin/settings/${key}`, { token: admin.token, body: { value: 'x', category: 'general' } });
        if (made.status !== 200) throw new Error(`Making a setting failed: ${made.status} ${made.text}`);
        return key;
      },
      email: () => uniqueEmail('matrix'),
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has one row and one call for every route of the contract, and none for a route it lacks', () => {
    const routes = ROUTES.map(({ key }) => key).sort();
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(routes);
    expect(Object.keys(CALLS).sort()).toEqual(routes);
  });

  it.each(ROUTES.map(({ key, route }) => [key, route] as const))('%s answers as the matrix says', async (key, route) => {
    const wrong: string[] = [];
    for (const name of CALLERS) {
      const caller = callers.get(name)!;
      for (const target of ['own', 'other'] as const) {
        const call = await CALLS[key]({ world, caller, target: target === 'own' ? caller.home : other, other: target === 'other', fresh });
        const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
        const response = await server.request<{ code?: string; message?: string }>(
          route.method.toUpperCase(),
          buildPath(route.path, call.params) + query,
          { token: call.token ?? caller.token, body: call.body },
        );
        const expected = expectedAnswer(AUTHORIZATION_MATRIX[key][name], target);
        const status = expected === 'ok' ? route.status : expected;
        const code = REFUSAL_CODES[status];
        // A 404 must be the object's, not a path the app does not know.
        const refusedAsExpected = !code || (response.body.code === code && !response.body.message?.startsWith('No API route'));
        if (response.status !== status || !refusedAsExpected) {
          wrong.push(`${name}/${target}: expected ${status}, got ${response.status} ${response.text.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
