import type { dashboardContract } from '../../shared/contract/dashboard';
import { answersFromOrganizationData, type Handlers } from '../http/routing/handlers';
import type { DashboardService } from '../services/businesses/dashboard-service';
import { toActivity } from '../presenters/dashboard';

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
