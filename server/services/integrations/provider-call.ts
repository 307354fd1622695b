import { ERROR_CODES } from '../../../shared/contract/errors';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import { ProviderError, type BusinessDataProvider } from '../../providers/provider';
import type { ActivityService } from '../businesses/activity-service';
import type { ProviderQuota } from './provider-quota';

/** What a service that sends businesses to the provider is built from (businesses, listings). */
export interface ProviderWorkDeps {
  repositories: Repositories;
  provider: BusinessDataProvider;
  /** Spends one of the organization's paid provider calls. */
  quota: ProviderQuota;
  activity: Pick<ActivityService, 'record'>;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
}

/** Runs a provider call; its failure answers 502 with the provider's message, which is safe to show. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw new ApiError(502, error.message, ERROR_CODES.providerFailed);
    throw error;
  }
}
