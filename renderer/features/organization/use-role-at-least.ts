import type { MemberRole } from '../../../shared/domain/enums';
import { memberRoleAtLeast } from '../../../shared/domain/plans';
import { useMemberships } from './queries';

/**
 * Whether the user's role in the current organization is at least `role`. False until the memberships
 * have loaded, so no control appears and then vanishes.
 */
export function useRoleAtLeast(role: MemberRole): boolean {
  const { data } = useMemberships();
  const current = data?.organizations.find((organization) => organization.id === data.currentId);
  return current ? memberRoleAtLeast(current.role, role) : false;
}
