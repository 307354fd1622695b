import type { Listing } from '../../shared/contract/listings';
import { createAccount } from '../services/accounts/accounts';
import { generateSessionToken, hashSessionToken } from '../services/accounts/session-tokens';
import { plantInvitation } from './accounts';
import { createTestBusiness, publishTestBusiness } from './businesses';
import type { TestServer } from './test-server';

/** An organization with one of everything an organization-scoped route can name. */
export interface Tenant {
  token: string;
  ownerId: string;
  ownerEmail: string;
  organizationId: string;
  organizationName: string;
  memberId: string;
  invitationId: string;
  clientId: string;
  businessId: string;
  listingIds: string[];
  submissionId: string;
  batchId: string;
  citationIssueId: string;
}

let counter = 0;

/** A verified account made in the database, without a password, in its own new organization. */
export function createTestUser(server: TestServer, label: string, role: 'business' | 'partner' = 'business') {
  const n = ++counter;
  return createAccount(server.database.repositories, {
    email: `${label}-${n}-${Date.now()}@example.com`,
    usernameSource: `${label}${n}`,
    name: `${label} ${n}`,
    password: null,
    role,
    emailVerified: true,
  });
}

/** A session made the way sign-in makes one, working in the organization. */
export async function createTestSession(
  server: TestServer,
  userId: string,
  organizationId: string,
): Promise<{ token: string; sessionId: string }> {
  const token = generateSessionToken();
  const session = await server.database.repositories.sessions.create({
    userId,
    token: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    lastUsedAt: new Date(),
    organizationId,
  });
  return { token, sessionId: session.id };
}

/** A match batch of the business, run to its end so nothing changes behind a snapshot. */
async function finishedBatch(server: TestServer, token: string, businessId: string): Promise<string> {
  const created = await server.request<{ batch: { id: string } }>('POST', '/api/data-axle/businesses/batch-match', {
    token,
    body: { businessIds: [businessId] },
  });
  for (let look = 0; look < 2000; look++) {
    const path = `/api/data-axle/batches/${created.body.batch.id}`;
    const { batch } = (await server.request<{ batch: { status: string } }>('GET', path, { token })).body;
    if (batch.status === 'completed') return created.body.batch.id;
  }
  throw new Error('The batch did not finish');
}

/**
 * An organization owned by a new account (a partner organization for a partner), with a member, a
 * pending invitation, a client, and a published business with a submission, a batch and an open
 * citation issue. Its limits are raised so tests can add businesses and people freely.
 */
export async function createTestTenant(
  server: TestServer,
  label: string,
  options: { role?: 'business' | 'partner' } = {},
): Promise<Tenant> {
  const { repositories } = server.database;
  const owner = await createTestUser(server, `${label}-owner`, options.role ?? 'partner');
  const { organizationId, organization } = (await repositories.organizations.membershipsOf(owner.id))[0]!;
  await repositories.organizations.update(organizationId, { maxBusinesses: 100, maxUsers: 100 });
  const member = await createTestUser(server, `${label}-member`);
  await repositories.organizations.addMember({ userId: member.id, organizationId, role: 'member' });
  await plantInvitation(server, { organizationId, email: `${label}-invitee@example.com`, role: 'member', expiresAt: new Date(Date.now() + 86_400_000) });
  const invitationId = (await repositories.invitations.listPending(organizationId, new Date()))[0]!.id;
  const client = await repositories.organizations.createWithOwner({
    name: `${label} client`,
    slug: `${label}-client-${++counter}-${Date.now()}`,
    ownerId: owner.id,
    partnerOrganizationId: organizationId,
  });
  const { token } = await createTestSession(server, owner.id, organizationId);
  const business = await createTestBusiness(server, token, { name: `${label} bakery` });
  const listings = await publishTestBusiness(server, token, business.id);
  const submissions = await server.request<{ submissions: { id: string }[] }>('GET', '/api/data-axle/submissions', { token });
  const batchId = await finishedBatch(server, token, business.id);
  const issue = await createTestCitationIssue(server, organizationId, business.id);
  return {
    token,
    ownerId: owner.id,
    ownerEmail: owner.email,
    organizationId,
    organizationName: organization.name,
    memberId: member.id,
    invitationId,
    clientId: client.id,
    businessId: business.id,
    listingIds: listings.map((listing: Listing) => listing.id),
    submissionId: submissions.body.submissions[0]!.id,
    batchId,
    citationIssueId: issue,
  };
}

/** An open phone-mismatch issue of the business on the platform; answers its id. */
export async function createTestCitationIssue(
  server: TestServer,
  organizationId: string,
  businessId: string,
  platform = 'yelp',
): Promise<string> {
  const issue = await server.database.repositories.citationIssues.create({
    organizationId,
    businessId,
    platform,
    issueType: 'phone_mismatch',
    expectedValue: '(217) 555-0132',
    actualValue: '(217) 555-0199',
  });
  return issue.id;
}

/** What an organization looks like from its owner's side, to prove a test changed nothing of it. */
export async function snapshotTenant(server: TestServer, t: Tenant) {
  const get = async (path: string) => (await server.request('GET', path, { token: t.token })).body;
  return {
    organization: await get('/api/organization'),
    members: await get('/api/organization/members'),
    invitations: await get('/api/organization/invitations'),
    clients: await get('/api/partner/clients'),
    businesses: await get('/api/businesses?limit=100'),
    business: await get(`/api/businesses/${t.businessId}`),
    listings: await get('/api/listings?limit=100'),
    listingSummary: await get('/api/listings/summary'),
    metrics: await get('/api/dashboard/metrics'),
    activity: await get('/api/dashboard/activity?limit=100'),
    directories: await get('/api/data-axle/directories'),
    submissions: await get('/api/data-axle/submissions'),
    batches: await get('/api/data-axle/batches'),
    businessesCsv: await get('/api/businesses/export'),
    listingsCsv: await get('/api/listings/export'),
    citationIssues: await get('/api/citation-issues?status=all'),
    citationScan: await get(`/api/businesses/${t.businessId}/citation-scan`),
    citationSummary: await get('/api/citations/summary'),
    citationSchedule: await get('/api/citations/schedule'),
    reportSchedule: await get('/api/reports/schedule'),
  };
}
