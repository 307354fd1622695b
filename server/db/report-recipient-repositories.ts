import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ReportRecipientRepository } from './repositories';
import type { SqlDialect } from './sql-dialect';
import { first } from './rows';

// Each conditional statement locks its row, so of two uses of a token at once only one matches.
export function createReportRecipientRepository({ db, tables }: SqlDialect): ReportRecipientRepository {
  const t = tables.reportRecipients;
  const liveToken = (token: string, now: Date) => and(eq(t.token, token), gt(t.tokenExpiresAt, now));
  return {
    find: async (organizationId, emails) =>
      emails.length === 0 ? [] : db.select().from(t).where(and(eq(t.organizationId, organizationId), inArray(t.email, [...emails]))),
    request: async ({ organizationId, email, token, expiresAt, now }) =>
      (
        await db
          .insert(t)
          .values({ organizationId, email, status: 'pending', token, tokenExpiresAt: expiresAt, requestedAt: now })
          .onConflictDoUpdate({
            target: [t.organizationId, t.email],
            set: { token, tokenExpiresAt: expiresAt, requestedAt: now },
            // Only an unanswered request whose link expired is asked again.
            setWhere: and(eq(t.status, 'pending'), or(isNull(t.tokenExpiresAt), lte(t.tokenExpiresAt, now))),
          })
          .returning({ id: t.id })
      ).length === 1,
    findByToken: async (token, now) => first(await db.select().from(t).where(liveToken(token, now))),
    answer: async (token, status, now) =>
      first(
        await db
          .update(t)
          .set({ status, token: null, tokenExpiresAt: null, answeredAt: now })
          .where(and(liveToken(token, now), status === 'confirmed' ? eq(t.status, 'pending') : inArray(t.status, ['pending', 'confirmed'])))
          .returning(),
      ),
    setToken: async ({ organizationId, email, token, expiresAt }) =>
      (
        await db
          .update(t)
          .set({ token, tokenExpiresAt: expiresAt })
          .where(and(eq(t.organizationId, organizationId), eq(t.email, email), eq(t.status, 'confirmed')))
          .returning({ id: t.id })
      ).length === 1,
  };
}
