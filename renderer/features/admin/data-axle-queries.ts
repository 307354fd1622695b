import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';
import { INTEGRATION_STATUS_KEY } from '../businesses/business-queries';
import { ADMIN_KEY, invalidateActivity } from './admin-queries';
import type { DataAxleUpdate } from './data-axle-changes';

const DATA_AXLE_KEY = [...ADMIN_KEY, 'data-axle'] as const;
const DATA_AXLE_CONFIG_KEY = [...DATA_AXLE_KEY, 'config'] as const;
const DATA_AXLE_STATUS_KEY = [...DATA_AXLE_KEY, 'status'] as const;

// Back-office screens show the platform as it is now: each visit reloads them.
const FRESH_ON_VISIT = { refetchOnMount: 'always' } as const;

export function useDataAxleConfig() {
  return useQuery({
    queryKey: DATA_AXLE_CONFIG_KEY,
    queryFn: async () => (await callRoute(contract.adminSettings.dataAxleConfig)).config,
    ...FRESH_ON_VISIT,
  });
}

export function useDataAxleStatus() {
  return useQuery({
    queryKey: DATA_AXLE_STATUS_KEY,
    queryFn: () => callRoute(contract.adminSettings.dataAxleStatus),
    ...FRESH_ON_VISIT,
  });
}

/** Saves the integration; every screen's view of whether enhancement is on follows. */
export function useSaveDataAxleConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DataAxleUpdate) => (await callRoute(contract.adminSettings.updateDataAxleConfig, { body })).config,
    onSuccess: (config) => {
      queryClient.setQueryData(DATA_AXLE_CONFIG_KEY, config);
      void queryClient.invalidateQueries({ queryKey: DATA_AXLE_STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: INTEGRATION_STATUS_KEY });
      invalidateActivity(queryClient);
    },
  });
}

/** A real call with the stored credentials; the status may change with it (a failure counts). */
export function useTestDataAxle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(contract.adminSettings.testDataAxle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_AXLE_STATUS_KEY }),
  });
}
