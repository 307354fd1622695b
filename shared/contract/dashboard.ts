import { z } from 'zod';
import { ACTIVITY_DEFAULT_LIMIT } from '../domain/constants.ts';
import { ACTIVITY_KINDS, ACTIVITY_TYPES } from '../domain/activity.ts';
import { isoDateTime } from './fields.ts';
import { defineRoute } from './route.ts';

const figures = z.object({
  totalBusinesses: z.number(),
  activeListings: z.number(),
  dataAxleEnriched: z.number(),
  /** Percent, one decimal. */
  enrichmentRate: z.number(),
});
export type DashboardFigures = z.infer<typeof figures>;

export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  timestamp: isoDateTime,
  businessId: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activitySchema>;

export const METRICS_PERIOD_DAYS = 30;

export const dashboardContract = {
  metrics: defineRoute({
    method: 'get',
    path: '/api/dashboard/metrics',
    summary: 'The four dashboard figures now and at the start of the period',
    tag: 'dashboard',
    access: 'org:viewer',
    cache: 'organization-data',
    status: 200,
    response: figures.extend({ previous: figures, periodDays: z.number() }),
  }),
  activity: defineRoute({
    method: 'get',
    path: '/api/dashboard/activity',
    summary: "The organization's latest events, newest first",
    tag: 'dashboard',
    access: 'org:viewer',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_DEFAULT_LIMIT) }),
    status: 200,
    response: z.object({ activity: z.array(activitySchema) }),
  }),
};
