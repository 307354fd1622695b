import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { countOutcome, finishedAtFor, isClaimable, isUnfinished } from './batch-queries';
import { newestCreatedFirst, sortBy } from './cursor';
import type { BatchRecord, SubmissionRecord } from './records';
import type { Repositories } from './repositories';
import { step, type SqlDialect } from './sql-dialect';
import { insertChunks } from './write-batches';
import { first, only } from './rows';

type BatchRepositories = Pick<Repositories, 'batches' | 'submissions'>;

export function createBatchRepositories(d: SqlDialect): BatchRepositories {
  const { db } = d;
  const { batches, batchItems, businesses, submissions } = d.tables;
  const itemWithBusiness = { ...getTableColumns(batchItems), businessName: businesses.name };
  const newestBatches = newestCreatedFirst<BatchRecord>(batches);
  const newestSubmissions = newestCreatedFirst<SubmissionRecord>(submissions);

  return {
    batches: {
      create: ({ businessIds, directories, ...input }) => {
        const unique = [...new Set(businessIds)];
        return d.transaction(function* (tx) {
          const batch = only(
            yield* step(
              tx
                .insert(batches)
                .values({ ...input, directories: [...directories], total: unique.length })
                .returning(),
            ),
          );
          const items = unique.map((businessId) => ({ batchId: batch.id, businessId }));
          for (const chunk of insertChunks(batchItems, items, d.maxParameters)) yield* step(tx.insert(batchItems).values(chunk));
          return batch;
        });
      },
      findInOrganization: async (organizationId, id) =>
        first(
          await db
            .select()
            .from(batches)
            .where(and(eq(batches.organizationId, organizationId), eq(batches.id, id))),
        ),
      findById: async (id) => first(await db.select().from(batches).where(eq(batches.id, id))),
      latest: async (organizationId, limit) =>
        db
          .select()
          .from(batches)
          .where(eq(batches.organizationId, organizationId))
          .orderBy(...sortBy(newestBatches))
          .limit(limit),
      items: async (batchId) =>
        db
          .select(itemWithBusiness)
          .from(batchItems)
          .innerJoin(businesses, eq(businesses.id, batchItems.businessId))
          .where(eq(batchItems.batchId, batchId))
          .orderBy(asc(sql`lower(${businesses.name})`), asc(batchItems.id)),
      // PostgreSQL's SKIP LOCKED: a worker passes over the row another is claiming instead of waiting to
      // claim it too. SQLite runs one statement at a time, so its conditional UPDATE is already exclusive.
      claimNextItem: async (batchId, now, staleBefore) => {
        const claimable = db.select({ id: batchItems.id }).from(batchItems).where(isClaimable(batchItems, batchId, staleBefore)).limit(1);
        return first(
          await db
            .update(batchItems)
            .set({ status: 'running', claimedAt: now, updatedAt: now })
            .where(inArray(batchItems.id, d.name === 'postgres' ? claimable.for('update', { skipLocked: true }) : claimable))
            .returning(),
        );
      },
      // The item's row lock makes a second finish wait, then find it no longer running.
      finishItem: (itemId, outcome, now) =>
        d.transaction(function* (tx) {
          const item = first(
            yield* step(
              tx
                .update(batchItems)
                .set({ ...outcome, updatedAt: now })
                .where(and(eq(batchItems.id, itemId), eq(batchItems.status, 'running')))
                .returning({ batchId: batchItems.batchId }),
            ),
          );
          if (!item) return false;
          yield* step(
            tx
              .update(batches)
              .set({ ...countOutcome(batches, outcome.status), updatedAt: now })
              .where(eq(batches.id, item.batchId)),
          );
          return true;
        }),
      setStatus: async (id, status, now) => {
        await db
          .update(batches)
          .set({ status, updatedAt: now, finishedAt: finishedAtFor(status, now) })
          .where(and(eq(batches.id, id), isUnfinished(batches)));
      },
      unfinished: async () =>
        db.select().from(batches).where(isUnfinished(batches)).orderBy(asc(batches.createdAt), asc(batches.id)),
    },

    submissions: {
      createOrGet: async ({ directories, ...input }) => {
        const created = first(
          await db
            .insert(submissions)
            .values({ ...input, directories: [...directories] })
            .onConflictDoNothing({ target: submissions.idempotencyKey })
            .returning(),
        );
        if (created) return { submission: created, created: true };
        const existing = first(await db.select().from(submissions).where(eq(submissions.idempotencyKey, input.idempotencyKey)));
        if (!existing) throw new Error('No submission has the idempotency key it conflicted on');
        return { submission: existing, created: false };
      },
      update: async (id, changes) => {
        await db.update(submissions).set(changes).where(eq(submissions.id, id));
      },
      findInOrganization: async (organizationId, id) =>
        first(
          await db
            .select()
            .from(submissions)
            .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, id))),
        ),
      latest: async (organizationId, { businessId, limit }) =>
        db
          .select()
          .from(submissions)
          .where(and(eq(submissions.organizationId, organizationId), businessId ? eq(submissions.businessId, businessId) : undefined))
          .orderBy(...sortBy(newestSubmissions))
          .limit(limit),
    },
  };
}
