import { randomUUID } from 'node:crypto';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp as pgTimestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { defineTables } from '../schema/tables';

// Millisecond precision, like a Date and like SQLite, so ordering and cursors agree across dialects.
const timestamp = (name: string) => pgTimestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** PostgreSQL's builders for the tables of ../schema/tables.ts; their types are the ones the repositories see. */
export const pgKit = {
  table: pgTable,
  id: () => uuid('id').primaryKey().$defaultFn(() => randomUUID()),
  uuid,
  text,
  integer,
  bigint,
  numeric,
  boolean,
  json: jsonb,
  timestamp,
  /** Defaults to the database's now. */
  now: (name: string) => timestamp(name).notNull().defaultNow(),
  index,
  uniqueIndex,
  primaryKey,
  /** An index column in descending order. */
  desc: (column: ExtraConfigColumn) => column.desc().nullsFirst(),
};

export const {
  users, sessions, loginCodes, rateLimits, organizations, invitations, auditLog, userOrganizations,
  businesses, listings, adminSettings, citationIssues, citationScans, citationListingMarks, citationSchedules,
  activity, batches, batchItems, submissions, reportSchedules, reportRecipients, organizationCounts,
  organizationDailyCounts, googleConnections, googleLocationLinks, googleDailyMetrics,
} = defineTables(pgKit);
