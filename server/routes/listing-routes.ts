import type { listingsContract } from '../../shared/contract/listings';
import { answersFromOrganizationData, type Handlers } from '../http/routing/handlers';
import { writtenPageJson } from './written-pages';
import type { ListingService } from '../services/listings/listing-service';

export function listingHandlers(listings: ListingService): Handlers<typeof listingsContract> {
  return {
    // Written by the database: the list is read often and rendered afresh after every write.
    list: answersFromOrganizationData(
      async ({ query }, { org }, catalogue) => writtenPageJson('listings', await listings.listWritten(org.organization.id, query, catalogue)),
      listings.directoryCatalogue,
    ),
    summary: async (_request, { org }) => {
      const summary = await listings.summary(org.organization.id);
      return { ...summary, lastSyncAt: summary.lastSyncAt?.toISOString() ?? null };
    },
    sync: async ({ body }, { auth, org }) => {
      const result = await listings.sync(org, auth.user.id, body?.businessId);
      return { ...result, lastSyncAt: result.lastSyncAt.toISOString() };
    },
    exportCsv: async ({ query }, { org }) => listings.exportCsv(org.organization.id, query.businessId),
  };
}
