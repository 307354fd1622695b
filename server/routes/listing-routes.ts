import type { listingsContract } from '../../shared/contract/businesses';
import { answersFromOrganizationData, type Handlers } from '../http/contract-router';
import type { BusinessImportService } from '../services/business-import-service';
import type { ListingService } from '../services/listing-service';
import { toListing } from './presenters';

export function listingHandlers(
  listings: ListingService,
  exports: Pick<BusinessImportService, 'exportListings'>,
): Handlers<typeof listingsContract> {
  return {
    list: answersFromOrganizationData(async ({ query }, { org }, catalogue) => {
      const page = await listings.list(org.organization.id, query, catalogue);
      return { listings: page.items.map(toListing), nextCursor: page.nextCursor, total: page.total };
    }, listings.directoryCatalogue),
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
