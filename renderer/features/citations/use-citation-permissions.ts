import { memberRoleAtLeast } from '../../../shared/domain/plans';
import { useMemberships } from '../organization/organization-queries';

interface CitationPermissions {
  /** Members and up mark issues resolved; viewers only look. */
  canResolve: boolean;
  /** Owners and admins set how often the organization is rescanned. */
  canSchedule: boolean;
}

/** What the user may do on Citation Monitoring; nothing until the memberships have loaded. */
export function useCitationPermissions(): CitationPermissions {
  const { data } = useMemberships();
  const current = data?.organizations.find((organization) => organization.id === data.currentId);
  return {
    canResolve: current ? memberRoleAtLeast(current.role, 'member') : false,
    canSchedule: current ? memberRoleAtLeast(current.role, 'admin') : false,
  };
}
