import type { businessesContract } from '../../shared/contract/businesses';
import { answersFromOrganizationData, type Handlers } from '../http/routing/handlers';
import { writtenPageJson } from './written-pages';
import type { BusinessImportService } from '../services/businesses/business-import-service';
import type { BusinessService } from '../services/businesses/business-service';
import { toBusiness } from '../presenters/businesses';
import { toListing } from '../presenters/listings';

export function businessHandlers(
  businesses: BusinessService,
  imports: Pick<BusinessImportService, 'importCsv' | 'exportBusinesses'>,
): Handlers<typeof businessesContract> {
  return {
    // Written by the database: the list is read often and rendered afresh after every write.
    list: answersFromOrganizationData(async ({ query }, { org }) =>
      writtenPageJson('businesses', await businesses.listWritten(org.organization.id, query)),
    ),
    get: answersFromOrganizationData(async ({ params }, { org }) => ({
      business: toBusiness(await businesses.get(org.organization.id, params.id)),
    })),
    create: async ({ body }, { auth, org }) => ({ business: toBusiness(await businesses.create(org, auth.user.id, body)) }),
    update: async ({ params, body }, { auth, org }) => ({
      business: toBusiness(await businesses.update(org, auth.user.id, params.id, body)),
    }),
    delete: async ({ params }, { auth, org }) => {
      await businesses.delete(org, auth.user.id, params.id);
    },
    publish: async ({ params, body }, { auth, org }) => ({
      listings: (await businesses.publish(org, auth.user.id, params.id, body?.directories)).map(toListing),
    }),
    publishMany: async ({ body }, { auth, org }) => businesses.publishMany(org, auth.user.id, body.businessIds),
    exportCsv: async (_request, { org }) => imports.exportBusinesses(org.organization.id),
    importCsv: async ({ body }, { auth, org }) => imports.importCsv(org, auth.user.id, body.csv, body.dryRun),
  };
}
