import type { IntegrationStatus, providerContract } from '../../shared/contract/provider';
import type { Handlers } from '../http/contract-router';
import type { ListingService } from '../services/listing-service';
import { toDirectory } from './presenters';

export function providerHandlers(
  integrationStatus: () => Promise<IntegrationStatus>,
  listings: Pick<ListingService, 'directories'>,
): Handlers<typeof providerContract> {
  return {
    status: () => integrationStatus(),
    directories: async (_request, { org }) => {
      const network = await listings.directories(org);
      return { directories: network.directories.map(toDirectory), lastSyncAt: network.lastSyncAt?.toISOString() ?? null };
    },
  };
}
