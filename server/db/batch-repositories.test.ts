import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import type { BatchItemRecord } from './records';
import type { Database, Repositories } from './repositories';

const T = new Date(Date.UTC(2026, 0, 1, 12));
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const DONE = { status: 'done', result: 'Grade A match', errorMessage: null } as const;
const ERROR = { status: 'error', result: null, errorMessage: 'Refused' } as const;

// Rows made in the same millisecond tie on their time: the repositories break ties by id.
type Dated = { id: string; createdAt: Date };
const byId = (x: Dated, y: Dated) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
const newestFirst = (rows: Dated[]) => [...rows].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || byId(x, y)).map((row) => row.id);
const oldestFirst = (rows: Dated[]) => [...rows].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || byId(x, y)).map((row) => row.id);

describe.each(DIALECTS)('batch and submission repositories on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let fixture: BatchFixture;

  const newBatch = (businessIds = fixture.businessIds) =>
    repos.batches.create({
      organizationId: fixture.organizationId,
      createdByUserId: fixture.ownerId,
      kind: 'submit',
      directories: ['yelp', 'bing'],
      businessIds,
    });

  /** Claims until none is left, as a worker would; answers the items it got. */
  const claimAll = async (batchId: string, now = at(0)) => {
    const claimed: BatchItemRecord[] = [];
    for (let item = await repos.batches.claimNextItem(batchId, now, at(-60)); item; item = await repos.batches.claimNextItem(batchId, now, at(-60))) {
      claimed.push(item);
    }
    return claimed;
  };

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    fixture = await organizationWithBusinesses(repos, 6);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('batches', () => {
    it('creates a queued batch with one pending item per business, each business once', async () => {
      const [first, second] = fixture.businessIds as [string, string];
      const batch = await newBatch([second, first, second]);
      expect(batch).toMatchObject({ kind: 'submit', status: 'queued', directories: ['yelp', 'bing'], total: 2, succeeded: 0, failed: 0, finishedAt: null });
      expect(batch.createdAt).toBeInstanceOf(Date);
      const items = await repos.batches.items(batch.id);
      expect(items.map((item) => [item.businessId, item.businessName, item.status, item.claimedAt])).toEqual([
        [first, 'Business 01', 'pending', null],
        [second, 'Business 02', 'pending', null],
      ]);
    });

    it("finds a batch only in its own organization and lists an organization's newest first", async () => {
      const older = await newBatch();
      const newer = await newBatch();
      const other = await organizationWithBusinesses(repos, 1);
      expect(await repos.batches.findInOrganization(fixture.organizationId, older.id)).toMatchObject({ id: older.id });
      expect(await repos.batches.findInOrganization(other.organizationId, older.id)).toBeUndefined();
      expect(await repos.batches.findById(older.id)).toMatchObject({ id: older.id, organizationId: fixture.organizationId });
      const latest = await repos.batches.latest(fixture.organizationId, 2);
      expect(latest.map((batch) => batch.id)).toEqual(newestFirst([older, newer]));
      expect(await repos.batches.latest(other.organizationId, 5)).toEqual([]);
    });

    it('claims every item once, marking it running at the time of the claim', async () => {
      const batch = await newBatch();
      const claimed = await claimAll(batch.id);
      expect(new Set(claimed.map((item) => item.businessId))).toEqual(new Set(fixture.businessIds));
      expect(claimed.every((item) => item.status === 'running' && item.claimedAt?.getTime() === T.getTime())).toBe(true);
      expect(await repos.batches.claimNextItem(batch.id, at(1), at(-60))).toBeUndefined();
    });

    it('never gives two concurrent claimers the same item', async () => {
      const batch = await newBatch();
      const claimers = await Promise.all([1, 2, 3, 4].map(() => claimAll(batch.id)));
      const ids = claimers.flat().map((item) => item.id);
      expect(ids).toHaveLength(fixture.businessIds.length);
      expect(new Set(ids).size).toBe(fixture.businessIds.length);
    });

    it('gives a claim older than staleBefore to the next claimer, and a newer one to nobody', async () => {
      const batch = await newBatch(fixture.businessIds.slice(0, 1));
      const first = await repos.batches.claimNextItem(batch.id, at(0), at(-60));
      expect(await repos.batches.claimNextItem(batch.id, at(30), at(0))).toBeUndefined();
      const reclaimed = await repos.batches.claimNextItem(batch.id, at(90), at(1));
      expect(reclaimed).toMatchObject({ id: first?.id, status: 'running', claimedAt: at(90) });
    });

    it('finishes a running item once, counting it on the batch', async () => {
      const batch = await newBatch(fixture.businessIds.slice(0, 3));
      const [a, b, c] = (await claimAll(batch.id)) as [BatchItemRecord, BatchItemRecord, BatchItemRecord];
      expect(await repos.batches.finishItem(a.id, DONE, at(1))).toBe(true);
      expect(await repos.batches.finishItem(b.id, ERROR, at(2))).toBe(true);
      expect(await repos.batches.finishItem(a.id, ERROR, at(3))).toBe(false);
      expect(await repos.batches.findById(batch.id)).toMatchObject({ total: 3, succeeded: 1, failed: 1 });
      const items = await repos.batches.items(batch.id);
      expect(items.find((item) => item.id === a.id)).toMatchObject({ status: 'done', result: 'Grade A match', errorMessage: null });
      expect(items.find((item) => item.id === b.id)).toMatchObject({ status: 'error', result: null, errorMessage: 'Refused' });
      expect(items.find((item) => item.id === c.id)).toMatchObject({ status: 'running' });
    });

    it('counts concurrent finishes of one item once', async () => {
      const batch = await newBatch(fixture.businessIds.slice(0, 1));
      const [item] = (await claimAll(batch.id)) as [BatchItemRecord];
      const results = await Promise.all([1, 2, 3].map((s) => repos.batches.finishItem(item.id, DONE, at(s))));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await repos.batches.findById(batch.id)).toMatchObject({ succeeded: 1, failed: 0 });
    });

    it('does not finish an item nobody claimed', async () => {
      const batch = await newBatch(fixture.businessIds.slice(0, 1));
      const [item] = await repos.batches.items(batch.id);
      expect(await repos.batches.finishItem(item?.id ?? '', DONE, at(1))).toBe(false);
      expect(await repos.batches.findById(batch.id)).toMatchObject({ succeeded: 0, failed: 0 });
    });

    it('stamps a finished batch and keeps it finished', async () => {
      const batch = await newBatch();
      await repos.batches.setStatus(batch.id, 'running', at(1));
      expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'running', finishedAt: null, updatedAt: at(1) });
      await repos.batches.setStatus(batch.id, 'completed', at(2));
      await repos.batches.setStatus(batch.id, 'running', at(3));
      expect(await repos.batches.findById(batch.id)).toMatchObject({ status: 'completed', finishedAt: at(2) });
    });

    it('answers the queued and running batches, oldest first, as unfinished', async () => {
      const before = new Set((await repos.batches.unfinished()).map((batch) => batch.id));
      const [queued, running, completed, failed] = [await newBatch(), await newBatch(), await newBatch(), await newBatch()];
      await repos.batches.setStatus(running.id, 'running', at(1));
      await repos.batches.setStatus(completed.id, 'completed', at(1));
      await repos.batches.setStatus(failed.id, 'failed', at(1));
      const added = (await repos.batches.unfinished()).filter((batch) => !before.has(batch.id));
      expect(added.map((batch) => batch.id)).toEqual(oldestFirst([queued, running]));
      expect(added.map((batch) => batch.status).sort()).toEqual(['queued', 'running']);
    });

    it('goes with its organization, and an item with its business', async () => {
      const other = await organizationWithBusinesses(repos, 2);
      const batch = await repos.batches.create({
        organizationId: other.organizationId,
        createdByUserId: null,
        kind: 'match',
        directories: [],
        businessIds: other.businessIds,
      });
      await repos.businesses.delete(other.organizationId, other.businessIds[0] ?? '');
      expect((await repos.batches.items(batch.id)).map((item) => item.businessId)).toEqual([other.businessIds[1]]);
      await repos.organizations.delete(other.organizationId);
      expect(await repos.batches.findById(batch.id)).toBeUndefined();
    });
  });

  describe('submissions', () => {
    const submission = (idempotencyKey: string, businessId = fixture.businessIds[0] ?? '') => ({
      organizationId: fixture.organizationId,
      businessId,
      idempotencyKey,
      directories: ['yelp'],
    });

    it('creates a submission once per idempotency key and answers the same one after', async () => {
      const first = await repos.submissions.createOrGet(submission('key-once'));
      expect(first).toMatchObject({ created: true, submission: { status: 'pending', providerSubmissionId: null, directories: ['yelp'] } });
      const again = await repos.submissions.createOrGet({ ...submission('key-once'), directories: ['bing'] });
      expect(again).toEqual({ created: false, submission: first.submission });
    });

    it('creates one of several concurrent submissions with the same key', async () => {
      const results = await Promise.all([1, 2, 3].map(() => repos.submissions.createOrGet(submission('key-race'))));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.submission.id)).size).toBe(1);
    });

    it('records the provider answer and finds it only in its organization', async () => {
      const { submission: created } = await repos.submissions.createOrGet(submission('key-update'));
      await repos.submissions.update(created.id, { providerSubmissionId: 'sub-1', status: 'processing' });
      expect(await repos.submissions.findInOrganization(fixture.organizationId, created.id)).toMatchObject({
        providerSubmissionId: 'sub-1',
        status: 'processing',
        errorMessage: null,
      });
      const other = await organizationWithBusinesses(repos, 1);
      expect(await repos.submissions.findInOrganization(other.organizationId, created.id)).toBeUndefined();
    });

    it("lists the organization's, or one business's, newest first", async () => {
      const { organizationId, businessIds } = await organizationWithBusinesses(repos, 2);
      const [a, b] = businessIds as [string, string];
      const make = async (key: string, businessId: string) =>
        (await repos.submissions.createOrGet({ organizationId, businessId, idempotencyKey: key, directories: [] })).submission;
      const made = [await make('list-1', a), await make('list-2', b), await make('list-3', a)];
      expect((await repos.submissions.latest(organizationId, { limit: 10 })).map((row) => row.id)).toEqual(newestFirst(made));
      expect((await repos.submissions.latest(organizationId, { businessId: a, limit: 10 })).map((row) => row.id)).toEqual(
        newestFirst(made.filter((row) => row.businessId === a)),
      );
      expect(await repos.submissions.latest(organizationId, { limit: 1 })).toHaveLength(1);
    });
  });
});
