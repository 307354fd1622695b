import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { Database, Repositories } from '../../db/repositories';
import type { JobQueue } from '../../jobs/job-queue';
import { silentLogger, type Logger } from '../../logger';
import { organizationWithBusinesses } from '../../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createCitationScheduleService } from './citation-schedule-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date(Date.UTC(2026, 2, 2, 9));
/** `n` days after the start; fractions allowed. */
const day = (n: number) => new Date(START.getTime() + n * DAY_MS);

const integration = (citationScanning: boolean): IntegrationStatus => ({
  enabled: true,
  environment: 'sandbox',
  features: { businessMatching: true, listingSubmission: true, citationScanning, analytics: true },
});

describe.each(DIALECTS)('scheduled citation rescans on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  /** The fake clock every service of a test reads; tests move it. */
  let now: Date;
  let scanningOn: boolean;
  let enqueued: string[];
  let infos: string[];
  let errors: string[];

  const logger: Logger = { ...silentLogger, info: (message) => infos.push(message), error: (message) => errors.push(message) };
  const recordingQueue: Pick<JobQueue, 'enqueue'> = { enqueue: async (batchId) => void enqueued.push(batchId) };
  /** One server instance's service; several may share the database. */
  const instance = (queue = recordingQueue) =>
    createCitationScheduleService({
      repositories: repos,
      queue,
      integrationStatus: async () => integration(scanningOn),
      clock: () => now,
      logger,
    });
  const scanBatches = async (organizationId: string) =>
    (await repos.batches.latest(organizationId, 50)).filter((batch) => batch.kind === 'scan');

  beforeEach(async () => {
    // A database per test: every round looks at every organization in it.
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    now = START;
    scanningOn = true;
    enqueued = [];
    infos = [];
    errors = [];
  });
  afterEach(async () => {
    await database?.close();
  });

  it('gives each organization a weekly schedule and starts nothing before a week has passed', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 2);
    const service = instance();
    expect(await service.runDue()).toBe(0);
    expect(await service.get(organizationId)).toEqual({
      organizationId,
      enabled: true,
      intervalDays: 7,
      nextScanAt: day(7),
      lastScanAt: null,
    });
    now = day(6.99);
    expect(await service.runDue()).toBe(0);
    expect(await scanBatches(organizationId)).toEqual([]);
  });

  it('creates the default schedule on first read, before any round', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    expect(await instance().get(organizationId)).toMatchObject({ enabled: true, intervalDays: 7, nextScanAt: day(7) });
  });

  it('scans every business as one batch when due, once, then again a week later', async () => {
    const fixture = await organizationWithBusinesses(repos, 3);
    const service = instance();
    await service.runDue();
    now = day(7);
    expect(await service.runDue()).toBe(1);
    const [batch] = await scanBatches(fixture.organizationId);
    expect(batch).toMatchObject({ kind: 'scan', createdByUserId: null, total: 3, directories: [] });
    expect(enqueued).toEqual([batch!.id]);
    expect((await repos.batches.items(batch!.id)).map((item) => item.businessId).sort()).toEqual([...fixture.businessIds].sort());
    expect(await service.get(fixture.organizationId)).toMatchObject({ lastScanAt: day(7), nextScanAt: day(14) });

    // Claimed: the same moment again starts nothing.
    expect(await service.runDue()).toBe(0);
    now = day(13);
    expect(await service.runDue()).toBe(0);
    now = day(14);
    expect(await service.runDue()).toBe(1);
    expect(await scanBatches(fixture.organizationId)).toHaveLength(2);
  });

  it('starts one batch when two instances run the same round at once', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 2);
    const [first, second] = [instance(), instance()];
    await first.runDue();
    now = day(7);
    const started = await Promise.all([first.runDue(), second.runDue()]);
    expect(started[0] + started[1]).toBe(1);
    expect(await scanBatches(organizationId)).toHaveLength(1);
    expect(enqueued).toHaveLength(1);
  });

  it('counts a new interval from the last scheduled scan, never into the past', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.get(organizationId);

    now = day(2);
    expect(await service.update(organizationId, { enabled: true, intervalDays: 3 })).toMatchObject({ intervalDays: 3, nextScanAt: day(3) });
    now = day(3);
    expect(await service.runDue()).toBe(1);

    now = day(4);
    expect(await service.update(organizationId, { enabled: true, intervalDays: 14 })).toMatchObject({ nextScanAt: day(17) });
    // Saving what is there changes nothing.
    expect(await service.update(organizationId, { enabled: true, intervalDays: 14 })).toMatchObject({ nextScanAt: day(17) });
    expect(await service.runDue()).toBe(0);
    // Daily, and the last scan was a day ago: due now.
    expect(await service.update(organizationId, { enabled: true, intervalDays: 1 })).toMatchObject({ nextScanAt: day(4) });
    expect(await service.runDue()).toBe(1);
    expect(await service.get(organizationId)).toMatchObject({ intervalDays: 1, lastScanAt: day(4), nextScanAt: day(5) });
  });

  it('never runs a disabled schedule, and runs an overdue one at once when enabled again', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.update(organizationId, { enabled: false, intervalDays: 7 });
    for (const at of [7, 14, 30]) {
      now = day(at);
      expect(await service.runDue()).toBe(0);
    }
    expect(await scanBatches(organizationId)).toEqual([]);
    expect(await service.get(organizationId)).toMatchObject({ enabled: false, lastScanAt: null });

    expect(await service.update(organizationId, { enabled: true, intervalDays: 7 })).toMatchObject({ enabled: true, nextScanAt: day(30) });
    expect(await service.runDue()).toBe(1);
  });

  it('skips the round while citation scanning is off, and moves the schedule on', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.runDue();
    scanningOn = false;
    now = day(7);
    expect(await service.runDue()).toBe(0);
    expect(infos.some((message) => message.includes(organizationId) && message.includes('switched off'))).toBe(true);
    expect(await service.get(organizationId)).toMatchObject({ lastScanAt: day(7), nextScanAt: day(14) });

    scanningOn = true;
    expect(await service.runDue()).toBe(0);
    now = day(14);
    expect(await service.runDue()).toBe(1);
  });

  it('leaves a paused organization alone until it is active again', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.runDue();
    await repos.organizations.update(organizationId, { isActive: false });
    now = day(7);
    expect(await service.runDue()).toBe(0);
    expect(await scanBatches(organizationId)).toEqual([]);

    await repos.organizations.update(organizationId, { isActive: true });
    expect(await service.runDue()).toBe(1);
  });

  it('skips an organization without businesses', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await repos.users.create({ email: `empty-${tag}@example.com`, username: `empty-${tag}`, name: 'Empty', password: 'hash' });
    const empty = await repos.organizations.createWithOwner({ name: 'Empty', slug: `empty-${tag}`, ownerId: owner.id });
    const service = instance();
    await service.runDue();
    now = day(7);
    expect(await service.runDue()).toBe(0);
    expect(await scanBatches(empty.id)).toEqual([]);
    expect(infos.some((message) => message.includes(empty.id) && message.includes('no businesses'))).toBe(true);
    expect(await service.get(empty.id)).toMatchObject({ nextScanAt: day(14) });
  });

  it("goes on with the other organizations when one's scan cannot start", async () => {
    const organizations = [await organizationWithBusinesses(repos, 1), await organizationWithBusinesses(repos, 1)];
    let calls = 0;
    const failingOnce = instance({
      enqueue: async (batchId) => {
        calls += 1;
        if (calls === 1) throw new Error('queue unavailable');
        enqueued.push(batchId);
      },
    });
    await failingOnce.runDue();
    now = day(7);
    expect(await failingOnce.runDue()).toBe(1);
    expect(errors).toHaveLength(1);
    expect(enqueued).toHaveLength(1);
    for (const { organizationId } of organizations) expect(await scanBatches(organizationId)).toHaveLength(1);
  });
});
