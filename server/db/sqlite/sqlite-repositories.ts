import type BetterSqlite3 from 'better-sqlite3';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { afterCursor, newestCreatedFirst, sortBy, toPage } from '../cursor';
import type { Repositories } from '../repositories';
import { containsText, SQLITE_LOWERCASE_FUNCTION } from '../text-search';
import { onFirstUse } from '../prepared-shapes';
import { batchedLookup } from '../batched-lookup';
import { signedInOf } from '../signed-in';
import { mapUniqueViolation } from '../unique-violation';
import { createSqliteBatchRepositories } from './batch-repositories';
import { createSqliteBusinessRepositories } from './business-repositories';
import { createSqliteCitationRepositories } from './citation-repositories';
import { createSqliteReportRepository } from './report-repositories';
import { createSqliteReportRecipientRepository } from './report-recipient-repositories';
import { createSqliteCitationListingMarkRepository } from './citation-listing-mark-repositories';
import { createSqliteGoogleConnectionRepository, createSqliteGoogleDailyMetricsRepository, createSqliteGoogleLocationLinkRepository } from './google-business-repositories';
import { createSqliteReportScheduleRepository } from './report-schedule-repositories';
import * as schema from './schema';

/** As drizzle opens it, with its connection: searches register a function there. */
export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

