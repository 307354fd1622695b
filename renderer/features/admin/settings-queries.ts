import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import { ADMIN_KEY } from './admin-queries';

export const ADMIN_SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;

/** Every admin setting; encrypted ones arrive masked, never with their value. */
export function useAdminSettings() {
  return useQuery({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: async () => (await callRoute(contract.adminSettings.listSettings)).settings,
    refetchOnMount: 'always',
  });
}
