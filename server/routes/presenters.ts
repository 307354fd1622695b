import type { OrganizationSummary, PublicUser, SessionSummary } from '../../shared/contract/entities';
import type { AdminOrganization, AdminUser, AuditEntry } from '../../shared/contract/admin';
import type { Brand, DomainVerification, Invitation, Member, OrganizationDetails } from '../../shared/contract/organizations';
import type { Client } from '../../shared/contract/partner';
import type { Business, Listing } from '../../shared/contract/businesses';
import type { ActivityItem } from '../../shared/contract/dashboard';
import type { Batch, Directory, MatchResult, Submission } from '../../shared/contract/provider';
import type { BusinessCategory } from '../../shared/domain/enums';
import type { BusinessWithCounts } from '../services/business-service';
import type { DirectoryStanding, NamedListing } from '../services/listing-service';
import type { AuditEntryWithActor } from '../services/admin-service';
import type { MemberRole } from '../../shared/domain/enums';
import { customCssProblem } from '../../shared/domain/branding';
import { domainVerificationRecord } from '../services/custom-domains';
import type {
  ActivityRecord,
  InvitationRecord,
  MembershipWithOrganization,
  MemberWithUser,
  OrganizationRecord,
  SessionRecord,
  UserRecord,
} from '../db/records';
import type { OrganizationUsage } from '../services/organization-service';
import type { GradedMatch, SubmissionView } from '../services/provider-service';
import type { BatchView } from '../services/batch-service';

// Records become API shapes here: secrets never leave, dates become ISO strings.

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

/** The TXT record that proves the custom domain, and whether it has; null without a domain. */
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

/** Saved CSS only while today's rules accept it: CSS stored before a rule refused it is never served. */
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

export function toAdminUser(user: UserRecord): AdminUser {
  return { ...toPublicUser(user), disabled: user.disabledAt !== null };
}

export function toAdminOrganization(organization: OrganizationRecord, usage: OrganizationUsage): AdminOrganization {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    type: organization.type,
    plan: organization.plan,
    isActive: organization.isActive,
    partnerOrganizationId: organization.partnerOrganizationId,
    maxBusinesses: organization.maxBusinesses,
    maxUsers: organization.maxUsers,
    allowedDirectories: organization.allowedDirectories,
    usage: { businesses: usage.businesses, users: seatsInUse(usage) },
    createdAt: organization.createdAt.toISOString(),
  };
}

/** Seats as the user limit counts them: members and the invitations still open. */
function seatsInUse(usage: OrganizationUsage): number {
  return usage.users + usage.pendingInvitations;
}

export function toClient(organization: OrganizationRecord, usage: OrganizationUsage): Client {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    plan: organization.plan,
    type: organization.type,
    isActive: organization.isActive,
    usage: {
      businesses: usage.businesses,
      users: seatsInUse(usage),
      liveListings: usage.liveListings,
      openIssues: usage.openIssues,
      napScore: usage.napScore,
    },
    limits: { maxBusinesses: organization.maxBusinesses, maxUsers: organization.maxUsers },
    createdAt: organization.createdAt.toISOString(),
  };
}

export function toAuditEntry(entry: AuditEntryWithActor): AuditEntry {
  return {
    id: entry.id,
    action: entry.action,
    actor: entry.actor ? { id: entry.actor.id, name: entry.actor.name, email: entry.actor.email } : null,
    organizationId: entry.organizationId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function toBusiness(business: BusinessWithCounts): Business {
  return {
    id: business.id,
    name: business.name,
    // Validated on the way in, so a stored category is one of the list.
    category: business.category as BusinessCategory,
    address: business.address,
    city: business.city,
    state: business.state,
    zipCode: business.zipCode,
    phone: business.phone,
    email: business.email,
    website: business.website,
    description: business.description,
    hours: business.hours,
    dataAxleInfogroupId: business.dataAxleInfogroupId,
    dataAxleMatchGrade: business.dataAxleMatchGrade,
    dataAxleConfidenceScore: business.dataAxleConfidenceScore,
    dataAxleLastSynced: business.dataAxleLastSynced?.toISOString() ?? null,
    dataAxleEnrichmentData: business.dataAxleEnrichmentData,
    listingCounts: business.listingCounts,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
  };
}

export function toListing(listing: NamedListing): Listing {
  return {
    id: listing.id,
    businessId: listing.businessId,
    businessName: listing.businessName,
    platform: listing.platform,
    directoryName: listing.directoryName,
    status: listing.status,
    profileUrl: listing.profileUrl,
    lastSyncAt: listing.lastSyncAt?.toISOString() ?? null,
    errorMessage: listing.errorMessage,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

export function toActivity(entry: ActivityRecord): ActivityItem {
  return {
    id: entry.id,
    type: entry.type,
    kind: entry.kind,
    title: entry.title,
    description: entry.description,
    timestamp: entry.createdAt.toISOString(),
    businessId: entry.businessId,
  };
}

export function toDirectory({ directory, allowed, status, counts }: DirectoryStanding): Directory {
  return {
    id: directory.id,
    name: directory.name,
    logo: directory.logo,
    url: directory.url,
    tier: directory.tier,
    regions: [...directory.regions],
    aggregator: directory.aggregator,
    categories: directory.categories ? [...directory.categories] : null,
    allowed,
    status,
    counts,
  };
}

export function toMatchResult({ match, score, grade, enrichment }: GradedMatch): MatchResult {
  return {
    infogroupId: match.infogroupId,
    businessName: match.name,
    address: match.street,
    city: match.city,
    state: match.state,
    zipCode: match.postalCode,
    phone: match.phone,
    matchGrade: grade,
    confidenceScore: score,
    enrichmentData: enrichment,
  };
}

export function toSubmission({ record, businessName, status, directories }: SubmissionView): Submission {
  return {
    id: record.id,
    businessId: record.businessId,
    businessName,
    status,
    directories,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toBatch({ batch, items }: BatchView): Batch {
  return {
    id: batch.id,
    kind: batch.kind,
    status: batch.status,
    total: batch.total,
    succeeded: batch.succeeded,
    failed: batch.failed,
    directories: batch.directories,
    items: items.map((item) => ({
      businessId: item.businessId,
      businessName: item.businessName,
      status: item.status,
      result: item.result,
      errorMessage: item.errorMessage,
    })),
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}
