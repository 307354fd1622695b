import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';

/** Every organization the user belongs to, with the session's current one. */
export const MEMBERSHIPS_KEY = ['organizations'] as const;
/** The current organization; its members and invitations share the prefix, so one invalidation covers all. */
export const ORGANIZATION_KEY = ['organization'] as const;
export const MEMBERS_KEY = [...ORGANIZATION_KEY, 'members'] as const;
export const INVITATIONS_KEY = [...ORGANIZATION_KEY, 'invitations'] as const;

export function useMemberships() {
  return useQuery({ queryKey: MEMBERSHIPS_KEY, queryFn: () => callRoute(contract.organizations.listMine) });
}

export function useCurrentOrganization() {
  return useQuery({
    queryKey: ORGANIZATION_KEY,
    queryFn: async () => (await callRoute(contract.organizations.current)).organization,
  });
}

export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: async () => (await callRoute(contract.organizations.members)).members,
  });
}

/** Pending invitations; only admins may read them, so others do not ask. */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async () => (await callRoute(contract.organizations.invitations)).invitations,
    enabled,
  });
}
