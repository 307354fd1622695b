import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { businessKeys } from '../businesses/queries';
import { dashboardKeys } from './queries';

/** Pull-to-refresh's work on the dashboard: metrics, businesses and activity on screen are fetched again. */
export function useDashboardRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [dashboardKeys.metrics(), businessKeys.all, dashboardKeys.activity()].map((queryKey) =>
        queryClient.refetchQueries({ queryKey, type: 'active' }),
      ),
    );
    toast({ title: 'Dashboard refreshed', variant: 'success' });
  }, [queryClient]);
}
