import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, plantInvitation, type TestAccount } from '../testing/accounts';
import { createFakeDns, proveCustomDomain } from '../testing/fake-dns';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string; code?: string };
interface Details {
  organization: { id: string; name: string; role: string; usage: { users: number; pendingInvitations: number }; limits: { maxUsers: number } };
}

describe.each(DIALECTS)('organizations on %s', (dialect) => {
  let server: TestServer;
  let mail: MailCapture;
  const dns = createFakeDns();

  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(dialect, { smtp: { url: mail.url, from: 'no-reply@example.com' }, resolveTxt: dns.resolveTxt });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  /** A verified Business Pro owner (five seats), made directly so no verification mail is needed. */
  async function owner(): Promise<TestAccount> {
    const { createArgon2Hasher } = await import('../services/accounts/password-hasher');
    const { createAccount } = await import('../services/accounts/accounts');
    const email = `owner-${crypto.randomUUID()}@example.com`;
    const user = await createAccount(server.database.repositories, {
      email,
      usernameSource: email,
      name: 'Olga Owner',
      password: await createArgon2Hasher().hash('correct horse'),
      role: 'business_pro',
      emailVerified: true,
    });
    const login = await server.request<{ token: string; organization: { id: string } }>('POST', '/api/auth/login', {
      body: { email, password: 'correct horse' },
    });
    return { email, token: login.body.token, userId: user.id, organizationId: login.body.organization.id };
  }
  const as = (account: TestAccount) => ({ token: account.token });

  async function joinAs(organizationOwner: TestAccount, role: 'admin' | 'member' | 'viewer'): Promise<TestAccount> {
    const person = await owner();
    await server.database.repositories.organizations.addMember({
      userId: person.userId,
      organizationId: organizationOwner.organizationId,
      role,
    });
    await server.request('POST', '/api/organizations/switch', { ...as(person), body: { organizationId: organizationOwner.organizationId } });
    return { ...person, organizationId: organizationOwner.organizationId };
  }

  it('shows the current organization with its plan limits and usage', async () => {
    const me = await owner();
    const response = await server.request<Details>('GET', '/api/organization', as(me));
    expect(response.status).toBe(200);
    expect(response.body.organization).toMatchObject({
      id: me.organizationId,
      role: 'owner',
      plan: 'business_pro',
      limits: { maxBusinesses: 10, maxUsers: 5 },
      usage: { businesses: 0, users: 1, pendingInvitations: 0 },
    });
  });

  it('invites by email; the invited address accepts once and lands in the organization', async () => {
    const me = await owner();
    const invitee = await owner();
    const invited = await server.request<{ invitation: { id: string } }>('POST', '/api/organization/invitations', {
      ...as(me),
      body: { email: invitee.email.toUpperCase(), role: 'member' },
    });
    expect(invited.status).toBe(201);
    const message = await mail.waitFor(invitee.email, /invited you to/i);
    const link = message.links.find((l) => l.includes('/invitations/accept?token='))!;
    const token = new URL(link).searchParams.get('token')!;

    const preview = await server.request('POST', '/api/invitations/preview', { body: { token } });
    expect(preview.body).toMatchObject({ organizationName: "Olga Owner's organization", email: invitee.email, role: 'member' });

    const stranger = await owner();
    const wrong = await server.request<Body>('POST', '/api/invitations/accept', { ...as(stranger), body: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toContain(`This invitation is for ${invitee.email}`);

    const accepted = await server.request<{ organization: { id: string; role: string } }>('POST', '/api/invitations/accept', {
      ...as(invitee),
      body: { token },
    });
    expect(accepted.body.organization).toMatchObject({ id: me.organizationId, role: 'member' });
    // The session now works in the organization it joined.
    expect((await server.request<Details>('GET', '/api/organization', as(invitee))).body.organization.id).toBe(me.organizationId);
    expect((await server.request('POST', '/api/invitations/accept', { ...as(invitee), body: { token } })).status).toBe(400);

    const members = await server.request<{ members: { email: string; role: string }[] }>('GET', '/api/organization/members', as(me));
    expect(members.body.members.map((m) => [m.email, m.role])).toEqual([
      [me.email, 'owner'],
      [invitee.email, 'member'],
    ]);
  });

  it('refuses an expired invitation', async () => {
    const me = await owner();
    const invitee = await owner();
    const token = await plantInvitation(server, {
      organizationId: me.organizationId,
      email: invitee.email,
      role: 'member',
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await server.request<Body>('POST', '/api/invitations/accept', { ...as(invitee), body: { token } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This invitation is invalid, was already used or has expired.');
  });

  it('counts members and pending invitations against the plan’s users', async () => {
    const solo = await owner();
    await server.database.repositories.organizations.update(solo.organizationId, { plan: 'business', maxUsers: 1 });
    const response = await server.request<Body>('POST', '/api/organization/invitations', {
      ...as(solo),
      body: { email: 'colleague@example.com', role: 'member' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/^Your plan allows 1 user in .+\. Remove a member or withdraw an invitation, or upgrade the plan, to invite more\.$/);
  });

  it('lets admins manage members, owners manage owners, and keeps one owner', async () => {
    const me = await owner();
    const admin = await joinAs(me, 'admin');
    const member = await joinAs(me, 'member');

    const promote = await server.request('PATCH', `/api/organization/members/${member.userId}`, { ...as(admin), body: { role: 'viewer' } });
    expect(promote.status).toBe(200);
    const makeOwner = await server.request<Body>('PATCH', `/api/organization/members/${member.userId}`, {
      ...as(admin),
      body: { role: 'owner' },
    });
    expect(makeOwner.status).toBe(403);
    const demoteOwner = await server.request<Body>('PATCH', `/api/organization/members/${me.userId}`, { ...as(admin), body: { role: 'member' } });
    expect(demoteOwner.status).toBe(403);

    const lastOwner = await server.request<Body>('PATCH', `/api/organization/members/${me.userId}`, { ...as(me), body: { role: 'admin' } });
    expect(lastOwner.status).toBe(409);
    const leaveAsLastOwner = await server.request<Body>('DELETE', `/api/organization/members/${me.userId}`, as(me));
    expect(leaveAsLastOwner.status).toBe(409);

    const asViewer = await server.request<Body>('PATCH', `/api/organization/members/${admin.userId}`, {
      ...as(member),
      body: { role: 'viewer' },
    });
    expect(asViewer.status).toBe(403);

    expect((await server.request('DELETE', `/api/organization/members/${member.userId}`, as(admin))).status).toBe(200);
    expect((await server.request('DELETE', `/api/organization/members/${admin.userId}`, as(admin))).status).toBe(200);
    const members = await server.request<{ members: unknown[] }>('GET', '/api/organization/members', as(me));
    expect(members.body.members).toHaveLength(1);
  });

  it('refuses an id that is not an id with 400, on either database', async () => {
    const me = await owner();
    const calls = [
      server.request<Body>('PATCH', '/api/organization/members/not-an-id', { ...as(me), body: { role: 'viewer' } }),
      server.request<Body>('DELETE', '/api/organization/members/not-an-id', as(me)),
      server.request<Body>('DELETE', '/api/organization/invitations/not-an-id', as(me)),
      server.request<Body>('POST', '/api/organizations/switch', { ...as(me), body: { organizationId: 'not-an-id' } }),
    ];
    for (const response of await Promise.all(calls)) expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lets viewers read but not change, and members not manage invitations', async () => {
    const me = await owner();
    const viewer = await joinAs(me, 'viewer');
    const member = await joinAs(me, 'member');
    expect((await server.request('GET', '/api/organization', as(viewer))).status).toBe(200);
    expect((await server.request('PATCH', '/api/organization', { ...as(viewer), body: { name: 'Renamed' } })).status).toBe(403);
    expect((await server.request('GET', '/api/organization/invitations', as(member))).status).toBe(403);
    const renamed = await server.request<Details>('PATCH', '/api/organization', { ...as(me), body: { name: 'Blue Door Group' } });
    expect(renamed.body.organization.name).toBe('Blue Door Group');
  });

  it('lets only an owner delete, after typing the name, never their only organization, and moves the session on', async () => {
    const me = await owner();
    const other = await owner();
    const only = await server.request<Body>('DELETE', '/api/organization', {
      ...as(me),
      body: { confirmName: "Olga Owner's organization" },
    });
    expect(only.status).toBe(409);
    expect(only.body.message).toBe('This is your only organization, so it cannot be deleted.');

    // Owner in a second organization, with a business in it.
    await server.database.repositories.organizations.addMember({ userId: me.userId, organizationId: other.organizationId, role: 'owner' });
    const admin = await joinAs(other, 'admin');
    await server.request('POST', '/api/organizations/switch', { ...as(me), body: { organizationId: other.organizationId } });
    const created = await server.request<{ business: { id: string } }>('POST', '/api/businesses', {
      ...as(me),
      body: { name: 'Gone Soon Deli', category: 'restaurant', address: '1 Main St', city: 'Dayton', state: 'OH', zipCode: '45402', phone: '937-555-0100' },
    });
    expect(created.status).toBe(201);

    expect((await server.request('DELETE', '/api/organization', { ...as(admin), body: { confirmName: "Olga Owner's organization" } })).status).toBe(403);
    const mistyped = await server.request<Body>('DELETE', '/api/organization', { ...as(me), body: { confirmName: 'Olga' } });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.fieldErrors).toHaveProperty('confirmName');

    const deleted = await server.request<{ organization: { id: string } }>('DELETE', '/api/organization', {
      ...as(me),
      body: { confirmName: "Olga Owner's organization" },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.organization.id).toBe(me.organizationId);
    expect((await server.request<{ currentId: string }>('GET', '/api/organizations', as(me))).body.currentId).toBe(me.organizationId);
    expect(await server.database.repositories.organizations.findById(other.organizationId)).toBeUndefined();
    expect(await server.database.repositories.businesses.findInOrganization(other.organizationId, created.body.business.id)).toBeUndefined();
    // Its other members carry on in an organization of their own.
    const adminsNow = await server.request<{ organization: { id: string } }>('GET', '/api/organization', as(admin));
    expect(adminsNow.body.organization.id).not.toBe(other.organizationId);
  });

  it('switches only into organizations of one’s own', async () => {
    const me = await owner();
    const other = await owner();
    const refused = await server.request('POST', '/api/organizations/switch', { ...as(me), body: { organizationId: other.organizationId } });
    expect(refused.status).toBe(404);
    await server.database.repositories.organizations.addMember({ userId: me.userId, organizationId: other.organizationId, role: 'viewer' });
    const switched = await server.request<{ organization: { id: string; role: string } }>('POST', '/api/organizations/switch', {
      ...as(me),
      body: { organizationId: other.organizationId },
    });
    expect(switched.body.organization).toMatchObject({ id: other.organizationId, role: 'viewer' });
    const mine = await server.request<{ organizations: { id: string }[]; currentId: string }>('GET', '/api/organizations', as(me));
    expect(mine.body.currentId).toBe(other.organizationId);
    expect(mine.body.organizations.map((o) => o.id).sort()).toEqual([me.organizationId, other.organizationId].sort());
    // Validation reports the organization the session works in.
    expect((await server.request<Body>('GET', '/api/auth/validate', as(me))).body.organization).toMatchObject({ id: other.organizationId });
  });

  it('brands white-label organizations only, refuses unsafe CSS, and serves the brand by its proven custom domain', async () => {
    const me = await owner();
    const standard = await server.request<Body>('PATCH', '/api/organization', { ...as(me), body: { primaryColor: '#112233' } });
    expect(standard.status).toBe(403);

    const admin = await owner();
    await makeAdmin(server, admin);
    await server.request('PATCH', `/api/admin/organizations/${me.organizationId}`, { ...as(admin), body: { type: 'white_label' } });

    const unsafe = await server.request<Body>('PATCH', '/api/organization', {
      ...as(me),
      body: { customCss: '</style><script>alert(1)</script>' },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.fieldErrors).toEqual({ customCss: ['Custom CSS may not contain < or >'] });

    const domain = `listings-${dialect}-${Date.now()}.example.com`;
    const branded = await server.request('PATCH', '/api/organization', {
      ...as(me),
      body: { name: 'Acme Local', primaryColor: '#112233', customCss: '.sidebar { font-weight: 600 }', customDomain: domain },
    });
    expect(branded.status).toBe(200);
    expect((await server.request('GET', '/api/branding', as(me))).body).toEqual({
      brand: { name: 'Acme Local', logoUrl: null, primaryColor: '#112233', secondaryColor: null, customCss: '.sidebar { font-weight: 600 }' },
    });
    // Behind a load balancer the original host arrives as X-Forwarded-Host (fetch cannot set Host).
    const byDomain = () =>
      server.request<{ brand: { name: string } | null }>('GET', '/api/branding', { headers: { 'x-forwarded-host': domain } });
    // Until DNS proves the domain is theirs, it shows no brand.
    expect((await byDomain()).body.brand).toBeNull();
    await proveCustomDomain(server, dns, me.token);
    expect((await byDomain()).body.brand?.name).toBe('Acme Local');
    expect((await server.request('GET', '/api/branding')).body).toEqual({ brand: null });
  });
});
