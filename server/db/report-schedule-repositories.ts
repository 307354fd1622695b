import { eq, getTableColumns } from 'drizzle-orm';
import type { ReportScheduleRepository } from './repositories';
import { dueSchedules, oldestDueFirst, stillDue } from './schedule-queries';
import type { SqlDialect } from './sql-dialect';
import { first, only } from './rows';

export function createReportScheduleRepository({ db, tables }: SqlDialect): ReportScheduleRepository {
  const { organizations, reportSchedules } = tables;
  const columns = { organizationId: reportSchedules.organizationId, enabled: reportSchedules.enabled, nextAt: reportSchedules.nextSendAt };
  return {
    get: async (organizationId) =>
      first(await db.select().from(reportSchedules).where(eq(reportSchedules.organizationId, organizationId))),
    save: async (schedule) =>
      only(
        await db
          .insert(reportSchedules)
          .values(schedule)
          .onConflictDoUpdate({ target: reportSchedules.organizationId, set: schedule })
          .returning(),
      ),
    due: async (now, limit) =>
      db
        .select(getTableColumns(reportSchedules))
        .from(reportSchedules)
        .innerJoin(organizations, eq(organizations.id, reportSchedules.organizationId))
        .where(dueSchedules(columns, organizations, now))
        .orderBy(...oldestDueFirst(columns))
        .limit(limit),
    claim: async (organizationId, dueAt, now, next) =>
      (
        await db
          .update(reportSchedules)
          .set({ lastSentAt: now, nextSendAt: next })
          .where(stillDue(columns, organizationId, dueAt))
          .returning({ organizationId: reportSchedules.organizationId })
      ).length === 1,
  };
}
