import type { partnerContract } from '../../shared/contract/partner';
import { notFound } from '../http/api-error';
import type { Handlers } from '../http/routing/handlers';
import type { PartnerService } from '../services/organizations/partner-service';
import { toOrganizationSummary } from '../presenters/entities';
import { toClient } from '../presenters/partner';

export function partnerHandlers(partners: PartnerService): Handlers<typeof partnerContract> {
  return {
    clients: async (_request, { org }) => ({
      clients: (await partners.clients(org)).map(({ organization, usage }) => toClient(organization, usage)),
    }),
    createClient: async ({ body }, { auth, org }) => {
      const { organization, usage } = await partners.createClient(org, auth.user.id, body);
      return { client: toClient(organization, usage) };
    },
    updateClient: async ({ params, body }, { auth, org }) => {
      const { organization, usage } = await partners.updateClient(org, auth.user.id, params.id, body);
      return { client: toClient(organization, usage) };
    },
    actAsClient: async ({ params }, { auth, org }) => {
      const summary = toOrganizationSummary(await partners.actAsClient(auth, org, params.id));
      if (!summary) throw notFound('Client');
      return { organization: summary };
    },
  };
}
