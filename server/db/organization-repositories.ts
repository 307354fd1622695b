import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { lockBusinesses } from './business-locks';
import { afterCursor, newestCreatedFirst, sortBy, toPage } from './cursor';
import { onFirstUse } from './prepared-shapes';
import type { Repositories } from './repositories';
import { first, only } from './rows';
import { step, type SqlDialect } from './sql-dialect';
import { containsText } from './text-search';
import { mapUniqueViolation } from './unique-violation';

type OrganizationRepositories = Pick<Repositories, 'organizations' | 'invitations' | 'auditLog' | 'adminSettings'>;

export function createOrganizationRepositories(d: SqlDialect): OrganizationRepositories {
  const { db } = d;
  const { users, organizations, userOrganizations, invitations, auditLog, adminSettings, businesses } = d.tables;
  // The admin lists, the invitations and the audit log: newest created first.
  const newest = {
    organizations: newestCreatedFirst(organizations),
    invitations: newestCreatedFirst(invitations),
    auditLog: newestCreatedFirst(auditLog),
  };
  const pendingInvitation = (organizationId: string, now: Date) =>
    and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));
  // Read by many requests: prepared once. Provider calls read the environment and key settings each time.
  const frequent = {
    setting: onFirstUse(() => db.select().from(adminSettings).where(eq(adminSettings.key, sql.placeholder('key'))).prepare('admin_setting')),
    memberships: onFirstUse(() =>
      db
        .select()
        .from(userOrganizations)
        .innerJoin(organizations, eq(userOrganizations.organizationId, organizations.id))
        .where(eq(userOrganizations.userId, sql.placeholder('userId')))
        .orderBy(asc(userOrganizations.joinedAt), asc(organizations.name))
        .prepare('memberships_of_user'),
    ),
  };

  return {
    organizations: {
      createWithOwner: (input) =>
        mapUniqueViolation(() =>
          d.transaction(function* (tx) {
            const organization = only(yield* step(tx.insert(organizations).values(input).returning()));
            yield* step(
              tx.insert(userOrganizations).values({
                userId: input.ownerId,
                organizationId: organization.id,
                role: 'owner',
                // A client made by partner staff is theirs only while they are staff.
                throughPartner: input.partnerOrganizationId != null,
              }),
            );
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
      // Its businesses first, in id order, as a listing write takes those it writes: the delete's cascade
      // would take them in the table's order, and the two could hold them crosswise.
      delete: (id) =>
        d.transaction(function* (tx) {
          yield* lockBusinesses(d, tx, eq(businesses.organizationId, id), 'update');
          return (yield* step(tx.delete(organizations).where(eq(organizations.id, id)).returning({ id: organizations.id }))).length > 0;
        }),
      search: async ({ text, partnersOnly, limit, cursor }) =>
        toPage(
          newest.organizations,
          await db
            .select()
            .from(organizations)
            .where(
              and(
                containsText(d.like, [organizations.name, organizations.slug], text),
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
        (await frequent.memberships().execute({ userId })).map((row) => ({ ...row.user_organizations, organization: row.organizations })),
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
      get: async (key) => first(await frequent.setting().execute({ key })),
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
