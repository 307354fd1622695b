import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { AdminOrganization, AdminUser } from '../../../shared/contract/admin';
import type { RouteResponse } from '../../../shared/contract/route';
import type { UserRole } from '../../../shared/domain/enums';
import { callRoute } from '../../lib/api-client';
import { KEYSET_PAGES } from '../../lib/keyset-pages';

export const ADMIN_KEY = ['admin'] as const;
export const ADMIN_OVERVIEW_KEY = [...ADMIN_KEY, 'overview'] as const;
export const ADMIN_USERS_KEY = [...ADMIN_KEY, 'users'] as const;
export const ADMIN_ORGANIZATIONS_KEY = [...ADMIN_KEY, 'organizations'] as const;
export const ADMIN_AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const;
export const ADMIN_DIRECTORIES_KEY = [...ADMIN_KEY, 'directories'] as const;

// Back-office lists show the platform as it is now: each visit reloads them.
const FRESH_ON_VISIT = { refetchOnMount: 'always' } as const;

export function useAdminOverview() {
  return useQuery({ queryKey: ADMIN_OVERVIEW_KEY, queryFn: () => callRoute(contract.admin.overview), ...FRESH_ON_VISIT });
}

export interface UserFilters {
  q: string;
  role: UserRole | '';
}

type UsersPage = RouteResponse<typeof contractTypes.admin.users>;

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_USERS_KEY, filters],
    queryFn: ({ pageParam }) =>
      callRoute(contract.admin.users, {
        query: { q: filters.q.trim() || undefined, role: filters.role || undefined, cursor: pageParam },
      }),
    ...KEYSET_PAGES,
    ...FRESH_ON_VISIT,
  });
}

export interface OrganizationFilters {
  q: string;
  partnersOnly: boolean;
}

type OrganizationsPage = RouteResponse<typeof contractTypes.admin.organizations>;

export function useAdminOrganizations(filters: OrganizationFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_ORGANIZATIONS_KEY, filters],
    queryFn: ({ pageParam }) =>
      callRoute(contract.admin.organizations, {
        query: {
          q: filters.q.trim() || undefined,
          partnersOnly: filters.partnersOnly ? 'true' : undefined,
          cursor: pageParam,
        },
      }),
    ...KEYSET_PAGES,
    ...FRESH_ON_VISIT,
  });
}

export function useAuditLog(organizationId: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_AUDIT_KEY, { organizationId }],
    queryFn: ({ pageParam }) =>
      callRoute(contract.admin.audit, { query: { organizationId: organizationId.trim() || undefined, cursor: pageParam } }),
    ...KEYSET_PAGES,
    ...FRESH_ON_VISIT,
  });
}

/** The provider's directory network; it changes with releases, not visits, so it loads once. */
export function useDirectoryCatalogue() {
  return useQuery({
    queryKey: ADMIN_DIRECTORIES_KEY,
    queryFn: async () => (await callRoute(contract.admin.directories)).directories,
  });
}

/** Puts a changed user in every loaded list in place, so it does not jump or vanish mid-page. */
export function replaceUserInLists(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: ADMIN_USERS_KEY }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) })),
    },
  );
}

export function replaceOrganizationInLists(queryClient: QueryClient, organization: AdminOrganization): void {
  queryClient.setQueriesData<InfiniteData<OrganizationsPage>>({ queryKey: ADMIN_ORGANIZATIONS_KEY }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        organizations: page.organizations.map((o) => (o.id === organization.id ? organization : o)),
      })),
    },
  );
}

/** An admin action is also a new audit entry: the overview and the log reload when next shown. */
export function invalidateActivity(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
}
