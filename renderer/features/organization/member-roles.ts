import { MEMBER_ROLES, type MemberRole } from '../../../shared/domain/enums';
import { canAssignRole, memberRoleAtLeast } from '../../../shared/domain/plans';

// What the Settings screen offers each role; the server enforces the same rules.

/** Whether `actor` may change or remove a member who has `target` role: admins, and only owners for owners. */
export function canManageMember(actor: MemberRole, target: MemberRole): boolean {
  return memberRoleAtLeast(actor, 'admin') && (target !== 'owner' || actor === 'owner');
}

/** The roles `actor` may give a member who now has `target`, that one included; none when they may not. */
export function roleChoices(actor: MemberRole, target: MemberRole): MemberRole[] {
  if (!canManageMember(actor, target)) return [];
  return MEMBER_ROLES.filter((role) => role === target || canAssignRole(actor, role));
}

/** The roles `actor` may invite someone with. */
export function invitableRoles(actor: MemberRole): MemberRole[] {
  return MEMBER_ROLES.filter((role) => canAssignRole(actor, role));
}
