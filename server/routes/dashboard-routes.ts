import type { dashboardContract } from '../../shared/contract/dashboard';
import { answersFromOrganizationData, type Handlers } from '../http/contract-router';
import type { DashboardService } from '../services/dashboard-service';
import { toActivity } from './presenters';

export function dashboardHandlers(dashboard: DashboardService): Handlers<typeof dashboardContract> {
  return {
    metrics: answersFromOrganizationData(async (_request, { org, holdsUntil }) => {
      const { metrics, holdsUntil: until } = await dashboard.metrics(org.organization.id);
      holdsUntil(until);
      return metrics;
    }),
    activity: async ({ query }, { org }) => ({
      activity: (await dashboard.activity(org.organization.id, query.limit)).map(toActivity),
    }),
  };
}
