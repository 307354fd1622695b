import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../app-paths';
import { createServerDatabase, DIALECTS, postgresTarget } from '../testing/test-databases';
import { openPostgres } from './pg/open-postgres';
import { createPgRepositories } from './pg/pg-repositories';
import * as pgSchema from './pg/schema';
import type { CitationReconciliation } from './records';
import type { Dialect, Repositories } from './repositories';
import { openSqlite, SQLITE_FILE_NAME } from './sqlite/open-sqlite';
import * as sqliteSchema from './sqlite/schema';
import { createSqliteRepositories } from './sqlite/sqlite-repositories';

// The SQL each repository method sends, per dialect, kept in server/db/queries/<repository>.<dialect>.sql
// so that a change to a query shows in review beside its twin. A run that sends other SQL than the files
// hold fails; UPDATE_SQL=1 writes the files anew.

const QUERIES = path.join(import.meta.dirname, 'queries');
const EXTENSION: Record<Dialect, string> = { postgres: 'pg.sql', sqlite: 'sqlite.sql' };

/** Repositories whose calls record the statements they send, by `repository.method`. */
interface Recorded {
  repositories: Repositories;
  statements: Map<string, string[]>;
  close(): Promise<void>;
}

function recording(open: (logger: Logger) => Promise<{ repositories: Repositories; close(): Promise<void> }>): Promise<Recorded> {
  const statements = new Map<string, string[]>();
  let current: string[] | undefined;
  const logger: Logger = {
    logQuery: (sql) => {
      if (current && !current.includes(sql)) current.push(sql);
    },
  };
  return open(logger).then(({ repositories, close }) => {
    const wrapped = Object.fromEntries(
      Object.entries(repositories).map(([name, repository]) => [
        name,
        Object.fromEntries(
          Object.entries(repository as Record<string, (...args: unknown[]) => Promise<unknown>>).map(([method, call]) => [
            method,
            async (...args: unknown[]) => {
              const key = `${name}.${method}`;
              const list = statements.get(key) ?? [];
              statements.set(key, list);
              current = list;
              try {
                return await call(...args);
              } finally {
                current = undefined;
              }
            },
          ]),
        ),
      ]),
    ) as unknown as Repositories;
    return { repositories: wrapped, statements, close };
  });
}

async function openRecorded(dialect: Dialect): Promise<Recorded> {
  if (dialect === 'sqlite') {
    return recording(async (logger) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'citewise-sql-'));
      await openSqlite(dir).close();
      const sqlite = new BetterSqlite3(path.join(dir, SQLITE_FILE_NAME));
      sqlite.pragma('foreign_keys = ON');
      return {
        repositories: createSqliteRepositories(drizzleSqlite(sqlite, { schema: sqliteSchema, logger })),
        close: async () => {
          sqlite.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    });
  }
  const target = await postgresTarget();
  if (target.kind === 'pglite') {
    return recording(async (logger) => {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = new PGlite();
      await migrate(drizzle(client, { schema: pgSchema }), { migrationsFolder: migrationsFolder('pg') });
      return { repositories: createPgRepositories(drizzle(client, { schema: pgSchema, logger })), close: () => client.close() };
    });
  }
  return recording(async (logger) => {
    const created = await createServerDatabase(target.adminUrl);
    await (await openPostgres(created.url, { poolSize: 1 })).close();
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    return {
      repositories: createPgRepositories(drizzlePostgres(pool, { schema: pgSchema, logger })),
      close: async () => {
        await pool.end();
        await created.drop();
      },
    };
  });
}

const T = new Date(Date.UTC(2026, 2, 2, 7));
const later = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const NO_CHANGES: CitationReconciliation = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };
const NAMES = JSON.stringify({ yelp: 'Yelp' });

