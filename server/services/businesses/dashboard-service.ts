import { METRICS_PERIOD_DAYS, type DashboardFigures } from '../../../shared/contract/dashboard';
import { enrichmentRate } from '../../../shared/domain/metric-change';
import { earliest } from '../../db/dashboard-figures';
import type { ActivityRecord, DashboardFiguresRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import type { ActivityService } from './activity-service';

const DAY_MS = 24 * 60 * 60 * 1000;

function figuresOf(record: DashboardFiguresRecord): DashboardFigures {
  return {
    totalBusinesses: record.totalBusinesses,
    activeListings: record.activeListings,
    dataAxleEnriched: record.enrichedBusinesses,
    enrichmentRate: enrichmentRate(record.enrichedBusinesses, record.totalBusinesses),
  };
}

/** The dashboard's figures, now and at the start of the period, and its recent activity. */
export function createDashboardService(deps: {
  repositories: Pick<Repositories, 'dashboard'>;
  activity: Pick<ActivityService, 'latest'>;
  clock: () => Date;
}) {
  const { dashboard } = deps.repositories;
  return {
    /**
     * The figures now and at the period's start, and until when they hold with the rows as they are:
     * the next row to count after either moment, the later one as it falls out of the period.
     */
    async metrics(organizationId: string) {
      const now = deps.clock();
      const periodMs = METRICS_PERIOD_DAYS * DAY_MS;
      const [current, previous] = await dashboard.figuresAtEach(organizationId, [now, new Date(now.getTime() - periodMs)]);
      const previousChange = previous!.nextChangeAt && new Date(previous!.nextChangeAt.getTime() + periodMs);
      return {
        metrics: { ...figuresOf(current!), previous: figuresOf(previous!), periodDays: METRICS_PERIOD_DAYS },
        holdsUntil: earliest([current!.nextChangeAt, previousChange]),
      };
    },

    activity(organizationId: string, limit: number): Promise<ActivityRecord[]> {
      return deps.activity.latest(organizationId, limit);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
