import type { MemberRole, Plan } from './enums';

export interface PlanLimits {
  maxBusinesses: number;
  maxUsers: number;
  /** Directory tiers the plan may publish to. */
  directoryTiers: readonly ('basic' | 'pro')[];
  /** Whether the organization may create and manage client organizations. */
  clients: boolean;
}

/** What each plan starts with; an admin may change any organization's limits afterwards. */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  business: { maxBusinesses: 1, maxUsers: 1, directoryTiers: ['basic'], clients: false },
  business_pro: { maxBusinesses: 10, maxUsers: 5, directoryTiers: ['basic', 'pro'], clients: false },
  partner: { maxBusinesses: 250, maxUsers: 25, directoryTiers: ['basic', 'pro'], clients: true },
};

export const PLAN_LABELS: Record<Plan, string> = {
  business: 'Business',
  business_pro: 'Business Pro',
  partner: 'Partner',
};

const MEMBER_RANK: Record<MemberRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/**
 * viewer reads only; member also edits businesses and listings; admin also manages members,
 * invitations and settings; owner also manages the plan and may delete the organization.
 */
export function memberRoleAtLeast(role: MemberRole, required: MemberRole): boolean {
  return MEMBER_RANK[role] >= MEMBER_RANK[required];
}

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const MEMBER_ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  owner: 'Everything an admin can do, plus the plan and deleting the organization.',
  admin: 'Manages members, invitations and organization settings.',
  member: 'Adds and edits businesses and listings.',
  viewer: 'Reads everything, changes nothing.',
};

/** Who may give which role: only owners make owners. */
export function canAssignRole(actor: MemberRole, role: MemberRole): boolean {
  return role === 'owner' ? actor === 'owner' : memberRoleAtLeast(actor, 'admin');
}

/** The 403 message when an organization is at its business limit. */
export function businessLimitMessage(maxBusinesses: number): string {
  const allowance = `${maxBusinesses} ${maxBusinesses === 1 ? 'business' : 'businesses'}`;
  return `Your plan allows ${allowance}. Remove one or ask an administrator for a larger plan to add more.`;
}
