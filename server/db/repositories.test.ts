import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { CursorError } from './cursor';
import type { NewOrganization, Page } from './records';
import { UniqueViolationError, type Database, type Repositories } from './repositories';

/** Every page of a paged list, following nextCursor to the end. */
async function allPages<T>(fetch: (cursor?: string) => Promise<Page<T>>): Promise<T[][]> {
  const pages = [await fetch()];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) pages.push(await fetch(cursor));
  return pages.map((page) => page.items);
}

/** The order every paged list promises: newest first, ties by id. */
const newestFirst = <T extends { createdAt: Date; id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));

describe.each(DIALECTS)('repositories on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  const newUser = (overrides: { email?: string; username?: string; name?: string } = {}) =>
    repos.users.create({
      email: overrides.email ?? `${unique('user')}@example.com`,
      username: overrides.username ?? unique('user'),
      name: overrides.name ?? 'Pat Owner',
      password: 'hash',
    });

  const newOrganization = async (overrides: Partial<NewOrganization> = {}) => {
    const owner = await newUser();
    const organization = await repos.organizations.createWithOwner({
      name: 'Acme',
      slug: unique('acme'),
      ...overrides,
      ownerId: owner.id,
    });
    return { owner, organization };
  };

  const businessInput = (organizationId: string) => ({
    organizationId,
    name: 'Blue Door Cafe',
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0100',
    category: 'restaurant',
  });

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reports its dialect and answers a ping', async () => {
    expect(database.dialect).toBe(dialect);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  describe('users', () => {
    it('makes a new user a local, unverified business user and maps columns to typed values', async () => {
      const user = await newUser();
      expect(user).toMatchObject({
        role: 'business',
        emailVerified: false,
        provider: 'local',
        lastLogin: null,
        googleId: null,
        avatarUrl: null,
      });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.createdAt).toBeInstanceOf(Date);
      expect(user.updatedAt).toBeInstanceOf(Date);
    });

    it('finds by id and email, and updates', async () => {
      const user = await newUser();
      expect((await repos.users.findByEmail(user.email))?.id).toBe(user.id);
      expect((await repos.users.findById(user.id))?.email).toBe(user.email);
      expect(await repos.users.findByEmail('nobody@example.com')).toBeUndefined();

      const lastLogin = new Date('2026-01-02T03:04:05.678Z');
      const updated = await repos.users.update(user.id, { lastLogin, emailVerified: true, role: 'partner' });
      expect(updated).toMatchObject({ lastLogin, emailVerified: true, role: 'partner' });
    });

    it('rejects a second account with the same email', async () => {
      const user = await newUser();
      await expect(newUser({ email: user.email })).rejects.toBeInstanceOf(UniqueViolationError);
    });

    it('keeps social ids unique', async () => {
      const first = await newUser();
      const second = await newUser();
      await repos.users.update(first.id, { googleId: `g-${first.id}` });
      await expect(repos.users.update(second.id, { googleId: `g-${first.id}` })).rejects.toBeInstanceOf(
        UniqueViolationError,
      );
    });
  });

  describe('users by username, social id and tokens', () => {
    it('finds users by each lookup key and keeps usernames unique', async () => {
      const user = await newUser();
      expect((await repos.users.findByUsername(user.username))?.id).toBe(user.id);
      await expect(newUser({ username: user.username })).rejects.toBeInstanceOf(UniqueViolationError);

      const linked = await repos.users.update(user.id, {
        linkedinId: `li-${user.id}`,
        emailVerificationToken: `verify-${user.id}`,
        emailVerificationExpires: new Date('2030-01-01T00:00:00.000Z'),
        resetPasswordToken: `reset-${user.id}`,
      });
      expect(linked?.emailVerificationExpires?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
      expect((await repos.users.findBySocialId('linkedinId', `li-${user.id}`))?.id).toBe(user.id);
      expect(await repos.users.findBySocialId('googleId', `li-${user.id}`)).toBeUndefined();
      expect((await repos.users.findByVerificationToken(`verify-${user.id}`))?.id).toBe(user.id);
      expect((await repos.users.findByResetToken(`reset-${user.id}`))?.id).toBe(user.id);
      expect(await repos.users.findByResetToken('no-such-token')).toBeUndefined();
    });
  });

  describe('user search', () => {
    it('pages newest first without repeats, and counts every user', async () => {
      const before = await repos.users.count();
      const marker = `[${unique('pager')}]`;
      const created = [];
      for (let i = 0; i < 5; i++) created.push(await newUser({ name: `${marker} ${i}` }));
      expect(await repos.users.count()).toBe(before + 5);

      const pages = await allPages((cursor) => repos.users.search({ text: marker, limit: 2, cursor }));
      expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((u) => u.id)).toEqual(newestFirst(created).map((u) => u.id));
      expect((await repos.users.search({ text: marker, limit: 5 })).nextCursor).toBeNull();
    });

    it('matches %, _ and \\ literally, ignoring case, in email, username and name', async () => {
      const marker = unique('esc');
      const percent = await newUser({ name: `${marker} 50% off` });
      await newUser({ name: `${marker} 500 off` });
      const underscore = await newUser({ name: `${marker} a_b` });
      await newUser({ name: `${marker} axb` });
      const backslash = await newUser({ name: `${marker} c\\d` });
      const ids = async (text: string) => (await repos.users.search({ text, limit: 10 })).items.map((u) => u.id);

      expect(await ids('%')).toEqual([percent.id]);
      expect(await ids(`${marker} 50%`)).toEqual([percent.id]);
      expect(await ids(`${marker.toUpperCase()} A_B`)).toEqual([underscore.id]);
      expect(await ids(`${marker} c\\d`)).toEqual([backslash.id]);
      expect(await ids(percent.username.toUpperCase())).toEqual([percent.id]);
      expect(await ids(underscore.email.replace('@example.com', ''))).toEqual([underscore.id]);
    });

    it('filters by role', async () => {
      const marker = unique('role');
      await newUser({ name: marker });
      const partner = await newUser({ name: marker });
      await repos.users.update(partner.id, { role: 'partner' });
      const page = await repos.users.search({ text: marker, role: 'partner', limit: 10 });
      expect(page.items.map((u) => u.id)).toEqual([partner.id]);
    });

    it('rejects a cursor it did not make', async () => {
      await expect(repos.users.search({ limit: 2, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(CursorError);
      await expect(repos.organizations.search({ limit: 2, cursor: 'bm9wZQ' })).rejects.toBeInstanceOf(CursorError);
      const notUuid = Buffer.from('1:x').toString('base64url');
      await expect(repos.auditLog.list({ limit: 2, cursor: notUuid })).rejects.toBeInstanceOf(CursorError);
    });
  });

  describe('sessions', () => {
    const session = (userId: string, overrides: { expiresAt?: Date; lastUsedAt?: Date } = {}) =>
      repos.sessions.create({
        userId,
        token: unique('hash'),
        expiresAt: overrides.expiresAt ?? new Date(Date.now() + 60_000),
        lastUsedAt: overrides.lastUsedAt ?? new Date(),
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        ipAddress: '203.0.113.9',
      });

    it('stores, finds, touches, deletes and expires sessions', async () => {
      const user = await newUser();
      const expiresAt = new Date(Date.now() + 60_000);
      const created = await session(user.id, { expiresAt });
      expect(created).toMatchObject({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ipAddress: '203.0.113.9' });
      expect(created.expiresAt.getTime()).toBe(expiresAt.getTime());
      expect((await repos.sessions.findSignedIn(created.token))?.session.userId).toBe(user.id);

      const later = new Date(created.lastUsedAt.getTime() + 5_000);
      await repos.sessions.touch(created.id, later);
      expect((await repos.sessions.findSignedIn(created.token))?.session.lastUsedAt.getTime()).toBe(later.getTime());

      const stale = await session(user.id, { expiresAt: new Date(1000) });
      expect(await repos.sessions.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
      expect(await repos.sessions.findSignedIn(stale.token)).toBeUndefined();
      expect(await repos.sessions.findSignedIn(created.token)).toBeDefined();

      await repos.sessions.deleteByToken(created.token);
      expect(await repos.sessions.findSignedIn(created.token)).toBeUndefined();
    });

    it("lists a user's live sessions newest first and deletes only their own", async () => {
      const user = await newUser();
      const other = await newUser();
      const older = await session(user.id, { lastUsedAt: new Date('2026-01-01T00:00:00.000Z') });
      const newer = await session(user.id, { lastUsedAt: new Date('2026-02-01T00:00:00.000Z') });
      await session(user.id, { expiresAt: new Date(Date.now() - 1000) });
      const theirs = await session(other.id);

      expect((await repos.sessions.listByUser(user.id, new Date())).map((s) => s.id)).toEqual([newer.id, older.id]);
      expect(await repos.sessions.deleteForUser(user.id, theirs.id)).toBe(false);
      expect(await repos.sessions.findSignedIn(theirs.token)).toBeDefined();
      expect(await repos.sessions.deleteForUser(user.id, older.id)).toBe(true);
      expect(await repos.sessions.deleteForUser(user.id, older.id)).toBe(false);
    });

    it('ends every session of a user but the one kept', async () => {
      const user = await newUser();
      const kept = await session(user.id);
      await session(user.id);
      await session(user.id);
      const bystander = await session((await newUser()).id);

      expect(await repos.sessions.deleteAllForUser(user.id, kept.id)).toBe(2);
      expect((await repos.sessions.listByUser(user.id, new Date())).map((s) => s.id)).toEqual([kept.id]);
      expect(await repos.sessions.deleteAllForUser(user.id)).toBe(1);
      expect(await repos.sessions.findSignedIn(bystander.token)).toBeDefined();
    });
  });

  describe('sessions and organizations', () => {
    it('remember the organization a session works in, until it is deleted', async () => {
      const { owner, organization } = await newOrganization();
      const created = await repos.sessions.create({
        userId: owner.id,
        token: unique('hash'),
        expiresAt: new Date(Date.now() + 60_000),
        lastUsedAt: new Date(),
      });
      expect(created.organizationId).toBeNull();

      await repos.sessions.setOrganization(created.id, organization.id);
      expect((await repos.sessions.findSignedIn(created.token))?.session.organizationId).toBe(organization.id);
      await repos.organizations.delete(organization.id);
      expect((await repos.sessions.findSignedIn(created.token))?.session.organizationId).toBeNull();
    });

    it('read with the user and the membership of the session organization in one lookup', async () => {
      const { owner, organization } = await newOrganization();
      const other = await newOrganization();
      const created = await repos.sessions.create({
        userId: owner.id,
        token: unique('hash'),
        expiresAt: new Date(Date.now() + 60_000),
        lastUsedAt: new Date(),
      });
      expect(await repos.sessions.findSignedIn(unique('missing'))).toBeUndefined();

      const withoutOrganization = await repos.sessions.findSignedIn(created.token);
      expect(withoutOrganization?.session.id).toBe(created.id);
      expect(withoutOrganization?.user).toMatchObject({ id: owner.id, email: owner.email });
      expect(withoutOrganization?.membership).toBeUndefined();

      await repos.sessions.setOrganization(created.id, organization.id);
      const working = await repos.sessions.findSignedIn(created.token);
      expect(working?.membership).toMatchObject({ userId: owner.id, organizationId: organization.id, role: 'owner' });
      expect(working?.membership?.organization).toMatchObject({ id: organization.id, name: organization.name });

      // A session pointing at an organization the user is not in finds no membership.
      await repos.sessions.setOrganization(created.id, other.organization.id);
      expect((await repos.sessions.findSignedIn(created.token))?.membership).toBeUndefined();
    });

    it('are read together when asked for at once, each answered with its own user and organization', async () => {
      const first = await newOrganization();
      const second = await newOrganization();
      const signIn = async ({ owner, organization }: Awaited<ReturnType<typeof newOrganization>>) => {
        const created = await repos.sessions.create({
          userId: owner.id,
          token: unique('hash'),
          expiresAt: new Date(Date.now() + 60_000),
          lastUsedAt: new Date(),
        });
        await repos.sessions.setOrganization(created.id, organization.id);
        return created.token;
      };
      const [firstToken, secondToken] = [await signIn(first), await signIn(second)];

      const answers = await Promise.all(
        [firstToken, unique('missing'), secondToken, firstToken].map((token) => repos.sessions.findSignedIn(token)),
      );

      expect(answers.map((answer) => answer && [answer.user.id, answer.membership?.organization.id])).toEqual([
        [first.owner.id, first.organization.id],
        undefined,
        [second.owner.id, second.organization.id],
        [first.owner.id, first.organization.id],
      ]);
    });
  });

  describe('login codes', () => {
    it('are consumed once, and never after they expire', async () => {
      const user = await newUser();
      const now = new Date();
      await repos.loginCodes.create({ code: unique('code'), userId: user.id, expiresAt: new Date(now.getTime() + 60_000) });
      const code = `code-${counter}`;
      expect(await repos.loginCodes.consume(code, now)).toBe(user.id);
      expect(await repos.loginCodes.consume(code, now)).toBeUndefined();

      await repos.loginCodes.create({ code: unique('code'), userId: user.id, expiresAt: new Date(now.getTime() - 1) });
      expect(await repos.loginCodes.consume(`code-${counter}`, now)).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('count hits in a fixed window and start over when it has passed', async () => {
      const key = unique('login:ip');
      const start = new Date('2026-03-01T10:00:00.000Z');
      const windowMs = 60_000;
      expect((await repos.rateLimits.hit(key, windowMs, start)).count).toBe(1);
      expect((await repos.rateLimits.hit(key, windowMs, new Date(start.getTime() + 10_000))).count).toBe(2);
      const third = await repos.rateLimits.hit(key, windowMs, new Date(start.getTime() + 59_999));
      expect(third.count).toBe(3);
      expect(third.windowStart.getTime()).toBe(start.getTime());

      const next = new Date(start.getTime() + windowMs);
      const fresh = await repos.rateLimits.hit(key, windowMs, next);
      expect(fresh).toEqual({ count: 1, windowStart: next });
      expect((await repos.rateLimits.hit(key, windowMs, next)).count).toBe(2);

      await repos.rateLimits.reset(key);
      expect((await repos.rateLimits.hit(key, windowMs, next)).count).toBe(1);
    });

    it('counts every concurrent hit', async () => {
      const key = unique('burst');
      const now = new Date();
      const results = await Promise.all(Array.from({ length: 10 }, () => repos.rateLimits.hit(key, 60_000, now)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });

  describe('organizations and memberships', () => {
    it('creates an organization with the business plan defaults with its owner as member', async () => {
      const { owner, organization } = await newOrganization();
      expect(organization).toMatchObject({
        type: 'standard',
        plan: 'business',
        maxBusinesses: 1,
        maxUsers: 1,
        allowedDirectories: [],
        settings: {},
        isActive: true,
        ownerId: owner.id,
      });
      const memberships = await repos.organizations.membershipsOf(owner.id);
      expect(memberships).toHaveLength(1);
      expect(memberships[0]).toMatchObject({ role: 'owner', organizationId: organization.id });
      expect(memberships[0]?.organization.slug).toBe(organization.slug);
      expect((await repos.organizations.findBySlug(organization.slug))?.id).toBe(organization.id);
    });

    it('keeps slugs unique and leaves nothing behind when creation fails', async () => {
      const { organization } = await newOrganization();
      const other = await newUser();
      await expect(
        repos.organizations.createWithOwner({ name: 'Copy', slug: organization.slug, ownerId: other.id }),
      ).rejects.toBeInstanceOf(UniqueViolationError);
      expect(await repos.organizations.membershipsOf(other.id)).toEqual([]);
    });

    it('adds members with a role, once per organization', async () => {
      const { organization } = await newOrganization();
      const member = await newUser();
      const membership = await repos.organizations.addMember({
        userId: member.id,
        organizationId: organization.id,
        role: 'viewer',
      });
      expect(membership.role).toBe('viewer');
      expect(membership.joinedAt).toBeInstanceOf(Date);
      await expect(
        repos.organizations.addMember({ userId: member.id, organizationId: organization.id, role: 'member' }),
      ).rejects.toBeInstanceOf(UniqueViolationError);
    });

    it('stores JSON lists and settings as given', async () => {
      const owner = await newUser();
      const organization = await repos.organizations.createWithOwner({
        name: 'Agency',
        slug: unique('agency'),
        ownerId: owner.id,
        plan: 'partner',
        type: 'white_label',
        allowedDirectories: ['google', 'yelp'],
        settings: { scanFrequency: 'weekly', nested: { on: true } },
      });
      const loaded = await repos.organizations.findById(organization.id);
      expect(loaded).toMatchObject({
        plan: 'partner',
        type: 'white_label',
        allowedDirectories: ['google', 'yelp'],
        settings: { scanFrequency: 'weekly', nested: { on: true } },
      });
    });
  });

  describe('organization administration', () => {
    it('updates, finds by custom domain and keeps slugs unique', async () => {
      const { organization } = await newOrganization();
      const other = await newOrganization();
      const domain = `${unique('listings')}.agency.example`;
      const updated = await repos.organizations.update(organization.id, {
        name: 'Acme Listings',
        customDomain: domain,
        maxUsers: 5,
        allowedDirectories: ['bing'],
      });
      expect(updated).toMatchObject({ name: 'Acme Listings', customDomain: domain, maxUsers: 5, allowedDirectories: ['bing'] });
      // Claimed, not proven: nobody holds it yet.
      expect(await repos.organizations.findByProvenDomain(domain)).toBeUndefined();
      await expect(repos.organizations.update(organization.id, { slug: other.organization.slug })).rejects.toBeInstanceOf(
        UniqueViolationError,
      );
      expect(await repos.organizations.update(randomUUID(), { name: 'Ghost' })).toBeUndefined();
    });

    it('marks a custom domain proven only while it is still the one that was checked', async () => {
      const { organization } = await newOrganization();
      const domain = `${unique('proven')}.agency.example`;
      const created = await repos.organizations.update(organization.id, { customDomain: domain });
      expect(created?.customDomainVerifiedAt).toBeNull();
      const at = new Date('2025-03-01T12:00:00.000Z');
      expect(await repos.organizations.markCustomDomainVerified(organization.id, `other-${domain}`, at)).toBeUndefined();
      expect((await repos.organizations.findById(organization.id))?.customDomainVerifiedAt).toBeNull();
      expect((await repos.organizations.markCustomDomainVerified(organization.id, domain, at))?.customDomainVerifiedAt).toEqual(at);
      expect((await repos.organizations.findByProvenDomain(domain))?.id).toBe(organization.id);
      expect(await repos.organizations.findByProvenDomain('nowhere.example')).toBeUndefined();
    });

    it('lets unproven claims of a domain coexist, and one organization only prove it', async () => {
      const first = (await newOrganization()).organization;
      const second = (await newOrganization()).organization;
      const domain = `${unique('shared')}.agency.example`;
      await repos.organizations.update(first.id, { customDomain: domain });
      await repos.organizations.update(second.id, { customDomain: domain });
      const at = new Date('2025-03-01T12:00:00.000Z');
      expect(await repos.organizations.markCustomDomainVerified(second.id, domain, at)).toMatchObject({ id: second.id });
      await expect(repos.organizations.markCustomDomainVerified(first.id, domain, at)).rejects.toBeInstanceOf(UniqueViolationError);
      expect((await repos.organizations.findByProvenDomain(domain))?.id).toBe(second.id);
    });

    it('deletes an organization with its memberships and businesses, once', async () => {
      const { owner, organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      const before = await repos.organizations.count();

      expect(await repos.organizations.delete(organization.id)).toBe(true);
      expect(await repos.organizations.delete(organization.id)).toBe(false);
      expect(await repos.organizations.count()).toBe(before - 1);
      expect(await repos.organizations.findById(organization.id)).toBeUndefined();
      expect(await repos.organizations.membershipsOf(owner.id)).toEqual([]);
      expect(await repos.businesses.findInOrganization(organization.id, business.id)).toBeUndefined();
    });

    it('searches name and slug ignoring case, partners only when asked, newest first across pages', async () => {
      const marker = unique('org-search');
      const plain = await newOrganization({ name: `${marker} Bakery` });
      const partnerBySlug = await newOrganization({ name: 'Agency', slug: `${marker}-agency`, plan: 'partner' });
      const partnerByName = await newOrganization({ name: `${marker} 100% Local`, plan: 'partner' });
      const ids = (page: { id: string }[]) => page.map((o) => o.id);

      const pages = await allPages((cursor) =>
        repos.organizations.search({ text: marker.toUpperCase(), limit: 2, cursor }),
      );
      expect(pages.map((items) => items.length)).toEqual([2, 1]);
      expect(ids(pages.flat())).toEqual(
        ids(newestFirst([plain.organization, partnerBySlug.organization, partnerByName.organization])),
      );

      const partners = await repos.organizations.search({ text: marker, partnersOnly: true, limit: 10 });
      expect(ids(partners.items)).toEqual(ids(newestFirst([partnerBySlug.organization, partnerByName.organization])));
      expect(ids((await repos.organizations.search({ text: '%', limit: 10 })).items)).toEqual([partnerByName.organization.id]);
    });

    it("lists a partner's clients by name, and frees them when the partner goes", async () => {
      const partner = await newOrganization({ plan: 'partner' });
      const zeta = await newOrganization({ name: 'Zeta Dental', partnerOrganizationId: partner.organization.id });
      const alpha = await newOrganization({ name: 'Alpha Plumbing', partnerOrganizationId: partner.organization.id });
      await newOrganization({ name: 'Independent' });

      expect((await repos.organizations.clientsOf(partner.organization.id)).map((o) => o.id)).toEqual([
        alpha.organization.id,
        zeta.organization.id,
      ]);
      expect(await repos.organizations.clientsOf(alpha.organization.id)).toEqual([]);
      await repos.organizations.delete(partner.organization.id);
      expect((await repos.organizations.findById(zeta.organization.id))?.partnerOrganizationId).toBeNull();
    });

    it('lists members with their accounts, changes roles and removes members', async () => {
      const { owner, organization } = await newOrganization();
      const elsewhere = await newOrganization();
      const viewer = await newUser({ name: 'Vi Ewer' });
      const member = await newUser();
      await repos.organizations.addMember({ userId: viewer.id, organizationId: organization.id, role: 'viewer' });
      await repos.organizations.addMember({ userId: member.id, organizationId: organization.id, role: 'member' });
      await repos.organizations.addMember({ userId: member.id, organizationId: elsewhere.organization.id, role: 'admin' });

      const members = await repos.organizations.members(organization.id);
      const byJoin = [...members].sort(
        (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.userId < b.userId ? -1 : 1),
      );
      expect(members.map((m) => m.userId)).toEqual(byJoin.map((m) => m.userId));
      expect(members.map((m) => m.userId).sort()).toEqual([owner.id, viewer.id, member.id].sort());
      expect(members.find((m) => m.userId === viewer.id)).toMatchObject({
        role: 'viewer',
        organizationId: organization.id,
        user: { id: viewer.id, name: 'Vi Ewer', email: viewer.email, emailVerified: false },
      });
      expect(await repos.organizations.countMembers(organization.id)).toBe(3);
      expect(await repos.organizations.membership(viewer.id, organization.id)).toMatchObject({ role: 'viewer' });
      expect(await repos.organizations.membership(viewer.id, elsewhere.organization.id)).toBeUndefined();

      expect(await repos.organizations.setMemberRole(organization.id, viewer.id, 'admin')).toMatchObject({
        userId: viewer.id,
        role: 'admin',
      });
      expect(await repos.organizations.setMemberRole(elsewhere.organization.id, viewer.id, 'admin')).toBeUndefined();
      expect(await repos.organizations.removeMember(organization.id, member.id)).toBe(true);
      expect(await repos.organizations.removeMember(organization.id, member.id)).toBe(false);
      expect(await repos.organizations.countMembers(organization.id)).toBe(2);
      expect(await repos.organizations.membership(member.id, elsewhere.organization.id)).toMatchObject({ role: 'admin' });
    });
  });

  describe('invitations', () => {
    const invite = (organizationId: string, overrides: { expiresAt?: Date; token?: string; invitedByUserId?: string } = {}) =>
      repos.invitations.create({
        organizationId,
        email: `${unique('invitee')}@example.com`,
        role: 'member',
        token: overrides.token ?? unique('invite-hash'),
        invitedByUserId: overrides.invitedByUserId ?? null,
        expiresAt: overrides.expiresAt ?? new Date(Date.now() + 60_000),
      });

    it('lists and counts only pending ones: not accepted, not expired, of this organization', async () => {
      const { organization } = await newOrganization();
      const other = await newOrganization();
      const now = new Date();
      const soon = new Date(now.getTime() + 60_000);
      const older = await invite(organization.id, { expiresAt: soon });
      const newer = await invite(organization.id, { expiresAt: new Date(soon.getTime() + 1000) });
      const accepted = await invite(organization.id);
      await repos.invitations.markAccepted(accepted.id, now);
      await invite(organization.id, { expiresAt: now });
      await invite(other.organization.id);

      expect((await repos.invitations.listPending(organization.id, now)).map((i) => i.id)).toEqual(
        newestFirst([older, newer]).map((i) => i.id),
      );
      expect(await repos.invitations.countPending(organization.id, now)).toBe(2);
      expect(await repos.invitations.countPending(organization.id, soon)).toBe(1);
      expect((await repos.invitations.findByToken(accepted.token))?.acceptedAt?.getTime()).toBe(now.getTime());
    });

    it('finds by token, keeps tokens unique and deletes only within the organization', async () => {
      const { owner, organization } = await newOrganization();
      const other = await newOrganization();
      const invitation = await invite(organization.id, { invitedByUserId: owner.id });
      expect(invitation).toMatchObject({ role: 'member', acceptedAt: null, invitedByUserId: owner.id });
      expect(invitation.createdAt).toBeInstanceOf(Date);
      expect((await repos.invitations.findByToken(invitation.token))?.id).toBe(invitation.id);
      expect(await repos.invitations.findByToken('no-such-token')).toBeUndefined();
      await expect(invite(other.organization.id, { token: invitation.token })).rejects.toBeInstanceOf(UniqueViolationError);

      expect(await repos.invitations.delete(other.organization.id, invitation.id)).toBe(false);
      expect(await repos.invitations.delete(organization.id, invitation.id)).toBe(true);
      expect(await repos.invitations.findByToken(invitation.token)).toBeUndefined();
    });
  });

  describe('audit log', () => {
    const entry = (organizationId: string | null, createdAt?: Date, actorUserId: string | null = null) =>
      repos.auditLog.record({
        actorUserId,
        organizationId,
        action: 'member.role_changed',
        targetType: 'user',
        targetId: 'u-1',
        details: { from: 'member', to: 'admin' },
        createdAt,
      });

    it("records entries and lists an organization's newest first across pages, ties by id", async () => {
      const { owner, organization } = await newOrganization();
      const other = await newOrganization();
      const tie = new Date('2026-04-01T12:00:00.000Z');
      const mine = [
        await entry(organization.id, new Date('2026-03-01T00:00:00.000Z'), owner.id),
        await entry(organization.id, tie),
        await entry(organization.id, tie),
        await entry(organization.id, tie),
        await entry(organization.id, new Date('2026-05-01T00:00:00.000Z')),
      ];
      const theirs = await entry(other.organization.id, tie);
      const unscoped = await entry(null);
      expect(mine[0]).toMatchObject({
        actorUserId: owner.id,
        action: 'member.role_changed',
        targetType: 'user',
        details: { from: 'member', to: 'admin' },
      });
      expect(unscoped.createdAt).toBeInstanceOf(Date);

      const pages = await allPages((cursor) => repos.auditLog.list({ organizationId: organization.id, limit: 2, cursor }));
      expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((e) => e.id)).toEqual(newestFirst(mine).map((e) => e.id));

      const everything = (await allPages((cursor) => repos.auditLog.list({ limit: 3, cursor }))).flat().map((e) => e.id);
      expect(everything).toEqual(expect.arrayContaining([...mine.map((e) => e.id), theirs.id, unscoped.id]));
      expect(new Set(everything).size).toBe(everything.length);
    });

    it('pages entries written at once by the database clock without losing or repeating any', async () => {
      const { organization } = await newOrganization();
      const written = await Promise.all(Array.from({ length: 20 }, () => entry(organization.id)));
      const pages = await allPages((cursor) => repos.auditLog.list({ organizationId: organization.id, limit: 3, cursor }));
      expect(pages.flat().map((e) => e.id)).toEqual(newestFirst(written).map((e) => e.id));
    });
  });

  describe('businesses', () => {
    it('creates with defaults and maps provider fields to numbers, dates and objects', async () => {
      const { organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      expect(business).toMatchObject({ hours: {}, email: null, dataAxleConfidenceScore: null });

      const synced = new Date('2026-03-04T05:06:07.000Z');
      const updated = await repos.businesses.update(organization.id, business.id, {
        dataAxleInfogroupId: unique('ig'),
        dataAxleMatchGrade: 'A',
        dataAxleConfidenceScore: 0.87,
        dataAxleLastSynced: synced,
        dataAxleEnrichmentData: { employeeSize: 12, annualRevenue: 950000, socialMedia: { facebook: 'https://fb.example/x' } },
        hours: { monday: { open: '09:00', close: '17:00' }, sunday: { closed: true } },
      });
      expect(updated?.dataAxleConfidenceScore).toBe(0.87);
      expect(typeof updated?.dataAxleConfidenceScore).toBe('number');
      expect(updated?.dataAxleLastSynced?.getTime()).toBe(synced.getTime());
      expect(updated?.dataAxleEnrichmentData).toEqual({
        employeeSize: 12,
        annualRevenue: 950000,
        socialMedia: { facebook: 'https://fb.example/x' },
      });
      expect(updated?.hours.sunday).toEqual({ closed: true });
    });

    it("treats another organization's business as absent", async () => {
      const mine = await newOrganization();
      const theirs = await newOrganization();
      const business = await repos.businesses.create(businessInput(theirs.organization.id));

      expect(await repos.businesses.findInOrganization(mine.organization.id, business.id)).toBeUndefined();
      expect(await repos.businesses.update(mine.organization.id, business.id, { name: 'Hijacked' })).toBeUndefined();
      expect(await repos.businesses.delete(mine.organization.id, business.id)).toBe(false);
      expect(await repos.businesses.list({ organizationId: mine.organization.id, sort: 'updated', limit: 10 })).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
      });
      expect(await repos.businesses.countByOrganization(mine.organization.id)).toBe(0);
      expect(await repos.businesses.findManyInOrganization(mine.organization.id, [business.id])).toEqual([]);
      expect((await repos.businesses.findInOrganization(theirs.organization.id, business.id))?.name).toBe('Blue Door Cafe');
    });

    it('deletes a business with its listings and citation issues, and keeps its activity', async () => {
      const { owner, organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      const organizationId = organization.id;
      await repos.listings.upsertMany([{ organizationId, businessId: business.id, platform: 'google' }]);
      await repos.citationIssues.create({ organizationId, businessId: business.id, platform: 'yelp', issueType: 'phone_mismatch' });
      const entry = await repos.activity.record({
        organizationId,
        businessId: business.id,
        actorUserId: owner.id,
        kind: 'business_created',
        type: 'success',
        title: 'Business created',
        description: 'Blue Door Cafe was added',
      });

      expect(await repos.businesses.delete(organizationId, business.id)).toBe(true);
      expect(await repos.listings.listByBusiness(organizationId, business.id)).toEqual([]);
      expect(await repos.citationIssues.listByBusiness(organizationId, business.id)).toEqual([]);
      expect(await repos.activity.latest(organizationId, 10)).toEqual([{ ...entry, businessId: null }]);
    });
  });

  describe('listings', () => {
    it('creates with defaults and updates status and sync fields', async () => {
      const { organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      const [listing] = await repos.listings.upsertMany([
        { organizationId: organization.id, businessId: business.id, platform: 'yelp' },
      ]);
      expect(listing).toMatchObject({
        organizationId: organization.id,
        status: 'pending',
        additionalUrls: [],
        lastSyncAt: null,
        publishedAt: null,
      });

      const at = new Date('2026-05-06T07:08:09.000Z');
      await repos.listings.updateMany(organization.id, [
        {
          id: listing!.id,
          changes: {
            status: 'published',
            profileUrl: 'https://yelp.example/blue-door',
            additionalUrls: ['https://m.yelp.example/blue-door'],
            lastSyncAt: at,
            publishedAt: at,
          },
        },
      ]);
      const [updated] = await repos.listings.listByBusiness(organization.id, business.id);
      expect(updated).toMatchObject({
        status: 'published',
        additionalUrls: ['https://m.yelp.example/blue-door'],
        lastSyncAt: at,
        publishedAt: at,
      });
    });
  });

  describe('admin settings', () => {
    it('upserts by key and keeps category defaults', async () => {
      const key = unique('smtp.host');
      const created = await repos.adminSettings.upsert({ key, value: 'mail.example.com' });
      expect(created).toMatchObject({ category: 'general', encrypted: false, value: 'mail.example.com' });

      const replaced = await repos.adminSettings.upsert({ key, value: 'smtp.example.com', category: 'email' });
      expect(replaced).toMatchObject({ id: created.id, value: 'smtp.example.com', category: 'email' });
      expect((await repos.adminSettings.list()).filter((s) => s.key === key)).toHaveLength(1);

      expect(await repos.adminSettings.delete(key)).toBe(true);
      expect(await repos.adminSettings.get(key)).toBeUndefined();
      expect(await repos.adminSettings.delete(key)).toBe(false);
    });
  });

  describe('citation issues', () => {
    it('opens unresolved and resolves with a time', async () => {
      const { organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      const issue = await repos.citationIssues.create({
        organizationId: organization.id,
        businessId: business.id,
        platform: 'yelp',
        issueType: 'phone_mismatch',
        expectedValue: '(217) 555-0100',
        actualValue: '(217) 555-0199',
      });
      expect(issue).toMatchObject({ resolved: false, resolvedAt: null });
      expect(issue.discoveredAt).toBeInstanceOf(Date);

      const at = new Date('2026-06-07T08:09:10.000Z');
      const other = await newOrganization();
      expect(await repos.citationIssues.resolve(other.organization.id, issue.id, at)).toBeUndefined();
      expect(await repos.citationIssues.listByBusiness(other.organization.id, business.id)).toEqual([]);

      const resolved = await repos.citationIssues.resolve(organization.id, issue.id, at);
      expect(resolved?.resolved).toBe(true);
      expect(resolved?.resolvedAt?.getTime()).toBe(at.getTime());
      expect(await repos.citationIssues.listByBusiness(organization.id, business.id)).toEqual([resolved]);
    });
  });
});
