import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { batchedLookup } from '../batched-lookup';
import { afterCursor, newestCreatedFirst, sortBy, toPage } from '../cursor';
import type { Repositories } from '../repositories';
import { containsText } from '../text-search';
import { signedInOf } from '../signed-in';
import { mapUniqueViolation } from '../unique-violation';
import { createPgBatchRepositories } from './batch-repositories';
import { createPgBusinessRepositories } from './business-repositories';
import { createPgCitationRepositories } from './citation-repositories';
import { createPgReportRepository } from './report-repositories';
import { createPgReportRecipientRepository } from './report-recipient-repositories';
import { createPgCitationListingMarkRepository } from './citation-listing-mark-repositories';
import { createPgGoogleConnectionRepository, createPgGoogleDailyMetricsRepository, createPgGoogleLocationLinkRepository } from './google-business-repositories';
import { createPgReportScheduleRepository } from './report-schedule-repositories';
import { first, only } from './rows';
import * as schema from './schema';

/** node-postgres in production, PGlite in tests where no server answers: both are PgDatabase. */
export type PostgresDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export function createPgRepositories(db: PostgresDb): Repositories {
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
  // Reads most requests make, as named prepared statements so that neither drizzle builds their SQL
  // nor the server plans it again each time: every signed-in request's one lookup of its session, user
  // and membership of the session's organization (for all requests of one round of I/O at once); the
  // user and all memberships, read by many.
  const frequent = {
    user: db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'),
    signedIn: db
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
      .where(sql`${sessions.token} = any(${sql.placeholder('tokens')})`)
      .prepare('signed_in_sessions'),
    // Provider calls read the environment and key settings each time.
    setting: db.select().from(adminSettings).where(eq(adminSettings.key, sql.placeholder('key'))).prepare('admin_setting'),
    memberships: db
      .select()
      .from(userOrganizations)
      .innerJoin(organizations, eq(userOrganizations.organizationId, organizations.id))
      .where(eq(userOrganizations.userId, sql.placeholder('userId')))
      .orderBy(asc(userOrganizations.joinedAt), asc(organizations.name))
      .prepare('memberships_of_user'),
  };

  const signedIn = batchedLookup(async (tokens) =>
    (await frequent.signedIn.execute({ tokens })).map((row) => [row.session.token, row] as const),
  );

  return {
    ...createPgBusinessRepositories(db),
    ...createPgBatchRepositories(db),
    ...createPgCitationRepositories(db),
    reports: createPgReportRepository(db),
    reportSchedules: createPgReportScheduleRepository(db),
    reportRecipients: createPgReportRecipientRepository(db),
    citationListingMarks: createPgCitationListingMarkRepository(db),
    googleConnections: createPgGoogleConnectionRepository(db),
    googleLocationLinks: createPgGoogleLocationLinkRepository(db),
    googleDailyMetrics: createPgGoogleDailyMetricsRepository(db),
    users: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(users).values(input).returning())),
      findById: async (id) => first(await frequent.user.execute({ id })),
      findByEmail: async (email) => first(await db.select().from(users).where(eq(users.email, email))),
      findByUsername: async (username) => first(await db.select().from(users).where(eq(users.username, username))),
      findBySocialId: async (column, providerUserId) =>
        first(await db.select().from(users).where(eq(users[column], providerUserId))),
      findByVerificationToken: async (tokenHash) =>
        first(await db.select().from(users).where(eq(users.emailVerificationToken, tokenHash))),
      findByResetToken: async (tokenHash) =>
        first(await db.select().from(users).where(eq(users.resetPasswordToken, tokenHash))),
      update: (id, changes) =>
        mapUniqueViolation(async () => first(await db.update(users).set(changes).where(eq(users.id, id)).returning())),
      search: async ({ text, role, limit, cursor }) =>
        toPage(
          newest.users,
          await db
            .select()
            .from(users)
            .where(
              and(
                containsText('ilike', [users.email, users.username, users.name], text),
                role ? eq(users.role, role) : undefined,
                afterCursor(newest.users, cursor),
              ),
            )
            .orderBy(...sortBy(newest.users))
            .limit(limit + 1),
          limit,
        ),
      count: async () => db.$count(users),
    },

    sessions: {
      create: async (input) => only(await db.insert(sessions).values(input).returning()),
      findSignedIn: async (token) => signedInOf(await signedIn(token)),
      listByUser: async (userId, now) =>
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.lastUsedAt), asc(sessions.id)),
      touch: async (id, at) => {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
      },
      setOrganization: async (id, organizationId) => {
        await db.update(sessions).set({ organizationId }).where(eq(sessions.id, id));
      },
      deleteByToken: async (token) => {
        await db.delete(sessions).where(eq(sessions.token, token));
      },
      deleteForUser: async (userId, id) =>
        (
          await db
            .delete(sessions)
            .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
            .returning({ id: sessions.id })
        ).length > 0,
      deleteAllForUser: async (userId, exceptId) =>
        (
          await db
            .delete(sessions)
            .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId))
            .returning({ id: sessions.id })
        ).length,
      deleteExpired: async (now) =>
        (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })).length,
    },

    loginCodes: {
      create: async (input) => {
        await db.insert(loginCodes).values(input);
      },
      consume: async (codeHash, now) => {
        const row = first(await db.delete(loginCodes).where(eq(loginCodes.code, codeHash)).returning());
        return row && row.expiresAt.getTime() > now.getTime() ? row.userId : undefined;
      },
    },

    rateLimits: {
      hit: async (key, windowMs, now) => {
        const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
        return only(
          await db
            .insert(rateLimits)
            .values({ key, windowStart: now, count: 1 })
            .onConflictDoUpdate({
              target: rateLimits.key,
              set: {
                count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
                windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
              },
            })
            .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart }),
        );
      },
      reset: async (key) => {
        await db.delete(rateLimits).where(eq(rateLimits.key, key));
      },
    },

    organizations: {
      createWithOwner: (input) =>
        mapUniqueViolation(() =>
          db.transaction(async (tx) => {
            const organization = only(await tx.insert(organizations).values(input).returning());
            await tx
              .insert(userOrganizations)
              .values({
                userId: input.ownerId,
                organizationId: organization.id,
                role: 'owner',
                // A client made by partner staff is theirs only while they are staff.
                throughPartner: input.partnerOrganizationId != null,
              });
            return organization;
          }),
        ),
      findById: async (id) => first(await db.select().from(organizations).where(eq(organizations.id, id))),
      findBySlug: async (slug) => first(await db.select().from(organizations).where(eq(organizations.slug, slug))),
      findByProvenDomain: async (domain) =>
        first(
          await db
            .select()
            .from(organizations)
            .where(and(eq(organizations.customDomain, domain), isNotNull(organizations.customDomainVerifiedAt))),
        ),
      update: (id, changes) =>
        mapUniqueViolation(async () =>
          first(await db.update(organizations).set(changes).where(eq(organizations.id, id)).returning()),
        ),
      markCustomDomainVerified: (id, domain, at) =>
        mapUniqueViolation(async () =>
          first(
            await db
              .update(organizations)
              .set({ customDomainVerifiedAt: at })
              .where(and(eq(organizations.id, id), eq(organizations.customDomain, domain)))
              .returning(),
          ),
        ),
      delete: async (id) =>
        (await db.delete(organizations).where(eq(organizations.id, id)).returning({ id: organizations.id })).length > 0,
      search: async ({ text, partnersOnly, limit, cursor }) =>
        toPage(
          newest.organizations,
          await db
            .select()
            .from(organizations)
            .where(
              and(
                containsText('ilike', [organizations.name, organizations.slug], text),
                partnersOnly ? eq(organizations.plan, 'partner') : undefined,
                afterCursor(newest.organizations, cursor),
              ),
            )
            .orderBy(...sortBy(newest.organizations))
            .limit(limit + 1),
          limit,
        ),
      count: async () => db.$count(organizations),
      clientsOf: async (partnerOrganizationId) =>
        db
          .select()
          .from(organizations)
          .where(eq(organizations.partnerOrganizationId, partnerOrganizationId))
          .orderBy(asc(organizations.name), asc(organizations.id)),
      addMember: (input) =>
        mapUniqueViolation(async () => only(await db.insert(userOrganizations).values(input).returning())),
      membership: async (userId, organizationId) =>
        first(
          await db
            .select()
            .from(userOrganizations)
            .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId))),
        ),
      members: async (organizationId) =>
        (
          await db
            .select()
            .from(userOrganizations)
            .innerJoin(users, eq(userOrganizations.userId, users.id))
            .where(eq(userOrganizations.organizationId, organizationId))
            .orderBy(asc(userOrganizations.joinedAt), asc(users.id))
        ).map((row) => ({ ...row.user_organizations, user: row.users })),
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
        first(
          await db
            .update(userOrganizations)
            .set({ role })
            .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
            .returning(),
        ),
      removeMember: async (organizationId, userId) =>
        (
          await db
            .delete(userOrganizations)
            .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
            .returning({ id: userOrganizations.id })
        ).length > 0,
      endPartnerAccess: async (partnerOrganizationId, userId) =>
        (
          await db
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
        ).map((row) => row.organizationId),
      membershipsOf: async (userId) =>
        (await frequent.memberships.execute({ userId })).map((row) => ({ ...row.user_organizations, organization: row.organizations })),
    },

    invitations: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(invitations).values(input).returning())),
      findByToken: async (tokenHash) =>
        first(await db.select().from(invitations).where(eq(invitations.token, tokenHash))),
      listPending: async (organizationId, now) =>
        db
          .select()
          .from(invitations)
          .where(pendingInvitation(organizationId, now))
          .orderBy(...sortBy(newest.invitations)),
      countPending: async (organizationId, now) => db.$count(invitations, pendingInvitation(organizationId, now)),
      markAccepted: async (id, at) =>
        (
          await db
            .update(invitations)
            .set({ acceptedAt: at })
            .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
            .returning({ id: invitations.id })
        ).length > 0,
      delete: async (organizationId, id) =>
        (
          await db
            .delete(invitations)
            .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
            .returning({ id: invitations.id })
        ).length > 0,
    },

    auditLog: {
      record: async (entry) => only(await db.insert(auditLog).values(entry).returning()),
      list: async ({ organizationId, limit, cursor }) =>
        toPage(
          newest.auditLog,
          await db
            .select()
            .from(auditLog)
            .where(
              and(
                organizationId ? eq(auditLog.organizationId, organizationId) : undefined,
                afterCursor(newest.auditLog, cursor),
              ),
            )
            .orderBy(...sortBy(newest.auditLog))
            .limit(limit + 1),
          limit,
        ),
    },

    adminSettings: {
      get: async (key) => first(await frequent.setting.execute({ key })),
      list: async () => db.select().from(adminSettings).orderBy(asc(adminSettings.category), asc(adminSettings.key)),
      upsert: async (input) =>
        only(
          await db
            .insert(adminSettings)
            .values(input)
            .onConflictDoUpdate({ target: adminSettings.key, set: { ...input, updatedAt: new Date() } })
            .returning(),
        ),
      delete: async (key) =>
        (await db.delete(adminSettings).where(eq(adminSettings.key, key)).returning({ id: adminSettings.id })).length > 0,
    },
  };
}
