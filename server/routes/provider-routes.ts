import type { IntegrationStatus, providerContract } from '../../shared/contract/provider';
import type { Handlers } from '../http/routing/handlers';
import type { BatchService } from '../services/businesses/batch-service';
import type { ListingService } from '../services/listings/listing-service';
import type { ProviderService } from '../services/integrations/provider-service';
import { toBusiness } from '../presenters/businesses';
import { toListing } from '../presenters/listings';
import { toBatch, toDirectory, toMatchResult, toSubmission } from '../presenters/provider';

export function providerHandlers(
  integrationStatus: () => Promise<IntegrationStatus>,
  listings: Pick<ListingService, 'directories'>,
  provider: ProviderService,
  batches: BatchService,
): Handlers<typeof providerContract> {
  return {
    status: () => integrationStatus(),
    directories: async (_request, { org }) => {
      const network = await listings.directories(org);
      return { directories: network.directories.map(toDirectory), lastSyncAt: network.lastSyncAt?.toISOString() ?? null };
    },
    match: async ({ params }, { org }) => {
      const match = await provider.match(org, params.id);
      return { match: match ? toMatchResult(match) : null };
    },
    batchMatch: async ({ body }, { auth, org }) => ({
      batch: toBatch(await batches.create(org, auth.user.id, 'match', body.businessIds, [])),
    }),
    enrich: async ({ params, body }, { auth, org }) => ({
      business: toBusiness(await provider.enrich(org, auth.user.id, params.id, body.acceptMatch)),
    }),
    submit: async ({ params, body }, { auth, org }) => {
      const sent = await provider.submit(org, auth.user.id, params.id, body.directories);
      return { submission: toSubmission(sent.submission), listings: sent.listings.map(toListing) };
    },
    batchSubmit: async ({ body }, { auth, org }) => ({
      batch: toBatch(await batches.create(org, auth.user.id, 'submit', body.businessIds, body.directories)),
    }),
    submissions: async ({ query }, { org }) => ({ submissions: (await provider.submissions(org, query)).map(toSubmission) }),
    submission: async ({ params }, { org }) => ({ submission: toSubmission(await provider.submission(org, params.id)) }),
    batches: async ({ query }, { org }) => ({ batches: (await batches.list(org, query.limit)).map(toBatch) }),
    batch: async ({ params }, { org }) => ({ batch: toBatch(await batches.get(org, params.id)) }),
    analytics: async ({ params, query }, { org }) => ({ analytics: await provider.analytics(org, params.id, query.period) }),
  };
}
