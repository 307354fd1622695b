import type { IntegrationStatus } from '../../../shared/contract/provider';
import { DEFAULT_SCAN_INTERVAL_DAYS } from '../../../shared/domain/citation-scans';
import type { CitationScheduleRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import { allBusinessIds } from '../businesses/batch-service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Schedules looked at per round; any left over are due still and taken by the next round. */
const DUE_PER_ROUND = 100;

const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * Each organization's scheduled rescans: every business scanned as one background batch when the
 * schedule is due. Several instances may run rounds at once; a conditional claim lets one run each scan.
 */
export function createCitationScheduleService(deps: {
  repositories: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
  logger: Logger;
}) {
  const { repositories, queue, logger } = deps;
  const schedules = repositories.citationSchedules;

  /** The organization's schedule; the default one (weekly from now) on first read. */
  async function get(organizationId: string): Promise<CitationScheduleRecord> {
    const existing = await schedules.get(organizationId);
    if (existing) return existing;
    const now = deps.clock();
    return schedules.save({
      organizationId,
      enabled: true,
      intervalDays: DEFAULT_SCAN_INTERVAL_DAYS,
      nextScanAt: daysAfter(now, DEFAULT_SCAN_INTERVAL_DAYS),
      lastScanAt: null,
    });
  }


  /** Claims the schedule and starts its batch; false when another instance claimed it or there was nothing to scan. */
  async function runSchedule(schedule: CitationScheduleRecord, now: Date, scanningOn: boolean): Promise<boolean> {
    const { organizationId } = schedule;
    // Claimed before anything else, so a skipped round moves on too instead of coming back every round.
    if (!(await schedules.claim(organizationId, schedule.nextScanAt, now, daysAfter(now, schedule.intervalDays)))) return false;
    if (!scanningOn) {
      logger.info(`Scheduled citation scan of organization ${organizationId} skipped: citation scanning is switched off.`);
      return false;
    }
    const businessIds = await allBusinessIds(repositories.businesses, organizationId);
    if (businessIds.length === 0) {
      logger.info(`Scheduled citation scan of organization ${organizationId} skipped: it has no businesses.`);
      return false;
    }
    const batch = await repositories.batches.create({ organizationId, createdByUserId: null, kind: 'scan', directories: [], businessIds });
    await queue.enqueue(batch.id);
    return true;
  }

  return {
    get,

    async update(organizationId: string, input: { enabled: boolean; intervalDays: number }): Promise<CitationScheduleRecord> {
      const current = await get(organizationId);
      const now = deps.clock();
      // The interval counts from the last scheduled scan (or from when the schedule began), as a user
      // reading "every N days" expects: saving the same values changes nothing, a shorter interval
      // already overdue scans at the next round, and a longer one pushes the next scan out.
      const since = current.lastScanAt ?? daysAfter(current.nextScanAt, -current.intervalDays);
      const next = daysAfter(since, input.intervalDays);
      return schedules.save({
        ...current,
        enabled: input.enabled,
        intervalDays: input.intervalDays,
        nextScanAt: next > now ? next : now,
      });
    },

    /** One round: starts a scan batch for each due schedule; answers how many it started. */
    async runDue(): Promise<number> {
      const now = deps.clock();
      await schedules.createMissing(DEFAULT_SCAN_INTERVAL_DAYS, daysAfter(now, DEFAULT_SCAN_INTERVAL_DAYS));
      const due = await schedules.due(now, DUE_PER_ROUND);
      if (due.length === 0) return 0;
      const scanningOn = (await deps.integrationStatus()).features.citationScanning;
      let started = 0;
      for (const schedule of due) {
        try {
          if (await runSchedule(schedule, now, scanningOn)) started += 1;
        } catch (error) {
          // One organization's failure leaves the others to run.
          logger.error(`Scheduled citation scan of organization ${schedule.organizationId} failed`, error);
        }
      }
      return started;
    },
  };
}

export type CitationScheduleService = ReturnType<typeof createCitationScheduleService>;
