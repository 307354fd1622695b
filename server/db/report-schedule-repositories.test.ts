import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizationWithBusinesses } from '../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import type { ReportScheduleRecord } from './records';
import type { Database, Repositories } from './repositories';

const T = new Date(Date.UTC(2026, 2, 2, 7));
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);

describe.each(DIALECTS)('report schedule repository on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;

  // A database per test: `due` looks at every organization in it.
  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterEach(async () => {
    await database?.close();
  });

  const scheduleOf = async (overrides: Partial<ReportScheduleRecord> = {}): Promise<ReportScheduleRecord> => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    return repos.reportSchedules.save({
      organizationId,
      enabled: true,
      frequency: 'weekly',
      recipients: ['ana@example.com', 'ben@example.com'],
      nextSendAt: T,
      lastSentAt: null,
      ...overrides,
    });
  };

  it('saves a schedule, reads it back as saved and replaces it', async () => {
    const saved = await scheduleOf();
    expect(await repos.reportSchedules.get(saved.organizationId)).toEqual(saved);

    const replaced = { ...saved, enabled: false, frequency: 'monthly' as const, recipients: ['cy@example.com'], lastSentAt: minutes(-5) };
    expect(await repos.reportSchedules.save(replaced)).toEqual(replaced);
    expect(await repos.reportSchedules.get(saved.organizationId)).toEqual(replaced);
  });

  it('has no schedule for an organization that never saved one', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    expect(await repos.reportSchedules.get(organizationId)).toBeUndefined();
  });

  it('lists only enabled schedules of active organizations that are due, oldest due first', async () => {
    const later = await scheduleOf({ nextSendAt: minutes(0) });
    const earlier = await scheduleOf({ nextSendAt: minutes(-60) });
    await scheduleOf({ nextSendAt: minutes(1) });
    await scheduleOf({ nextSendAt: minutes(-60), enabled: false });
    const paused = await scheduleOf({ nextSendAt: minutes(-60) });
    await repos.organizations.update(paused.organizationId, { isActive: false });

    expect(await repos.reportSchedules.due(T, 10)).toEqual([earlier, later]);
    expect(await repos.reportSchedules.due(T, 1)).toEqual([earlier]);
    expect(await repos.reportSchedules.due(minutes(-61), 10)).toEqual([]);
  });

  it('claims a due schedule once when many claim it at the same time', async () => {
    const schedule = await scheduleOf();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => repos.reportSchedules.claim(schedule.organizationId, T, minutes(1), minutes(7 * 24 * 60))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await repos.reportSchedules.get(schedule.organizationId)).toEqual({
      ...schedule,
      lastSentAt: minutes(1),
      nextSendAt: minutes(7 * 24 * 60),
    });
    expect(await repos.reportSchedules.due(minutes(1), 10)).toEqual([]);
  });

  it('does not claim a schedule switched off or moved on since it was read', async () => {
    const off = await scheduleOf({ enabled: false });
    expect(await repos.reportSchedules.claim(off.organizationId, T, minutes(1), minutes(60))).toBe(false);
    const moved = await scheduleOf({ nextSendAt: minutes(30) });
    expect(await repos.reportSchedules.claim(moved.organizationId, T, minutes(1), minutes(60))).toBe(false);
    expect(await repos.reportSchedules.get(moved.organizationId)).toEqual(moved);
  });
});
