import { RATE_LIMITS, type RateLimiter } from './rate-limiter';

/** Counts one paid provider call against the organization's hourly share; 429 once it is spent. */
export type ProviderQuota = (organizationId: string) => Promise<void>;

export function createProviderQuota(limiter: RateLimiter): ProviderQuota {
  return (organizationId) =>
    limiter.consume(
      RATE_LIMITS.providerCallsPerOrganization,
      organizationId,
      (limit) => `Your organization has used its ${limit} calls to the business data provider for this hour. Please try again later.`,
    );
}
