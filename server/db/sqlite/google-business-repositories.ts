import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { GoogleConnectionRepository, GoogleDailyMetricsRepository, GoogleLocationLinkRepository } from '../repositories';
import { mapUniqueViolation } from '../unique-violation';
import { googleConnections, googleDailyMetrics, googleLocationLinks } from './schema';
import type { SqliteDb } from './sqlite-repositories';

/** Days written per statement: a year of a location in one, well under SQLite's parameter limit. */
const DAYS_PER_WRITE = 400;

export function createSqliteGoogleConnectionRepository(db: SqliteDb): GoogleConnectionRepository {
  const t = googleConnections;
  return {
    find: async (organizationId) => db.select().from(t).where(eq(t.organizationId, organizationId)).get(),
    save: async (connection) => {
      const { organizationId: _organization, ...rest } = connection;
      db.insert(t).values(connection).onConflictDoUpdate({ target: t.organizationId, set: rest }).run();
    },
    markNeedsReconnect: async (organizationId) => {
      db.update(t).set({ needsReconnect: true }).where(eq(t.organizationId, organizationId)).run();
    },
    delete: async (organizationId) => db.delete(t).where(eq(t.organizationId, organizationId)).run().changes > 0,
    listAll: async () => db.select().from(t).orderBy(asc(t.organizationId)).all(),
    replaceRefreshToken: async (organizationId, refreshToken) =>
      db.update(t).set({ refreshToken }).where(eq(t.organizationId, organizationId)).run().changes > 0,
  };
}

export function createSqliteGoogleLocationLinkRepository(db: SqliteDb): GoogleLocationLinkRepository {
  const t = googleLocationLinks;
  return {
    list: async (organizationId) => db.select().from(t).where(eq(t.organizationId, organizationId)).orderBy(asc(t.linkedAt), asc(t.id)).all(),
    findByBusiness: async (organizationId, businessId) =>
      db.select().from(t).where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId))).get(),
    save: async (link) => {
      const { businessId: _business, ...rest } = link;
      return mapUniqueViolation(() => db.insert(t).values(link).onConflictDoUpdate({ target: t.businessId, set: rest }).returning().get());
    },
    delete: async (organizationId, businessId) =>
      db.delete(t).where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId))).run().changes > 0,
  };
}

export function createSqliteGoogleDailyMetricsRepository(db: SqliteDb): GoogleDailyMetricsRepository {
  const t = googleDailyMetrics;
  return {
    range: async (organizationId, businessId, locationName, from, to) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId), eq(t.locationName, locationName), gte(t.day, from), lte(t.day, to)))
        .orderBy(asc(t.day))
        .all(),
    save: async (days) => {
      for (let start = 0; start < days.length; start += DAYS_PER_WRITE) {
        db.insert(t)
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
          })
          .run();
      }
    },
  };
}
