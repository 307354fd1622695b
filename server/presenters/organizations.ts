import type { Brand, DomainVerification, Invitation, Member, OrganizationDetails } from '../../shared/contract/organizations';
import type { MemberRole } from '../../shared/domain/enums';
import { customCssProblem } from '../../shared/domain/branding';
import { domainVerificationRecord } from '../services/organizations/custom-domains';
import type { InvitationRecord, MemberWithUser, OrganizationRecord } from '../db/records';
import type { OrganizationUsage } from '../services/organizations/organization-service';
import { toOrganizationSummary } from './entities';

// Organizations, members, invitations and brands become API shapes here: dates become ISO strings.

function toDomainVerification(organization: OrganizationRecord): DomainVerification | null {
  if (!organization.customDomain) return null;
  const record = domainVerificationRecord(organization.id, organization.customDomain);
  return {
    verifiedAt: organization.customDomainVerifiedAt?.toISOString() ?? null,
    recordType: 'TXT',
    recordName: record.name,
    recordValue: record.value,
  };
}

export function toOrganizationDetails(
  organization: OrganizationRecord,
  role: MemberRole,
  usage: OrganizationUsage,
): OrganizationDetails {
  return {
    ...toOrganizationSummary({ organization, role })!,
    isActive: organization.isActive,
    customDomain: organization.customDomain,
    domainVerification: toDomainVerification(organization),
    logoUrl: organization.logoUrl,
    primaryColor: organization.primaryColor,
    secondaryColor: organization.secondaryColor,
    customCss: servableCss(organization.customCss),
    customCssProblem: organization.customCss ? (customCssProblem(organization.customCss) ?? null) : null,
    partnerOrganizationId: organization.partnerOrganizationId,
    limits: {
      maxBusinesses: organization.maxBusinesses,
      maxUsers: organization.maxUsers,
      allowedDirectories: organization.allowedDirectories,
    },
    usage,
  };
}

export function toMember(member: MemberWithUser): Member {
  return {
    userId: member.userId,
    name: member.user.name,
    email: member.user.email,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}

export function toInvitation(invitation: InvitationRecord): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

function servableCss(css: string | null): string | null {
  return css && !customCssProblem(css) ? css : null;
}

export function toBrand(organization: OrganizationRecord): Brand {
  return {
    name: organization.name,
    logoUrl: organization.logoUrl,
    primaryColor: organization.primaryColor,
    secondaryColor: organization.secondaryColor,
    customCss: servableCss(organization.customCss),
  };
}

export function seatsInUse(usage: OrganizationUsage): number {
  return usage.users + usage.pendingInvitations;
}
