import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';

export const organizationKeys = {
  /** Every organization the user belongs to, with the session's current one. */
  memberships: () => ['organizations'] as const,
  /** The current organization; its members and invitations share the prefix, so one invalidation covers all. */
  current: () => ['organization'] as const,
  members: () => [...organizationKeys.current(), 'members'] as const,
  invitations: () => [...organizationKeys.current(), 'invitations'] as const,
  /** What an invitation link offers, read before sign-in; apart from the current organization's keys. */
  invitationPreview: (token: string) => ['invitation-preview', token] as const,
};

export function useMemberships() {
  return useQuery({ queryKey: organizationKeys.memberships(), queryFn: () => callRoute(contract.organizations.listMine) });
}

export function useCurrentOrganization() {
  return useQuery({
    queryKey: organizationKeys.current(),
    queryFn: async () => (await callRoute(contract.organizations.current)).organization,
  });
}

export function useMembers() {
  return useQuery({
    queryKey: organizationKeys.members(),
    queryFn: async () => (await callRoute(contract.organizations.members)).members,
  });
}

/** Pending invitations; only admins may read them, so others do not ask. */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.invitations(),
    queryFn: async () => (await callRoute(contract.organizations.invitations)).invitations,
    enabled,
  });
}
