import type { googleBusinessContract } from '../../shared/contract/google-business';
import type { Handlers } from '../http/routing/handlers';
import type { BatchService } from '../services/businesses/batch-service';
import type { GoogleBusinessService } from '../services/integrations/google-business-service';
import { toBatch } from '../presenters/provider';

export function googleBusinessHandlers(google: GoogleBusinessService, batches: Pick<BatchService, 'googleUpdates'>): Handlers<typeof googleBusinessContract> {
  return {
    status: async (_request, { org }) => ({ status: await google.status(org) }),
    authorize: async (_request, { auth, org }) => google.authorize(org, auth.user.id),
    connect: async ({ body }, { auth, org }) => ({ status: await google.connect(org, auth.user.id, body) }),
    disconnect: async (_request, { org }) => ({ status: await google.disconnect(org) }),
    locations: async (_request, { org }) => google.locations(org),
    link: async ({ params, body }, { auth, org }) => ({ link: await google.link(org, auth.user.id, params.id, body) }),
    unlink: async ({ params }, { org }) => {
      await google.unlink(org, params.id);
      return undefined;
    },
    businessLink: async ({ params }, { org }) => ({ link: await google.businessLink(org, params.id) }),
    updatePreview: async ({ params }, { org }) => ({ preview: await google.preview(org, params.id) }),
    update: async ({ params, body }, { org }) => google.update(org, params.id, body.fields),
    batchUpdate: async ({ body }, { auth, org }) => ({ batch: toBatch(await batches.googleUpdates(org, auth.user.id, body.businessIds)) }),
  };
}