// better-sqlite3 is synchronous: each call completes before its promise is returned, and
// transactions take synchronous callbacks.
export function createSqliteRepositories(db: SqliteDb): Repositories {
  // Searches compare lowercased text in every script, as PostgreSQL's ilike does (text-search.ts).
  db.$client.function(SQLITE_LOWERCASE_FUNCTION, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  const {
    users,
    sessions,
    loginCodes,
    rateLimits,
    organizations,
    userOrganizations,
    invitations,
    auditLog,
    adminSettings,
  } = schema;
  // The admin lists, the invitations and the audit log: newest created first.
  const newest = {
    users: newestCreatedFirst(users),
    organizations: newestCreatedFirst(organizations),
    invitations: newestCreatedFirst(invitations),
    auditLog: newestCreatedFirst(auditLog),
  };
  const pendingInvitation = (organizationId: string, now: Date) =>
    and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));
  // Reads most requests make, prepared on first use (after the migrations have made the tables) so
  // their SQL is not built again each time: every signed-in request's one lookup of its session, user
  // and membership of the session's organization; the user and all memberships, read by many.
  const frequent = {
    user: onFirstUse(() => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare()),
    signedIn: onFirstUse(() =>
      db
        .select({
          session: sessions,
          user: users,
          membership: userOrganizations,
          organization: organizations,
          dataVersion: schema.organizationCounts.dataVersion,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(
          userOrganizations,
          and(eq(userOrganizations.userId, sessions.userId), eq(userOrganizations.organizationId, sessions.organizationId)),
        )
        .leftJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
        .leftJoin(schema.organizationCounts, eq(schema.organizationCounts.organizationId, organizations.id))
        .where(eq(sessions.token, sql.placeholder('token')))
        .prepare(),
    ),
    // Provider calls read the environment and key settings each time.
    setting: onFirstUse(() => db.select().from(adminSettings).where(eq(adminSettings.key, sql.placeholder('key'))).prepare()),
    memberships: onFirstUse(() =>
      db
        .select()
        .from(userOrganizations)
        .innerJoin(organizations, eq(userOrganizations.organizationId, organizations.id))
        .where(eq(userOrganizations.userId, sql.placeholder('userId')))
        .orderBy(asc(userOrganizations.joinedAt), asc(organizations.name))
        .prepare(),
    ),
  };

  // Read at the end of each round of I/O, as on PostgreSQL: the round's requests then answer together,
  // which under load costs the process and its clients far fewer wake-ups than answering one by one.
  const signedIn = batchedLookup(async (tokens) => tokens.map((token) => [token, frequent.signedIn().get({ token })] as const));

  return {
    ...createSqliteBusinessRepositories(db),
    ...createSqliteBatchRepositories(db),
    ...createSqliteCitationRepositories(db),
    reports: createSqliteReportRepository(db),
    reportSchedules: createSqliteReportScheduleRepository(db),
    reportRecipients: createSqliteReportRecipientRepository(db),
    citationListingMarks: createSqliteCitationListingMarkRepository(db),
    googleConnections: createSqliteGoogleConnectionRepository(db),
    googleLocationLinks: createSqliteGoogleLocationLinkRepository(db),
    googleDailyMetrics: createSqliteGoogleDailyMetricsRepository(db),
    users: {
      create: (input) => mapUniqueViolation(() => db.insert(users).values(input).returning().get()),
      findById: async (id) => frequent.user().get({ id }),
      findByEmail: async (email) => db.select().from(users).where(eq(users.email, email)).get(),
      findByUsername: async (username) => db.select().from(users).where(eq(users.username, username)).get(),
      findBySocialId: async (column, providerUserId) =>
        db.select().from(users).where(eq(users[column], providerUserId)).get(),
      findByVerificationToken: async (tokenHash) =>
        db.select().from(users).where(eq(users.emailVerificationToken, tokenHash)).get(),
      findByResetToken: async (tokenHash) =>
        db.select().from(users).where(eq(users.resetPasswordToken, tokenHash)).get(),
      update: (id, changes) =>
        mapUniqueViolation(() => db.update(users).set(changes).where(eq(users.id, id)).returning().get()),
      search: async ({ text, role, limit, cursor }) =>
        toPage(
          newest.users,
          db
            .select()
            .from(users)
            .where(
              and(
                containsText('like', [users.email, users.username, users.name], text),
                role ? eq(users.role, role) : undefined,
                afterCursor(newest.users, cursor),
              ),
            )
            .orderBy(...sortBy(newest.users))
            .limit(limit + 1)
            .all(),
          limit,
        ),
      count: async () => db.$count(users),
    },

    sessions: {
      create: async (input) => db.insert(sessions).values(input).returning().get(),
      findSignedIn: async (token) => signedInOf(await signedIn(token)),
      listByUser: async (userId, now) =>
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.lastUsedAt), asc(sessions.id))
          .all(),
      touch: async (id, at) => {
        db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id)).run();
      },
      setOrganization: async (id, organizationId) => {
        db.update(sessions).set({ organizationId }).where(eq(sessions.id, id)).run();
      },
      deleteByToken: async (token) => {
        db.delete(sessions).where(eq(sessions.token, token)).run();
      },
      deleteForUser: async (userId, id) =>
        db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id))).run().changes > 0,
      deleteAllForUser: async (userId, exceptId) =>
        db
          .delete(sessions)
          .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId))
          .run().changes,
      deleteExpired: async (now) => db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
    },

    loginCodes: {
      create: async (input) => {
        db.insert(loginCodes).values(input).run();
      },
      consume: async (codeHash, now) => {
        const row = db.delete(loginCodes).where(eq(loginCodes.code, codeHash)).returning().get();
        return row && row.expiresAt.getTime() > now.getTime() ? row.userId : undefined;
      },
    },

    rateLimits: {
      hit: async (key, windowMs, now) => {
        // SQLite stores these timestamps as integer milliseconds.
        const expired = sql`${rateLimits.windowStart} <= ${now.getTime() - windowMs}`;
        return db
          .insert(rateLimits)
          .values({ key, windowStart: now, count: 1 })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
              windowStart: sql`case when ${expired} then ${now.getTime()} else ${rateLimits.windowStart} end`,
            },
          })
          .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
          .get();
      },
      reset: async (key) => {
        db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
      },
    },

    organizations: {
      createWithOwner: (input) =>
        mapUniqueViolation(() =>
          db.transaction((tx) => {
            const organization = tx.insert(organizations).values(input).returning().get();
            tx.insert(userOrganizations)
              .values({
                userId: input.ownerId,
                organizationId: organization.id,
                role: 'owner',
                // A client made by partner staff is theirs only while they are staff.
                throughPartner: input.partnerOrganizationId != null,
              })
              .run();
            return organization;
          }),
        ),
      findById: async (id) => db.select().from(organizations).where(eq(organizations.id, id)).get(),
      findBySlug: async (slug) => db.select().from(organizations).where(eq(organizations.slug, slug)).get(),
      findByProvenDomain: async (domain) =>
        db
          .select()
          .from(organizations)
          .where(and(eq(organizations.customDomain, domain), isNotNull(organizations.customDomainVerifiedAt)))
          .get(),
      update: (id, changes) =>
        mapUniqueViolation(() =>
          db.update(organizations).set(changes).where(eq(organizations.id, id)).returning().get(),
        ),
      markCustomDomainVerified: (id, domain, at) =>
        mapUniqueViolation(() =>
          db
            .update(organizations)
            .set({ customDomainVerifiedAt: at })
            .where(and(eq(organizations.id, id), eq(organizations.customDomain, domain)))
            .returning()
            .get(),
        ),
      delete: async (id) => db.delete(organizations).where(eq(organizations.id, id)).run().changes > 0,
      search: async ({ text, partnersOnly, limit, cursor }) =>
        toPage(
          newest.organizations,
          db
            .select()
            .from(organizations)
            .where(
              and(
                containsText('like', [organizations.name, organizations.slug], text),
                partnersOnly ? eq(organizations.plan, 'partner') : undefined,
                afterCursor(newest.organizations, cursor),
              ),
            )
            .orderBy(...sortBy(newest.organizations))
            .limit(limit + 1)
            .all(),
          limit,
        ),
      count: async () => db.$count(organizations),
      clientsOf: async (partnerOrganizationId) =>
        db
          .select()
          .from(organizations)
          .where(eq(organizations.partnerOrganizationId, partnerOrganizationId))
          .orderBy(asc(organizations.name), asc(organizations.id))
          .all(),
      addMember: (input) => mapUniqueViolation(() => db.insert(userOrganizations).values(input).returning().get()),
      membership: async (userId, organizationId) =>
        db
          .select()
          .from(userOrganizations)
          .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)))
          .get(),
      members: async (organizationId) =>
        db
          .select()
          .from(userOrganizations)
          .innerJoin(users, eq(userOrganizations.userId, users.id))
          .where(eq(userOrganizations.organizationId, organizationId))
          .orderBy(asc(userOrganizations.joinedAt), asc(users.id))
          .all()
          .map((row) => ({ ...row.user_organizations, user: row.users })),
      countMembers: async (organizationId, excludingMembersOf) => {
        const partnerStaff = db
          .select({ userId: userOrganizations.userId })
          .from(userOrganizations)
          .where(eq(userOrganizations.organizationId, excludingMembersOf ?? organizationId));
        return db.$count(
          userOrganizations,
          and(
            eq(userOrganizations.organizationId, organizationId),
            excludingMembersOf ? notInArray(userOrganizations.userId, partnerStaff) : undefined,
          ),
        );
      },
      setMemberRole: async (organizationId, userId, role) =>
        db
          .update(userOrganizations)
          .set({ role })
          .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
          .returning()
          .get(),
      removeMember: async (organizationId, userId) =>
        db
          .delete(userOrganizations)
          .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
          .run().changes > 0,
      endPartnerAccess: async (partnerOrganizationId, userId) =>
        db
          .delete(userOrganizations)
          .where(
            and(
              eq(userOrganizations.userId, userId),
              eq(userOrganizations.throughPartner, true),
              inArray(
                userOrganizations.organizationId,
                db.select({ id: organizations.id }).from(organizations).where(eq(organizations.partnerOrganizationId, partnerOrganizationId)),
              ),
            ),
          )
          .returning({ organizationId: userOrganizations.organizationId })
          .all()
          .map((row) => row.organizationId),
      membershipsOf: async (userId) =>
        frequent.memberships().all({ userId }).map((row) => ({ ...row.user_organizations, organization: row.organizations })),
    },

    invitations: {
      create: (input) => mapUniqueViolation(() => db.insert(invitations).values(input).returning().get()),
      findByToken: async (tokenHash) => db.select().from(invitations).where(eq(invitations.token, tokenHash)).get(),
      listPending: async (organizationId, now) =>
        db
          .select()
          .from(invitations)
          .where(pendingInvitation(organizationId, now))
          .orderBy(...sortBy(newest.invitations))
          .all(),
      countPending: async (organizationId, now) => db.$count(invitations, pendingInvitation(organizationId, now)),
      markAccepted: async (id, at) =>
        db
          .update(invitations)
          .set({ acceptedAt: at })
          .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
          .run().changes > 0,
      delete: async (organizationId, id) =>
        db
          .delete(invitations)
          .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
          .run().changes > 0,
    },

    auditLog: {
      record: async (entry) => db.insert(auditLog).values(entry).returning().get(),
      list: async ({ organizationId, limit, cursor }) =>
        toPage(
          newest.auditLog,
          db
            .select()
            .from(auditLog)
            .where(
              and(
                organizationId ? eq(auditLog.organizationId, organizationId) : undefined,
                afterCursor(newest.auditLog, cursor),
              ),
            )
            .orderBy(...sortBy(newest.auditLog))
            .limit(limit + 1)
            .all(),
          limit,
        ),
    },

    adminSettings: {
      get: async (key) => frequent.setting().get({ key }),
      list: async () => db.select().from(adminSettings).orderBy(asc(adminSettings.category), asc(adminSettings.key)).all(),
      upsert: async (input) =>
        db
          .insert(adminSettings)
          .values(input)
          .onConflictDoUpdate({ target: adminSettings.key, set: { ...input, updatedAt: new Date() } })
          .returning()
          .get(),
      delete: async (key) => db.delete(adminSettings).where(eq(adminSettings.key, key)).run().changes > 0,
    },
  };
}
