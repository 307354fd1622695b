import type { dashboardContract } from '../../shared/contract/dashboard';
import type { Handlers } from '../http/contract-router';
import type { DashboardService } from '../services/dashboard-service';
import { toActivity } from './presenters';

export function dashboardHandlers(dashboard: DashboardService): Handlers<typeof dashboardContract> {
  return {
    metrics: async (_request, { org }) => dashboard.metrics(org.organization.id),
    activity: async ({ query }, { org }) => ({
      activity: (await dashboard.activity(org.organization.id, query.limit)).map(toActivity),
    }),
  };
}
