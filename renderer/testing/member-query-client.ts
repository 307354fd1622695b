import type { QueryClient } from '@tanstack/react-query';
import type { MemberRole } from '../../shared/domain/enums';
import { organizationKeys } from '../features/organization/queries';
import { createQueryClient } from '../lib/query-client';

/** The app's query client, already knowing the user's one organization (Acme, on the Business plan) and role there. */
export function memberQueryClient(role: MemberRole = 'member'): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(organizationKeys.memberships(), {
    organizations: [{ id: 'org-1', name: 'Acme', slug: 'acme', type: 'standard', plan: 'business', role }],
    currentId: 'org-1',
  });
  return queryClient;
}
