import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { UniqueViolationError, type Database, type Repositories } from './repositories';

describe.each(DIALECTS)('repositories on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  const newUser = (overrides: { email?: string } = {}) =>
    repos.users.create({ email: overrides.email ?? `${unique('user')}@example.com`, name: 'Pat Owner', password: 'hash' });

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

  describe('sessions', () => {
    it('stores, finds, deletes and expires sessions', async () => {
      const user = await newUser();
      const expiresAt = new Date(Date.now() + 60_000);
      const session = await repos.sessions.create({ userId: user.id, token: unique('hash'), expiresAt });
      expect(session.expiresAt.getTime()).toBe(expiresAt.getTime());
      expect((await repos.sessions.findByToken(session.token))?.userId).toBe(user.id);

      const stale = await repos.sessions.create({ userId: user.id, token: unique('hash'), expiresAt: new Date(1000) });
      expect(await repos.sessions.deleteExpired(new Date())).toBeGreaterThanOrEqual(1);
      expect(await repos.sessions.findByToken(stale.token)).toBeUndefined();
      expect(await repos.sessions.findByToken(session.token)).toBeDefined();

      await repos.sessions.deleteByToken(session.token);
      expect(await repos.sessions.findByToken(session.token)).toBeUndefined();
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
