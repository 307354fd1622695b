import type { OrganizationDetails } from '../../../shared/contract/organizations';

type Usage = OrganizationDetails['usage'];

/** Seats count members and the invitations still open, as the server counts them against maxUsers. */
export function seatsInUse(usage: Usage): number {
  return usage.users + usage.pendingInvitations;
}

/** What the seat count is made of, when invitations are part of it. */
export function seatsNote(usage: Usage): string | undefined {
  const { users, pendingInvitations } = usage;
  if (pendingInvitations === 0) return undefined;
  const members = `${users} member${users === 1 ? '' : 's'}`;
  const invitations = `${pendingInvitations} pending invitation${pendingInvitations === 1 ? '' : 's'}`;
  return `${members} and ${invitations}`;
}
