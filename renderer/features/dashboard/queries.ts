import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';

// Metrics and activity share `all`, so a change anywhere refreshes the whole dashboard at once.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: () => [...dashboardKeys.all, 'metrics'] as const,
  /** Every recent-activity list, whatever its length. */
  activity: () => [...dashboardKeys.all, 'activity'] as const,
  recentActivity: (limit?: number) => [...dashboardKeys.activity(), limit ?? 'default'] as const,
};

export function useDashboardMetrics() {
  return useQuery({ queryKey: dashboardKeys.metrics(), queryFn: () => callRoute(contract.dashboard.metrics) });
}

export function useRecentActivity(limit?: number) {
  return useQuery({
    queryKey: dashboardKeys.recentActivity(limit),
    queryFn: async () => (await callRoute(contract.dashboard.activity, { query: { limit } })).activity,
  });
}
