import type { OrganizationSummary, PublicUser, SessionSummary } from '../../shared/contract/entities';
import type { MembershipWithOrganization, SessionRecord, UserRecord } from '../db/records';

// Users, sessions and organization summaries become API shapes here: secrets never leave, dates become ISO strings.

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerified,
    avatarUrl: user.avatarUrl,
    provider: user.provider,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toOrganizationSummary(
  membership: Pick<MembershipWithOrganization, 'organization' | 'role'> | undefined,
): OrganizationSummary | null {
  if (!membership) return null;
  const { organization } = membership;
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    type: organization.type,
    plan: organization.plan,
    role: membership.role,
  };
}

export function toSessionSummary(session: SessionRecord, currentSessionId: string): SessionSummary {
  return {
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    current: session.id === currentSessionId,
  };
}
