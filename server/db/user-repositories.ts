import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { batchedLookup } from './batched-lookup';
import { afterCursor, newestCreatedFirst, sortBy, toPage } from './cursor';
import { onFirstUse } from './prepared-shapes';
import type { Repositories } from './repositories';
import { first, only } from './rows';
import { signedInOf } from './signed-in';
import type { SqlDialect } from './sql-dialect';
import { containsText } from './text-search';
import { mapUniqueViolation } from './unique-violation';

type UserRepositories = Pick<Repositories, 'users' | 'sessions' | 'loginCodes' | 'rateLimits'>;

export function createUserRepositories(d: SqlDialect): UserRepositories {
  const { db } = d;
  const { users, sessions, loginCodes, rateLimits, userOrganizations, organizations, organizationCounts } = d.tables;
  const newestUsers = newestCreatedFirst(users);
  // A read many requests make, prepared once.
  const frequent = {
    user: onFirstUse(() => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id')),
  };
  // Every signed-in request's one lookup of its session, user and membership of the session's
  // organization, for all requests of one round of I/O at once. PostgreSQL plans a statement afresh on
  // each call (~0.3 ms here, eight times its run) unless one plan for any value looks no costlier, and it
  // takes an array of unknown length (`= any($1)`) for ten rows; so one token is read by equality, which
  // it plans once per connection after five calls, and only several by the array. (A fixed number of
  // placeholders would be planned once too, but for that many rows: a full scan of the users.) SQLite,
  // in process, reads each token by equality. On the steady connections either is planned once.
  const signedInStatement = (several: boolean) =>
    d.steadyDb
      .select({
        session: sessions,
        user: users,
        membership: userOrganizations,
        organization: organizations,
        dataVersion: organizationCounts.dataVersion,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        userOrganizations,
        and(eq(userOrganizations.userId, sessions.userId), eq(userOrganizations.organizationId, sessions.organizationId)),
      )
      .leftJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
      .leftJoin(organizationCounts, eq(organizationCounts.organizationId, organizations.id))
      .where(several ? sql`${sessions.token} = any(${sql.placeholder('tokens')})` : eq(sessions.token, sql.placeholder('token')))
      .prepare(several ? 'signed_in_sessions' : 'signed_in_session');
  const signedInByToken = onFirstUse(() => signedInStatement(false));
  const signedInByTokens = onFirstUse(() => signedInStatement(true));
  const readSignedIn = (tokens: readonly string[]) =>
    tokens.length === 1 || d.name !== 'postgres'
      ? Promise.all(tokens.map(async (token) => [token, first(await signedInByToken().execute({ token }))] as const))
      : signedInByTokens()
          .execute({ tokens })
          .then((rows) => rows.map((row) => [row.session.token, row] as const));
  type SignedInRow = Awaited<ReturnType<ReturnType<typeof signedInByToken>['execute']>>[number];
  const signedIn = batchedLookup<SignedInRow | undefined>(readSignedIn);

  return {
    users: {
      create: (input) => mapUniqueViolation(async () => only(await db.insert(users).values(input).returning())),
      findById: async (id) => first(await frequent.user().execute({ id })),
      findByEmail: async (email) => first(await db.select().from(users).where(eq(users.email, email))),
      findByUsername: async (username) => first(await db.select().from(users).where(eq(users.username, username))),
      findBySocialId: async (column, providerUserId) =>
        first(await db.select().from(users).where(eq(users[column], providerUserId))),
      findByVerificationToken: async (tokenHash) =>
        first(await db.select().from(users).where(eq(users.emailVerificationToken, tokenHash))),
      findByResetToken: async (tokenHash) =>
        first(await db.select().from(users).where(eq(users.resetPasswordToken, tokenHash))),
      update: (id, changes) =>
        mapUniqueViolation(async () => first(await db.update(users).set(changes).where(eq(users.id, id)).returning())),
      search: async ({ text, role, limit, cursor }) =>
        toPage(
          newestUsers,
          await db
            .select()
            .from(users)
            .where(
              and(
                containsText(d.like, [users.email, users.username, users.name], text),
                role ? eq(users.role, role) : undefined,
                afterCursor(newestUsers, cursor),
              ),
            )
            .orderBy(...sortBy(newestUsers))
            .limit(limit + 1),
          limit,
        ),
      count: async () => db.$count(users),
    },

    sessions: {
      create: async (input) => only(await db.insert(sessions).values(input).returning()),
      findSignedIn: async (token) => signedInOf(await signedIn(token)),
      listByUser: async (userId, now) =>
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.lastUsedAt), asc(sessions.id)),
      touch: async (id, at) => {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
      },
      setOrganization: async (id, organizationId) => {
        await db.update(sessions).set({ organizationId }).where(eq(sessions.id, id));
      },
      deleteByToken: async (token) => {
        await db.delete(sessions).where(eq(sessions.token, token));
      },
      deleteForUser: async (userId, id) =>
        (
          await db
            .delete(sessions)
            .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
            .returning({ id: sessions.id })
        ).length > 0,
      deleteAllForUser: async (userId, exceptId) =>
        (
          await db
            .delete(sessions)
            .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId))
            .returning({ id: sessions.id })
        ).length,
      deleteExpired: async (now) =>
        (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })).length,
    },

    loginCodes: {
      create: async (input) => {
        await db.insert(loginCodes).values(input);
      },
      consume: async (codeHash, now) => {
        const row = first(await db.delete(loginCodes).where(eq(loginCodes.code, codeHash)).returning());
        return row && row.expiresAt.getTime() > now.getTime() ? row.userId : undefined;
      },
    },

    rateLimits: {
      hit: async (key, windowMs, now) => {
        const expired = sql`${rateLimits.windowStart} <= ${d.time(new Date(now.getTime() - windowMs))}`;
        return only(
          await db
            .insert(rateLimits)
            .values({ key, windowStart: now, count: 1 })
            .onConflictDoUpdate({
              target: rateLimits.key,
              set: {
                count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
                windowStart: sql`case when ${expired} then ${d.time(now)} else ${rateLimits.windowStart} end`,
              },
            })
            .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart }),
        );
      },
      reset: async (key) => {
        await db.delete(rateLimits).where(eq(rateLimits.key, key));
      },
    },
  };
}
