import type { MemberRole } from '../../shared/domain/enums';
import { createAccount } from '../services/accounts/accounts';
import { generateSessionToken, hashSessionToken } from '../services/accounts/session-tokens';
import type { TestServer } from './test-server';

export interface TestAccount {
  email: string;
  token: string;
  userId: string;
  organizationId: string;
}

let counter = 0;

/** Registers an account (and its own organization) through the API and answers its session. */
export async function registerTestAccount(
  server: TestServer,
  options: { role?: 'business' | 'business_pro' | 'partner'; prefix?: string } = {},
): Promise<TestAccount> {
  const email = `${options.prefix ?? 'user'}${++counter}-${Date.now()}@example.com`;
  const response = await server.request<{ token: string; user: { id: string }; organization: { id: string } }>(
    'POST',
    '/api/auth/register',
    { body: { name: 'Test Person', email, password: 'correct horse', role: options.role ?? 'business' } },
  );
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${response.text}`);
  return { email, token: response.body.token, userId: response.body.user.id, organizationId: response.body.organization.id };
}

/** Makes an account a site admin directly in the database, as ADMIN_EMAIL would at start. */
export async function makeAdmin(server: TestServer, account: TestAccount): Promise<void> {
  await server.database.repositories.users.update(account.userId, { role: 'admin' });
}

/** An invitation token the test knows, stored as the service would store it. */
export async function plantInvitation(
  server: TestServer,
  input: { organizationId: string; email: string; role: 'owner' | 'admin' | 'member' | 'viewer'; expiresAt: Date },
): Promise<string> {
  const token = `invite-${++counter}-${'x'.repeat(32)}`;
  await server.database.repositories.invitations.create({ ...input, token: hashSessionToken(token), invitedByUserId: null });
  return token;
}

/** A new account that is a member of the organization with the role, its session working there. */
export async function joinTestOrganization(
  server: TestServer,
  organizationId: string,
  role: 'admin' | 'member' | 'viewer',
): Promise<TestAccount> {
  const person = await registerTestAccount(server, { prefix: role });
  await server.database.repositories.organizations.addMember({ userId: person.userId, organizationId, role });
  const switched = await server.request('POST', '/api/organizations/switch', { token: person.token, body: { organizationId } });
  if (switched.status !== 200) throw new Error(`Switching organization failed: ${switched.status} ${switched.text}`);
  return { ...person, organizationId };
}

/**
 * A verified account made in the database with a session in `organizationId` (its own new
 * organization, room for ten businesses, when absent): no sign-up flow, so it works with mail on and
 * under a fake clock (the session lasts from `now` until `expiresAt`).
 */
export async function createSessionedAccount(
  server: TestServer,
  options: { role?: MemberRole; organizationId?: string; now?: Date; expiresAt?: Date } = {},
): Promise<TestAccount> {
  const { repositories } = server.database;
  const role = options.role ?? 'owner';
  const n = ++counter;
  const email = `${role}${n}-${Date.now()}@example.com`;
  const user = await createAccount(repositories, {
    email,
    usernameSource: `${role}${n}`,
    name: `Pat ${role}`,
    password: null,
    role: 'business',
    emailVerified: true,
  });
  const own = (await repositories.organizations.membershipsOf(user.id))[0]!.organizationId;
  await repositories.organizations.update(own, { maxBusinesses: 10 });
  const organizationId = options.organizationId ?? own;
  if (options.organizationId) await repositories.organizations.addMember({ userId: user.id, organizationId, role });
  const token = generateSessionToken();
  const now = options.now ?? new Date();
  await repositories.sessions.create({
    userId: user.id,
    token: hashSessionToken(token),
    expiresAt: options.expiresAt ?? new Date(now.getTime() + 24 * 60 * 60 * 1000),
    lastUsedAt: now,
    organizationId,
  });
  return { email, token, userId: user.id, organizationId };
}
