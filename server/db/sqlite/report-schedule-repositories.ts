import { eq, getTableColumns } from 'drizzle-orm';
import type { ReportScheduleRepository } from '../repositories';
import { dueSchedules, oldestDueFirst, stillDue } from '../schedule-queries';
import { organizations, reportSchedules } from './schema';
import type { SqliteDb } from './sqlite-repositories';

// better-sqlite3 is synchronous: one conditional UPDATE is exclusive, so a claim is won once.
export function createSqliteReportScheduleRepository(db: SqliteDb): ReportScheduleRepository {
  const columns = { organizationId: reportSchedules.organizationId, enabled: reportSchedules.enabled, nextAt: reportSchedules.nextSendAt };
  return {
    get: async (organizationId) => db.select().from(reportSchedules).where(eq(reportSchedules.organizationId, organizationId)).get(),
    save: async (schedule) =>
      db.insert(reportSchedules).values(schedule).onConflictDoUpdate({ target: reportSchedules.organizationId, set: schedule }).returning().get(),
    due: async (now, limit) =>
      db
        .select(getTableColumns(reportSchedules))
        .from(reportSchedules)
        .innerJoin(organizations, eq(organizations.id, reportSchedules.organizationId))
        .where(dueSchedules(columns, organizations, now))
        .orderBy(...oldestDueFirst(columns))
        .limit(limit)
        .all(),
    claim: async (organizationId, dueAt, now, next) =>
      db
        .update(reportSchedules)
        .set({ lastSentAt: now, nextSendAt: next })
        .where(stillDue(columns, organizationId, dueAt))
        .run().changes === 1,
  };
}
