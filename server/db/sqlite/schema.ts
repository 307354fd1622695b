import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { defineTables, type ColumnKit } from '../schema/tables';

// Timestamps are integer milliseconds, booleans 0 or 1, JSON text.
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * SQLite's builders in place of PostgreSQL's, each giving the same JavaScript values (sql-dialect.test.ts
 * checks), so the tables can carry PostgreSQL's types as the repositories take them (sql-dialect.ts).
 */
const sqliteKit: Record<keyof ColumnKit, unknown> = {
  table: sqliteTable,
  id: () => text('id').primaryKey().$defaultFn(() => randomUUID()),
  uuid: text,
  text,
  integer,
  // SQLite's integers are 64-bit already.
  bigint: (name: string) => integer(name),
  // SQLite has no fixed-point numbers.
  numeric: (name: string) => real(name),
  boolean: (name: string) => integer(name, { mode: 'boolean' }),
  json: (name: string) => text(name, { mode: 'json' }),
  timestamp,
  // Set by drizzle on insert: the migrations give SQLite's columns no default.
  now: (name: string) => timestamp(name).notNull().$defaultFn(() => new Date()),
  index,
  uniqueIndex,
  primaryKey,
  desc: (column: SQLiteColumn) => sql`${column} desc`,
};

export const {
  users, sessions, loginCodes, rateLimits, organizations, invitations, auditLog, userOrganizations,
  businesses, listings, adminSettings, citationIssues, citationScans, citationListingMarks, citationSchedules,
  activity, batches, batchItems, submissions, reportSchedules, reportRecipients, organizationCounts,
  organizationDailyCounts, googleConnections, googleLocationLinks, googleDailyMetrics,
} = defineTables(sqliteKit as ColumnKit);
