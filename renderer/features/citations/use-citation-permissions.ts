import { useRoleAtLeast } from '../organization/use-role-at-least';

interface CitationPermissions {
  /** Members and up mark issues resolved; viewers only look. */
  canResolve: boolean;
  /** Owners and admins set how often the organization is rescanned. */
  canSchedule: boolean;
}

/** What the user may do on Citation Monitoring; nothing until the memberships have loaded. */
export function useCitationPermissions(): CitationPermissions {
  return { canResolve: useRoleAtLeast('member'), canSchedule: useRoleAtLeast('admin') };
}
