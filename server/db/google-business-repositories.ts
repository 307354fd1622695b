import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { GoogleConnectionRepository, GoogleDailyMetricsRepository, GoogleLocationLinkRepository } from './repositories';
import { mapUniqueViolation } from './unique-violation';
import type { SqlDialect } from './sql-dialect';

/** Days written per statement: a year of a location in one, well under the parameter limit. */
const DAYS_PER_WRITE = 400;

export function createGoogleConnectionRepository({ db, tables }: SqlDialect): GoogleConnectionRepository {
  const t = tables.googleConnections;
  return {
    find: async (organizationId) => (await db.select().from(t).where(eq(t.organizationId, organizationId)))[0],
    save: async (connection) => {
      const { organizationId: _organization, ...rest } = connection;
      await db.insert(t).values(connection).onConflictDoUpdate({ target: t.organizationId, set: rest });
    },
    markNeedsReconnect: async (organizationId) => {
      await db.update(t).set({ needsReconnect: true }).where(eq(t.organizationId, organizationId));
    },
    delete: async (organizationId) => (await db.delete(t).where(eq(t.organizationId, organizationId)).returning({ id: t.organizationId })).length > 0,
    listAll: async () => db.select().from(t).orderBy(asc(t.organizationId)),
    replaceRefreshToken: async (organizationId, refreshToken) =>
      (await db.update(t).set({ refreshToken }).where(eq(t.organizationId, organizationId)).returning({ id: t.organizationId })).length > 0,
  };
}

export function createGoogleLocationLinkRepository({ db, tables }: SqlDialect): GoogleLocationLinkRepository {
  const t = tables.googleLocationLinks;
  return {
    list: async (organizationId) => db.select().from(t).where(eq(t.organizationId, organizationId)).orderBy(asc(t.linkedAt), asc(t.id)),
    findByBusiness: async (organizationId, businessId) =>
      (await db.select().from(t).where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId))))[0],
    save: async (link) => {
      const { businessId: _business, ...rest } = link;
      const [row] = await mapUniqueViolation(() =>
        db.insert(t).values(link).onConflictDoUpdate({ target: t.businessId, set: rest }).returning(),
      );
      return row!;
    },
    delete: async (organizationId, businessId) =>
      (await db.delete(t).where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId))).returning({ id: t.id })).length > 0,
  };
}

export function createGoogleDailyMetricsRepository({ db, tables }: SqlDialect): GoogleDailyMetricsRepository {
  const t = tables.googleDailyMetrics;
  return {
    range: async (organizationId, businessId, locationName, from, to) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId), eq(t.locationName, locationName), gte(t.day, from), lte(t.day, to)))
        .orderBy(asc(t.day)),
    save: async (days) => {
      for (let start = 0; start < days.length; start += DAYS_PER_WRITE) {
        await db
          .insert(t)
          .values(days.slice(start, start + DAYS_PER_WRITE))
          .onConflictDoUpdate({
            target: [t.businessId, t.locationName, t.day],
            set: {
              desktopMaps: sql`excluded.desktop_maps`,
              desktopSearch: sql`excluded.desktop_search`,
              mobileMaps: sql`excluded.mobile_maps`,
              mobileSearch: sql`excluded.mobile_search`,
              websiteClicks: sql`excluded.website_clicks`,
              callClicks: sql`excluded.call_clicks`,
              directionRequests: sql`excluded.direction_requests`,
              fetchedAt: sql`excluded.fetched_at`,
            },
          });
      }
    },
  };
}
