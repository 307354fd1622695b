import type { Plan, UserRole } from './enums';

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  partner: 'Partner',
  business_pro: 'Business Pro',
  business: 'Business',
};

export type RoleBadgeTone = 'red' | 'purple' | 'grey';

/** Sidebar user card: red for admin, purple for partner, grey otherwise. */
export function roleBadgeTone(role: UserRole): RoleBadgeTone {
  if (role === 'admin') return 'red';
  if (role === 'partner') return 'purple';
  return 'grey';
}

/** The plan an account's own organization starts on. */
export function planForRole(role: UserRole): Plan {
  if (role === 'partner' || role === 'business_pro') return role;
  return 'business';
}

/** Where a person lands after signing in. */
export function homePathForRole(role: UserRole): string {
  return role === 'admin' ? '/admin' : '/';
}