/** Calls every method of every repository, each in the shapes its statements take. */
async function exercise(r: Repositories): Promise<void> {
  const owner = await r.users.create({ email: 'owner@example.com', username: 'owner', name: 'Pat Owner', password: 'hash' });
  await r.users.findById(owner.id);
  await r.users.findByEmail('owner@example.com');
  await r.users.findByUsername('owner');
  await r.users.findBySocialId('googleId', 'g-1');
  await r.users.findByVerificationToken('verify');
  await r.users.findByResetToken('reset');
  await r.users.update(owner.id, { name: 'Pat' });
  const users = await r.users.search({ text: 'pat', role: 'business', limit: 1 });
  await r.users.search({ text: 'é', limit: 1, cursor: users.nextCursor ?? undefined });
  await r.users.count();

  const org = await r.organizations.createWithOwner({ name: 'Acme', slug: 'acme', ownerId: owner.id });
  const partner = await r.organizations.createWithOwner({ name: 'Partner', slug: 'partner', ownerId: owner.id, plan: 'partner' });
  await r.organizations.findById(org.id);
  await r.organizations.findBySlug('acme');
  await r.organizations.findByProvenDomain('acme.example');
  await r.organizations.update(org.id, { customDomain: 'acme.example', partnerOrganizationId: partner.id });
  await r.organizations.markCustomDomainVerified(org.id, 'acme.example', T);
  await r.organizations.search({ text: 'acme', partnersOnly: true, limit: 1 });
  await r.organizations.count();
  await r.organizations.clientsOf(partner.id);
  const member = await r.users.create({ email: 'member@example.com', username: 'member', name: 'Sam' });
  await r.organizations.addMember({ userId: member.id, organizationId: org.id, role: 'member' });
  await r.organizations.membership(member.id, org.id);
  await r.organizations.members(org.id);
  await r.organizations.countMembers(org.id);
  await r.organizations.countMembers(org.id, partner.id);
  await r.organizations.setMemberRole(org.id, member.id, 'admin');
  await r.organizations.membershipsOf(owner.id);
  await r.organizations.endPartnerAccess(partner.id, member.id);
  await r.organizations.removeMember(org.id, member.id);

  const session = await r.sessions.create({ userId: owner.id, token: 'token', expiresAt: later(60), lastUsedAt: T, organizationId: org.id });
  await r.sessions.findSignedIn('token');
  await r.sessions.listByUser(owner.id, T);
  await r.sessions.touch(session.id, later(1));
  await r.sessions.setOrganization(session.id, org.id);
  await r.sessions.deleteForUser(member.id, session.id);
  await r.sessions.deleteAllForUser(owner.id, session.id);
  await r.sessions.deleteExpired(T);
  await r.sessions.deleteByToken('token');
  await r.loginCodes.create({ code: 'code', userId: owner.id, expiresAt: later(10) });
  await r.loginCodes.consume('code', T);
  await r.rateLimits.hit('key', 60_000, T);
  await r.rateLimits.reset('key');

  const invitation = await r.invitations.create({ organizationId: org.id, email: 'new@example.com', role: 'member', token: 'invite', invitedByUserId: owner.id, expiresAt: later(60) });
  await r.invitations.findByToken('invite');
  await r.invitations.listPending(org.id, T);
  await r.invitations.countPending(org.id, T);
  await r.invitations.markAccepted(invitation.id, T);
  await r.invitations.delete(org.id, invitation.id);
  await r.auditLog.record({ organizationId: org.id, actorUserId: owner.id, action: 'settings.update', targetType: null, targetId: null, details: {} });
  await r.auditLog.list({ organizationId: org.id, limit: 1 });
  await r.adminSettings.upsert({ key: 'mail_from', value: 'a@example.com', category: 'email' });
  await r.adminSettings.get('mail_from');
  await r.adminSettings.list();
  await r.adminSettings.delete('mail_from');

  const business = await r.businesses.create({ organizationId: org.id, name: 'Corner Cafe', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0100', category: 'restaurant' });
  const [second] = await r.businesses.createMany([{ organizationId: org.id, name: 'Main Street Books', address: '2 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0101', category: 'retail' }]);
  await r.businesses.findInOrganization(org.id, business.id);
  await r.businesses.findManyInOrganization(org.id, [business.id, second!.id]);
  const firstPage = await r.businesses.list({ organizationId: org.id, sort: 'updated', limit: 1 });
  await r.businesses.list({ organizationId: org.id, sort: 'updated', search: 'cafe', category: 'restaurant', status: 'issues', limit: 1, cursor: firstPage.nextCursor ?? undefined });
  await r.businesses.listWritten({ organizationId: org.id, sort: 'created', limit: 1 });
  await r.businesses.listWritten({ organizationId: org.id, sort: 'updated', search: 'café', limit: 1 });
  await r.businesses.writeMissingJson(10);
  await r.businesses.batchByOrganization(org.id, business.id, 10);
  await r.businesses.countByOrganization(org.id);
  await r.businesses.listingCounts([business.id, second!.id]);
  await r.businesses.update(org.id, second!.id, { phone: '(217) 555-0102' });

  const [listing] = await r.listings.upsertMany([{ organizationId: org.id, businessId: business.id, platform: 'yelp', status: 'published', publishedAt: T }]);
  const listings = await r.listings.list({ organizationId: org.id, limit: 1 });
  await r.listings.writeMissingJson(10);
  await r.listings.list({ organizationId: org.id, status: 'published', search: 'cafe', limit: 1, cursor: listings.nextCursor ?? undefined });
  await r.listings.listWritten({ organizationId: org.id, limit: 1 }, NAMES);
  await r.listings.listWritten({ organizationId: org.id, platform: 'yelp', limit: 1 }, NAMES);
  await r.listings.listByBusiness(org.id, business.id);
  await r.listings.batch({ organizationId: org.id, businessId: business.id, statuses: ['published'], afterId: listing!.id, limit: 10 });
  await r.listings.updateMany(org.id, [{ id: listing!.id, changes: { status: 'error', errorMessage: 'rejected' } }]);
  await r.listings.summary(org.id);
  await r.listings.countsByPlatform(org.id);
  await r.activity.record({ organizationId: org.id, businessId: business.id, actorUserId: owner.id, kind: 'business_created', type: 'success', title: 'Business created', description: 'Corner Cafe was added' });
  await r.activity.latest(org.id, 5);
  await r.dashboard.figuresAtEach(org.id, [T, later(-60)]);
  await r.dashboard.platformTotals();

  const issue = await r.citationIssues.create({ organizationId: org.id, businessId: business.id, platform: 'yelp', issueType: 'phone_mismatch', discoveredAt: T });
  await r.citationIssues.listByBusiness(org.id, business.id);
  const issues = await r.citationIssues.list({ organizationId: org.id, status: 'open', limit: 1 });
  await r.citationIssues.list({ organizationId: org.id, platform: 'yelp', status: 'all', limit: 1, cursor: issues.nextCursor ?? undefined });
  await r.citationIssues.listWritten({ organizationId: org.id, status: 'resolved', limit: 1 }, NAMES);
  await r.citationIssues.listWritten({ organizationId: org.id, businessId: business.id, status: 'open', limit: 1 }, NAMES);
  await r.citationIssues.findInOrganization(org.id, issue.id);
  await r.citationIssues.countOpen(org.id);
  await r.citationIssues.openCounts(org.id, business.id);
  await r.citationIssues.applyScan(
    { ...NO_CHANGES, insert: [{ organizationId: org.id, businessId: business.id, platform: 'bing', issueType: 'name_mismatch', expectedValue: 'a', actualValue: 'b' }], refresh: [{ id: issue.id, expectedValue: 'a', actualValue: 'c' }], resolve: [issue.id], confirm: [issue.id] },
    { organizationId: org.id, businessId: business.id, trigger: 'manual', scannedAt: T, directoriesChecked: 1, directoriesScored: 1, citationsFound: 1, napScore: 80, newIssues: 1, resolvedIssues: 1, reopenedIssues: 0, regressions: 0, openIssues: 1, results: null },
  );
  await r.citationIssues.resolve(org.id, issue.id, T);
  await r.citationIssues.resolveMany(org.id, [issue.id], T);
  await r.citationIssues.writeMissingJson(10);
  await r.citationScans.latest(org.id, business.id);
  await r.citationScans.latestSeenBy(org.id, [business.id]);
  await r.citationScans.latestScores(org.id, business.id);
  await r.citationScans.history(org.id, later(-60), business.id);
  await r.citationSchedules.save({ organizationId: org.id, enabled: true, intervalDays: 7, nextScanAt: T, lastScanAt: null });
  await r.citationSchedules.get(org.id);
  await r.citationSchedules.createMissing(7, T);
  await r.citationSchedules.due(later(1), 10);
  await r.citationSchedules.claim(org.id, T, later(1), later(60));
  await r.citationListingMarks.add({ organizationId: org.id, businessId: business.id, kind: 'added', directory: 'yelp', url: 'https://yelp.example/corner-cafe', source: null, listingId: null, createdByUserId: owner.id });
  const [mark] = await r.citationListingMarks.list(org.id, business.id);
  await r.citationListingMarks.delete(org.id, business.id, mark!.id);

  await r.reports.coverage(org.id, business.id);
  await r.reports.issueEvents(org.id, later(-60), later(60), business.id);
  await r.reports.enrichment(org.id);
  await r.reportSchedules.save({ organizationId: org.id, enabled: true, frequency: 'weekly', recipients: [], nextSendAt: T, lastSentAt: null });
  await r.reportSchedules.get(org.id);
  await r.reportSchedules.due(later(1), 10);
  await r.reportSchedules.claim(org.id, T, later(1), later(60));
  await r.reportRecipients.request({ organizationId: org.id, email: 'boss@example.com', token: 'recipient', expiresAt: later(60), now: T });
  await r.reportRecipients.find(org.id, ['boss@example.com']);
  await r.reportRecipients.findByToken('recipient', T);
  await r.reportRecipients.answer('recipient', 'confirmed', T);
  await r.reportRecipients.setToken({ organizationId: org.id, email: 'boss@example.com', token: 'again', expiresAt: later(60) });

  await r.googleConnections.save({ organizationId: org.id, refreshToken: 'refresh', scopes: 'scope', connectedByUserId: owner.id, connectedAt: T, needsReconnect: false });
  await r.googleConnections.find(org.id);
  await r.googleConnections.markNeedsReconnect(org.id);
  await r.googleConnections.listAll();
  await r.googleConnections.replaceRefreshToken(org.id, 'refresh-2');
  await r.googleLocationLinks.save({ organizationId: org.id, businessId: business.id, accountName: 'accounts/1', locationName: 'locations/1', title: 'Corner Cafe', address: '1 Main St', mapsUrl: null, linkedByUserId: owner.id, linkedAt: T });
  await r.googleLocationLinks.list(org.id);
  await r.googleLocationLinks.findByBusiness(org.id, business.id);
  const day = { organizationId: org.id, businessId: business.id, locationName: 'locations/1', day: '2026-03-01', desktopMaps: 1, desktopSearch: 2, mobileMaps: 3, mobileSearch: 4, websiteClicks: 5, callClicks: 6, directionRequests: 7, fetchedAt: T };
  await r.googleDailyMetrics.save([day]);
  await r.googleDailyMetrics.range(org.id, business.id, 'locations/1', '2026-03-01', '2026-03-31');
  await r.googleLocationLinks.delete(org.id, business.id);
  await r.googleConnections.delete(org.id);

  const batch = await r.batches.create({ organizationId: org.id, createdByUserId: owner.id, kind: 'submit', directories: ['yelp'], businessIds: [business.id] });
  await r.batches.findInOrganization(org.id, batch.id);
  await r.batches.findById(batch.id);
  await r.batches.latest(org.id, 5);
  await r.batches.items(batch.id);
  const item = await r.batches.claimNextItem(batch.id, T, later(-10));
  await r.batches.finishItem(item!.id, { status: 'done', result: null, errorMessage: null }, T);
  await r.batches.setStatus(batch.id, 'completed', T);
  await r.batches.unfinished();
  const { submission } = await r.submissions.createOrGet({ organizationId: org.id, businessId: business.id, idempotencyKey: 'key', directories: ['yelp'] });
  await r.submissions.createOrGet({ organizationId: org.id, businessId: business.id, idempotencyKey: 'key', directories: ['yelp'] });
  await r.submissions.update(submission.id, { status: 'processing' });
  await r.submissions.findInOrganization(org.id, submission.id);
  await r.submissions.latest(org.id, { businessId: business.id, limit: 5 });

  await r.businesses.delete(org.id, second!.id);
  await r.organizations.delete(partner.id);
}

/** A repository's file: each method's statements in the order first sent, one statement a paragraph. */
function fileOf(repository: string, methods: string[], statements: Map<string, string[]>): string {
  return methods
    .map((method) => {
      const sent = statements.get(`${repository}.${method}`) ?? [];
      return [`-- ${repository}.${method}`, ...sent.map((sql) => `${sql.replace(/;\s*$/, '')};`)].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}

describe.each(DIALECTS)('the SQL the repositories send on %s', (dialect) => {
  it('is the SQL checked in under server/db/queries, for every method', async () => {
    const recorded = await openRecorded(dialect);
    try {
      await exercise(recorded.repositories);
    } finally {
      await recorded.close();
    }
    const files = new Map<string, string>();
    for (const [repository, methods] of Object.entries(recorded.repositories)) {
      const names = Object.keys(methods as object);
      // Every method sends at least one statement, so none is left out of the files.
      expect(names.filter((method) => !recorded.statements.get(`${repository}.${method}`)?.length), repository).toEqual([]);
      files.set(`${repository}.${EXTENSION[dialect]}`, fileOf(repository, names, recorded.statements));
    }
    if (process.env.UPDATE_SQL === '1') {
      for (const [name, text] of files) writeFileSync(path.join(QUERIES, name), text);
    }
    for (const [name, text] of files) {
      const file = path.join(QUERIES, name);
      expect(existsSync(file) ? readFileSync(file, 'utf8') : undefined, `${name}: run with UPDATE_SQL=1 to write it anew`).toBe(text);
    }
    const stale = readdirSync(QUERIES).filter((name) => name.endsWith(EXTENSION[dialect]) && !files.has(name));
    expect(stale, 'files of no repository').toEqual([]);
  });
});
