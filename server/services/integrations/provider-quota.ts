import type { OrganizationRepository } from '../../db/repositories';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';

/** Counts one paid call to an outside data service against the organization's hourly share; 429 once it is spent. */
export type ProviderQuota = (organizationId: string) => Promise<void>;

/**
 * An organization's calls an hour: a base, plus room for each business its plan allows, so a full batch
 * (a match, a submission or a scan of every source per business, with retries) fits while a one-business
 * account cannot spend the operator's allowance of the provider or a citation source.
 */
export function providerCallsPerHour(maxBusinesses: number): number {
  return RATE_LIMITS.providerCallsPerOrganization.limit + 10 * Math.max(0, maxBusinesses);
}

export function createProviderQuota(limiter: RateLimiter, organizations: Pick<OrganizationRepository, 'findById'>): ProviderQuota {
  return async (organizationId) => {
    const organization = await organizations.findById(organizationId);
    const limit = providerCallsPerHour(organization?.maxBusinesses ?? 0);
    await limiter.consume(
      { ...RATE_LIMITS.providerCallsPerOrganization, limit },
      organizationId,
      (allowed) => `Your organization has used its ${allowed} calls an hour to outside data services (business data and citation sources). Please try again later.`,
    );
  };
}
