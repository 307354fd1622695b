import { memberRoleAtLeast } from '../../../shared/domain/plans';
import { useMemberships } from '../organization/organization-queries';

/**
 * Whether the user may change businesses in the current organization: members and up; viewers
 * only look. False until the memberships have loaded, so no button appears and then vanishes.
 */
export function useCanEditBusinesses(): boolean {
  const { data } = useMemberships();
  const current = data?.organizations.find((organization) => organization.id === data.currentId);
  return current ? memberRoleAtLeast(current.role, 'member') : false;
}
