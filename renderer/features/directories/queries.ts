import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute } from '../../lib/api-client';

// The provider's directories with the organization's counts in each.
export const directoryKeys = {
  all: ['directories'] as const,
};

// Which integrations are set up; admin screens that change one refresh it. Apart from the
// directories' key, since a business change leaves it as it is.
export const integrationKeys = {
  status: ['integration-status'] as const,
};

export function useDirectories() {
  return useQuery({ queryKey: directoryKeys.all, queryFn: () => callRoute(contract.provider.directories) });
}

export function useIntegrationStatus() {
  return useQuery({ queryKey: integrationKeys.status, queryFn: () => callRoute(contract.provider.status) });
}
