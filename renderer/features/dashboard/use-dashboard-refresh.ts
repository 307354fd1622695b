import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ACTIVITY_KEY, BUSINESSES_KEY, METRICS_KEY } from '../businesses/business-queries';

/** Pull-to-refresh's work on the dashboard: metrics, businesses and activity on screen are fetched again. */
export function useDashboardRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [METRICS_KEY, BUSINESSES_KEY, ACTIVITY_KEY].map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })),
    );
    toast({ title: 'Dashboard refreshed', variant: 'success' });
  }, [queryClient]);
}
