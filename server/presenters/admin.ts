import type { AdminOrganization, AdminUser, AuditEntry } from '../../shared/contract/admin';
import type { AuditEntryWithActor } from '../services/admin/admin-service';
import type { OrganizationRecord, UserRecord } from '../db/records';
import type { OrganizationUsage } from '../services/organizations/organization-service';
import { toPublicUser } from './entities';
import { seatsInUse } from './organizations';

// The back-office's records become API shapes here: secrets never leave, dates become ISO strings.

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
