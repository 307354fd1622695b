import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { Brand } from '../../../shared/contract/organizations';
import { callRoute } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';

// Every brand key starts with `all`: a change to the brand refreshes it whoever is signed in.
export const brandingKeys = {
  all: ['branding'] as const,
  brand: (userId: string | null, organizationId: string | null) => [...brandingKeys.all, userId, organizationId] as const,
};

/**
 * The white-label brand to show, null for the product's own, undefined until known. Keyed by who is
 * signed in and where, so signing in or out and switching organizations each ask again.
 */
export function useBrand(): Brand | null | undefined {
  const { user, organization } = useAuth();
  const { data, isError } = useQuery({
    queryKey: brandingKeys.brand(user?.id ?? null, organization?.id ?? null),
    queryFn: async () => (await callRoute(contract.organizations.branding)).brand,
    // The old brand stays up while the next one loads, rather than flashing the product's.
    placeholderData: keepPreviousData,
  });
  // An unreachable server must not keep the app nameless.
  return isError ? null : data;
}
