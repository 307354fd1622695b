import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTestOrganization, registerTestAccount, type TestAccount } from '../testing/accounts';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// A partner's staff member opens a client ("work in"), is then removed from the partner, left it, or demoted,
// and tries to go on working in the client.

describe.each(DIALECTS)("a partner's former staff and its clients on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function partnerWithClient(name: string) {
    const partner = await registerTestAccount(server, { role: 'partner' });
    const created = await server.request<{ client: { id: string } }>('POST', '/api/partner/clients', {
      token: partner.token,
      body: { name, plan: 'business' },
    });
    expect(created.status, created.text).toBe(201);
    return { partner, clientId: created.body.client.id };
  }

  /** Staff of the partner who worked in the client once. */
  async function staffWhoWorkedIn(partnerOrganizationId: string, clientId: string): Promise<TestAccount> {
    const staff = await joinTestOrganization(server, partnerOrganizationId, 'admin');
    const acting = await server.request('POST', `/api/partner/clients/${clientId}/act`, { token: staff.token });
    expect(acting.status, acting.text).toBe(200);
    const validated = await server.request<{ organization: { id: string } }>('GET', '/api/auth/validate', { token: staff.token });
    expect(validated.body.organization.id).toBe(clientId);
    return staff;
  }

  const canOpen = async (staff: TestAccount, clientId: string) =>
    (await server.request('POST', '/api/organizations/switch', { token: staff.token, body: { organizationId: clientId } })).status === 200;

  it('ends client access when the partner removes the staff member, even in a session already inside the client', async () => {
    const { partner, clientId } = await partnerWithClient('Corner Bakery');
    const staff = await staffWhoWorkedIn(partner.organizationId, clientId);

    const removed = await server.request('DELETE', `/api/organization/members/${staff.userId}`, { token: partner.token });
    expect(removed.status, removed.text).toBe(200);

    // The session that was working in the client is back in the person's own organization.
    const validated = await server.request<{ organization: { id: string } }>('GET', '/api/auth/validate', { token: staff.token });
    expect(validated.body.organization.id).not.toBe(clientId);
    expect(await canOpen(staff, clientId)).toBe(false);
    expect(await server.database.repositories.organizations.membership(staff.userId, clientId)).toBeUndefined();
  });

  it('ends client access when the staff member leaves the partner', async () => {
    const { partner, clientId } = await partnerWithClient('Harbor Florist');
    const staff = await staffWhoWorkedIn(partner.organizationId, clientId);
    await server.request('POST', '/api/organizations/switch', { token: staff.token, body: { organizationId: partner.organizationId } });

    const left = await server.request('DELETE', `/api/organization/members/${staff.userId}`, { token: staff.token });
    expect(left.status, left.text).toBe(200);
    expect(await canOpen(staff, clientId)).toBe(false);
  });

  it("ends client access when the staff member is no longer one of the partner's admins", async () => {
    const { partner, clientId } = await partnerWithClient('Maple Dental');
    const staff = await staffWhoWorkedIn(partner.organizationId, clientId);

    const demoted = await server.request('PATCH', `/api/organization/members/${staff.userId}`, {
      token: partner.token,
      body: { role: 'member' },
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect(await canOpen(staff, clientId)).toBe(false);
  });

  it("keeps the client's own people, and hands a client its former creator owned to the partner's owner", async () => {
    const staff = await registerTestAccount(server, { role: 'partner' });
    const owner = await registerTestAccount(server, { role: 'business' });
    const { organizations } = server.database.repositories;
    // The partner's owner is `owner`; `staff` is an admin there who creates a client and so owns it.
    const partnerId = staff.organizationId;
    await organizations.addMember({ userId: owner.userId, organizationId: partnerId, role: 'owner' });
    const created = await server.request<{ client: { id: string } }>('POST', '/api/partner/clients', {
      token: staff.token,
      body: { name: 'Oak Street Books', plan: 'business' },
    });
    const clientId = created.body.client.id;
    const ownPerson = await joinTestOrganization(server, clientId, 'member');
    await organizations.setMemberRole(partnerId, staff.userId, 'admin');
    await server.request('POST', '/api/organizations/switch', { token: owner.token, body: { organizationId: partnerId } });

    const removed = await server.request('DELETE', `/api/organization/members/${staff.userId}`, { token: owner.token });
    expect(removed.status, removed.text).toBe(200);

    expect(await organizations.membership(staff.userId, clientId)).toBeUndefined();
    expect(await organizations.membership(ownPerson.userId, clientId)).toMatchObject({ role: 'member' });
    expect(await organizations.membership(owner.userId, clientId)).toMatchObject({ role: 'owner', throughPartner: true });
  });

  it('keeps a membership the client gave the person directly', async () => {
    const { partner, clientId } = await partnerWithClient('River Yoga');
    const staff = await joinTestOrganization(server, partner.organizationId, 'admin');
    await server.database.repositories.organizations.addMember({ userId: staff.userId, organizationId: clientId, role: 'member' });

    await server.request('DELETE', `/api/organization/members/${staff.userId}`, { token: partner.token });
    expect(await server.database.repositories.organizations.membership(staff.userId, clientId)).toMatchObject({
      role: 'member',
      throughPartner: false,
    });
  });
});
