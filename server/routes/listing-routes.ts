import type { listingsContract } from '../../shared/contract/businesses';
import { answersFromOrganizationData, type Handlers } from '../http/contract-router';
import { writtenPageJson } from './written-pages';
import type { BusinessImportService } from '../services/business-import-service';
import type { ListingService } from '../services/listing-service';

export function listingHandlers(
  listings: ListingService,
  exports: Pick<BusinessImportService, 'exportListings'>,
): Handlers<typeof listingsContract> {
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
    exportCsv: async ({ query }, { org }) => exports.exportListings(org.organization.id, query.businessId),
  };
}
