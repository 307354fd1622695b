import { useRoleAtLeast } from '../organization/use-role-at-least';

/** Whether the user may change businesses in the current organization: members and up; viewers only look. */
export function useCanEditBusinesses(): boolean {
  return useRoleAtLeast('member');
}
