import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { countOutcome, finishedAtFor, isClaimable, isUnfinished } from '../batch-queries';
import { newestCreatedFirst, sortBy } from '../cursor';
import type { BatchRecord, SubmissionRecord } from '../records';
import type { Repositories } from '../repositories';
import { MAX_PARAMETERS, insertChunks } from '../write-batches';
import * as schema from './schema';
import type { SqliteDb } from './sqlite-repositories';

type BatchRepositories = Pick<Repositories, 'batches' | 'submissions'>;

// better-sqlite3 runs one statement at a time, so a single conditional UPDATE is already exclusive.
export function createSqliteBatchRepositories(db: SqliteDb): BatchRepositories {
  const { batches, batchItems, businesses, submissions } = schema;
  const itemWithBusiness = { ...getTableColumns(batchItems), businessName: businesses.name };
  const newestBatches = newestCreatedFirst<BatchRecord>(batches);
  const newestSubmissions = newestCreatedFirst<SubmissionRecord>(submissions);

  return {
    batches: {
      create: async ({ businessIds, directories, ...input }) => {
        const unique = [...new Set(businessIds)];
        return db.transaction((tx) => {
          const batch = tx
            .insert(batches)
            .values({ ...input, directories: [...directories], total: unique.length })
            .returning()
            .get();
          const items = unique.map((businessId) => ({ batchId: batch.id, businessId }));
          for (const chunk of insertChunks(batchItems, items, MAX_PARAMETERS.sqlite)) tx.insert(batchItems).values(chunk).run();
          return batch;
        });
      },
      findInOrganization: async (organizationId, id) =>
        db
          .select()
          .from(batches)
          .where(and(eq(batches.organizationId, organizationId), eq(batches.id, id)))
          .get(),
      findById: async (id) => db.select().from(batches).where(eq(batches.id, id)).get(),
      latest: async (organizationId, limit) =>
        db
          .select()
          .from(batches)
          .where(eq(batches.organizationId, organizationId))
          .orderBy(...sortBy(newestBatches))
          .limit(limit)
          .all(),
      items: async (batchId) =>
        db
          .select(itemWithBusiness)
          .from(batchItems)
          .innerJoin(businesses, eq(businesses.id, batchItems.businessId))
          .where(eq(batchItems.batchId, batchId))
          .orderBy(asc(sql`lower(${businesses.name})`), asc(batchItems.id))
          .all(),
      claimNextItem: async (batchId, now, staleBefore) =>
        db
          .update(batchItems)
          .set({ status: 'running', claimedAt: now, updatedAt: now })
          .where(
            inArray(
              batchItems.id,
              db.select({ id: batchItems.id }).from(batchItems).where(isClaimable(batchItems, batchId, staleBefore)).limit(1),
            ),
          )
          .returning()
          .get(),
      finishItem: async (itemId, outcome, now) =>
        db.transaction((tx) => {
          const item = tx
            .update(batchItems)
            .set({ ...outcome, updatedAt: now })
            .where(and(eq(batchItems.id, itemId), eq(batchItems.status, 'running')))
            .returning({ batchId: batchItems.batchId })
            .get();
          if (!item) return false;
          tx.update(batches)
            .set({ ...countOutcome(batches, outcome.status), updatedAt: now })
            .where(eq(batches.id, item.batchId))
            .run();
          return true;
        }),
      setStatus: async (id, status, now) => {
        db.update(batches)
          .set({ status, updatedAt: now, finishedAt: finishedAtFor(status, now) })
          .where(and(eq(batches.id, id), isUnfinished(batches)))
          .run();
      },
      unfinished: async () =>
        db
          .select()
          .from(batches)
          .where(isUnfinished(batches))
          .orderBy(asc(batches.createdAt), asc(batches.id))
          .all(),
    },

    submissions: {
      createOrGet: async ({ directories, ...input }) => {
        const created = db
          .insert(submissions)
          .values({ ...input, directories: [...directories] })
          .onConflictDoNothing({ target: submissions.idempotencyKey })
          .returning()
          .get();
        if (created) return { submission: created, created: true };
        const existing = db.select().from(submissions).where(eq(submissions.idempotencyKey, input.idempotencyKey)).get();
        if (!existing) throw new Error('No submission has the idempotency key it conflicted on');
        return { submission: existing, created: false };
      },
      update: async (id, changes) => {
        db.update(submissions).set(changes).where(eq(submissions.id, id)).run();
      },
      findInOrganization: async (organizationId, id) =>
        db
          .select()
          .from(submissions)
          .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, id)))
          .get(),
      latest: async (organizationId, { businessId, limit }) =>
        db
          .select()
          .from(submissions)
          .where(and(eq(submissions.organizationId, organizationId), businessId ? eq(submissions.businessId, businessId) : undefined))
          .orderBy(...sortBy(newestSubmissions))
          .limit(limit)
          .all(),
    },
  };
}
