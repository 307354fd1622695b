import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ReportRecipientRepository } from '../repositories';
import { reportRecipients } from './schema';
import type { SqliteDb } from './sqlite-repositories';

// better-sqlite3 is synchronous: each conditional statement runs alone, so a token is used once.
export function createSqliteReportRecipientRepository(db: SqliteDb): ReportRecipientRepository {
  const t = reportRecipients;
  const liveToken = (token: string, now: Date) => and(eq(t.token, token), gt(t.tokenExpiresAt, now));
  return {
    find: async (organizationId, emails) =>
      emails.length === 0
        ? []
        : db.select().from(t).where(and(eq(t.organizationId, organizationId), inArray(t.email, [...emails]))).all(),
    request: async ({ organizationId, email, token, expiresAt, now }) =>
      db
        .insert(t)
        .values({ organizationId, email, status: 'pending', token, tokenExpiresAt: expiresAt, requestedAt: now })
        .onConflictDoUpdate({
          target: [t.organizationId, t.email],
          set: { token, tokenExpiresAt: expiresAt, requestedAt: now },
          // Only an unanswered request whose link expired is asked again.
          setWhere: and(eq(t.status, 'pending'), or(isNull(t.tokenExpiresAt), lte(t.tokenExpiresAt, now))),
        })
        .returning({ id: t.id })
        .all().length === 1,
    findByToken: async (token, now) => db.select().from(t).where(liveToken(token, now)).get(),
    answer: async (token, status, now) =>
      db
        .update(t)
        .set({ status, token: null, tokenExpiresAt: null, answeredAt: now })
        .where(and(liveToken(token, now), status === 'confirmed' ? eq(t.status, 'pending') : inArray(t.status, ['pending', 'confirmed'])))
        .returning()
        .get(),
    setToken: async ({ organizationId, email, token, expiresAt }) =>
      db
        .update(t)
        .set({ token, tokenExpiresAt: expiresAt })
        .where(and(eq(t.organizationId, organizationId), eq(t.email, email), eq(t.status, 'confirmed')))
        .run().changes === 1,
  };
}
