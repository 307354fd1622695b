import type { Client } from '../../shared/contract/partner';
import type { OrganizationRecord } from '../db/records';
import type { OrganizationUsage } from '../services/organizations/organization-service';
import { seatsInUse } from './organizations';

// A partner's client organizations become API shapes here.

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
