import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Repositories } from '../repositories';
import { mapUniqueViolation } from '../unique-violation';
import * as schema from './schema';

/** node-postgres in production, PGlite in tests where no server answers: both are PgDatabase. */
export type PostgresDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export function createPgRepositories(db: PostgresDb): Repositories {
  const { users, sessions, organizations, userOrganizations, businesses, listings, adminSettings, citationIssues } =
    schema;
  const first = <T>(rows: T[]): T | undefined => rows[0];
  const only = <T>(rows: T[]): T => {
    const row = rows[0];
    if (row === undefined) throw new Error('Expected a row to be returned');
    return row;
  };

  return {
    users: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(users).values(input).returning())),
      findById: async (id) => first(await db.select().from(users).where(eq(users.id, id))),
      findByEmail: async (email) => first(await db.select().from(users).where(eq(users.email, email))),
      update: (id, changes) =>
        mapUniqueViolation(async () => first(await db.update(users).set(changes).where(eq(users.id, id)).returning())),
    },

    sessions: {
      create: async (input) => only(await db.insert(sessions).values(input).returning()),
      findByToken: async (token) => first(await db.select().from(sessions).where(eq(sessions.token, token))),
      deleteByToken: async (token) => {
        await db.delete(sessions).where(eq(sessions.token, token));
      },
      deleteExpired: async (now) =>
        (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })).length,
    },

    organizations: {
      createWithOwner: (input) =>
        mapUniqueViolation(() =>
          db.transaction(async (tx) => {
            const organization = only(await tx.insert(organizations).values(input).returning());
            await tx
              .insert(userOrganizations)
              .values({ userId: input.ownerId, organizationId: organization.id, role: 'owner' });
            return organization;
          }),
        ),
      findById: async (id) => first(await db.select().from(organizations).where(eq(organizations.id, id))),
      findBySlug: async (slug) => first(await db.select().from(organizations).where(eq(organizations.slug, slug))),
      addMember: (input) =>
        mapUniqueViolation(async () => only(await db.insert(userOrganizations).values(input).returning())),
      membershipsOf: async (userId) =>
        (
          await db
            .select()
            .from(userOrganizations)
            .innerJoin(organizations, eq(userOrganizations.organizationId, organizations.id))
            .where(eq(userOrganizations.userId, userId))
            .orderBy(asc(userOrganizations.joinedAt), asc(organizations.name))
        ).map((row) => ({ ...row.user_organizations, organization: row.organizations })),
    },

    businesses: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(businesses).values(input).returning())),
      findInOrganization: async (organizationId, id) =>
        first(
          await db
            .select()
            .from(businesses)
            .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id))),
        ),
      listByOrganization: async (organizationId) =>
        db
          .select()
          .from(businesses)
          .where(eq(businesses.organizationId, organizationId))
          .orderBy(desc(businesses.updatedAt), asc(businesses.id)),
      update: (organizationId, id, changes) =>
        mapUniqueViolation(async () =>
          first(
            await db
              .update(businesses)
              .set(changes)
              .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
              .returning(),
          ),
        ),
      delete: async (organizationId, id) =>
        (
          await db
            .delete(businesses)
            .where(and(eq(businesses.organizationId, organizationId), eq(businesses.id, id)))
            .returning({ id: businesses.id })
        ).length > 0,
    },

    listings: {
      create: async (input) => only(await db.insert(listings).values(input).returning()),
      listByBusiness: async (businessId) =>
        db.select().from(listings).where(eq(listings.businessId, businessId)).orderBy(asc(listings.platform)),
      update: async (id, changes) => first(await db.update(listings).set(changes).where(eq(listings.id, id)).returning()),
    },

    adminSettings: {
      get: async (key) => first(await db.select().from(adminSettings).where(eq(adminSettings.key, key))),
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

    citationIssues: {
      create: async (input) => only(await db.insert(citationIssues).values(input).returning()),
      listByBusiness: async (businessId) =>
        db
          .select()
          .from(citationIssues)
          .where(eq(citationIssues.businessId, businessId))
          .orderBy(desc(citationIssues.discoveredAt), asc(citationIssues.id)),
      resolve: async (id, at) =>
        first(
          await db
            .update(citationIssues)
            .set({ resolved: true, resolvedAt: at })
            .where(eq(citationIssues.id, id))
            .returning(),
        ),
    },
  };
}
