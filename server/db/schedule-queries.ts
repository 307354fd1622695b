import { and, asc, eq, lte, type Column, type SQL } from 'drizzle-orm';

// A per-organization schedule's due list and its conditional claim, shared by both dialects.

export interface ScheduleColumns {
  organizationId: Column;
  enabled: Column;
  /** When it runs next. */
  nextAt: Column;
}

interface OrganizationColumns {
  isActive: Column;
}

/** Enabled schedules of active organizations (joined in) whose next run is at or before `now`. */
export const dueSchedules = (schedules: ScheduleColumns, organizations: OrganizationColumns, now: Date): SQL | undefined =>
  and(eq(schedules.enabled, true), lte(schedules.nextAt, now), eq(organizations.isActive, true));

export const oldestDueFirst = (schedules: ScheduleColumns): SQL[] => [asc(schedules.nextAt), asc(schedules.organizationId)];

/** The organization's schedule if it is still enabled and due at `dueAt`: what a claim may move on, so only one claim wins. */
export const stillDue = (schedules: ScheduleColumns, organizationId: string, dueAt: Date): SQL | undefined =>
  and(eq(schedules.organizationId, organizationId), eq(schedules.nextAt, dueAt), eq(schedules.enabled, true));
