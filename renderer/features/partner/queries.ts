import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { Plan } from '../../../shared/domain/enums';
import { ApiRequestError, callRoute } from '../../lib/api-client';

export const partnerKeys = {
  all: ['partner'] as const,
  clients: () => [...partnerKeys.all, 'clients'] as const,
};

/** Plans a partner may give a client, as the contract allows them. */
export const CLIENT_PLANS = contractSchemas.partner.createClient.body.shape.plan.unwrap().options;
export type ClientPlan = (typeof CLIENT_PLANS)[number];

export function isClientPlan(plan: Plan): plan is ClientPlan {
  return (CLIENT_PLANS as readonly Plan[]).includes(plan);
}

/** The current (partner) organization's clients, as they are now. */
export function useClients() {
  return useQuery({
    queryKey: partnerKeys.clients(),
    queryFn: async () => (await callRoute(contract.partner.clients)).clients,
    refetchOnMount: 'always',
  });
}

/**
 * The server's refusal because the session works in an organization that is not a partner one
 * (or where the user is not an admin): the user can switch rather than retry.
 */
export function isPartnerAccessError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 403;
}
