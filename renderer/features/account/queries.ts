import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteResponse } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';

export type Profile = RouteResponse<typeof contractTypes.auth.validate>;

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/** The signed-in user as the server has it now (with the username the stored copy may lack). */
export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile(), queryFn: () => callRoute(contract.auth.validate) });
}

/** The signed-in user's sessions, one per device. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await callRoute(contract.auth.listSessions)).sessions,
    // A security list: each visit shows the devices as they are now, not as they were.
    refetchOnMount: 'always',
  });
}
