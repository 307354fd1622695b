import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { UniqueViolationError, type Database, type Repositories } from './repositories';

describe.each(DIALECTS)('repositories on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  const newUser = (overrides: { email?: string; username?: string } = {}) =>
    repos.users.create({
      email: overrides.email ?? `${unique('user')}@example.com`,
      username: overrides.username ?? unique('user'),
      name: 'Pat Owner',
      password: 'hash',
    });

  const newOrganization = async () => {
    const owner = await newUser();
    const organization = await repos.organizations.createWithOwner({
      name: 'Acme',
      slug: unique('acme'),
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
    it('applies the spec defaults and maps columns to typed values', async () => {
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
      expect((await repos.sessions.findByToken(created.token))?.userId).toBe(user.id);

      const later = new Date(created.lastUsedAt.getTime() + 5_000);
      await repos.sessions.touch(created.id, later);
      expect((await repos.sessions.findByToken(created.token))?.lastUsedAt.getTime()).toBe(later.getTime());

      const stale = await session(user.id, { expiresAt: new Date(1000) });
      expect(await repos.sessions.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
      expect(await repos.sessions.findByToken(stale.token)).toBeUndefined();
      expect(await repos.sessions.findByToken(created.token)).toBeDefined();

      await repos.sessions.deleteByToken(created.token);
      expect(await repos.sessions.findByToken(created.token)).toBeUndefined();
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
      expect(await repos.sessions.findByToken(theirs.token)).toBeDefined();
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
      expect(await repos.sessions.findByToken(bystander.token)).toBeDefined();
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
      expect((await repos.rateLimits.peek(key, windowMs, new Date(start.getTime() + 30_000)))?.count).toBe(3);

      const next = new Date(start.getTime() + windowMs);
      expect(await repos.rateLimits.peek(key, windowMs, next)).toBeUndefined();
      const fresh = await repos.rateLimits.hit(key, windowMs, next);
      expect(fresh).toEqual({ count: 1, windowStart: next });

      await repos.rateLimits.reset(key);
      expect(await repos.rateLimits.peek(key, windowMs, next)).toBeUndefined();
    });

    it('counts every concurrent hit', async () => {
      const key = unique('burst');
      const now = new Date();
      const results = await Promise.all(Array.from({ length: 10 }, () => repos.rateLimits.hit(key, 60_000, now)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });

  describe('organizations and memberships', () => {
    it('creates an organization with spec defaults and its owner as member', async () => {
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
      expect(await repos.businesses.listByOrganization(mine.organization.id)).toEqual([]);
      expect((await repos.businesses.findInOrganization(theirs.organization.id, business.id))?.name).toBe('Blue Door Cafe');
    });

    it('deletes a business together with its listings and citation issues', async () => {
      const { organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      await repos.listings.create({ businessId: business.id, platform: 'google' });
      await repos.citationIssues.create({ businessId: business.id, platform: 'yelp', issueType: 'phone_mismatch' });

      expect(await repos.businesses.delete(organization.id, business.id)).toBe(true);
      expect(await repos.listings.listByBusiness(business.id)).toEqual([]);
      expect(await repos.citationIssues.listByBusiness(business.id)).toEqual([]);
    });
  });

  describe('listings', () => {
    it('creates with defaults and updates status and sync fields', async () => {
      const { organization } = await newOrganization();
      const business = await repos.businesses.create(businessInput(organization.id));
      const listing = await repos.listings.create({ businessId: business.id, platform: 'yelp' });
      expect(listing).toMatchObject({ status: 'pending', additionalUrls: [], lastSyncAt: null });

      const at = new Date('2026-05-06T07:08:09.000Z');
      const updated = await repos.listings.update(listing.id, {
        status: 'published',
        profileUrl: 'https://yelp.example/blue-door',
        additionalUrls: ['https://m.yelp.example/blue-door'],
        lastSyncAt: at,
      });
      expect(updated).toMatchObject({ status: 'published', additionalUrls: ['https://m.yelp.example/blue-door'] });
      expect(updated?.lastSyncAt?.getTime()).toBe(at.getTime());
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
        businessId: business.id,
        platform: 'yelp',
        issueType: 'phone_mismatch',
        expectedValue: '(217) 555-0100',
        actualValue: '(217) 555-0199',
      });
      expect(issue).toMatchObject({ resolved: false, resolvedAt: null });
      expect(issue.discoveredAt).toBeInstanceOf(Date);

      const at = new Date('2026-06-07T08:09:10.000Z');
      const resolved = await repos.citationIssues.resolve(issue.id, at);
      expect(resolved?.resolved).toBe(true);
      expect(resolved?.resolvedAt?.getTime()).toBe(at.getTime());
    });
  });
});
