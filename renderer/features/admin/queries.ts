import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { AdminOrganization, AdminUser } from '../../../shared/contract/admin';
import type { CitationSourceSettings, ConfigurableCitationSource } from '../../../shared/contract/admin-settings';
import type { RouteInput, RouteResponse } from '../../../shared/contract/route';
import type { UserRole } from '../../../shared/domain/enums';
import { callRoute } from '../../lib/api-client';
import { KEYSET_PAGES } from '../../lib/keyset-pages';
import { integrationKeys } from '../directories/queries';
import type { DataAxleUpdate } from './data-axle-changes';

// Back-office data. Each list's filtered views share its prefix, so one update or invalidation reaches them all.
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: UserFilters) => [...adminKeys.users(), filters] as const,
  organizations: () => [...adminKeys.all, 'organizations'] as const,
  organizationList: (filters: OrganizationFilters) => [...adminKeys.organizations(), filters] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditLog: (organizationId: string) => [...adminKeys.audit(), { organizationId }] as const,
  directories: () => [...adminKeys.all, 'directories'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  citationSources: () => [...adminKeys.all, 'citation-sources'] as const,
  dataAxleConfig: () => [...adminKeys.all, 'data-axle', 'config'] as const,
  dataAxleStatus: () => [...adminKeys.all, 'data-axle', 'status'] as const,
};

// Back-office lists show the platform as it is now: each visit reloads them.
const FRESH_ON_VISIT = { refetchOnMount: 'always' } as const;

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: () => callRoute(contract.admin.overview), ...FRESH_ON_VISIT });
}

export interface UserFilters {
  q: string;
  role: UserRole | '';
}

type UsersPage = RouteResponse<typeof contractTypes.admin.users>;

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(filters),
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
    queryKey: adminKeys.organizationList(filters),
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
    queryKey: adminKeys.auditLog(organizationId),
    queryFn: ({ pageParam }) =>
      callRoute(contract.admin.audit, { query: { organizationId: organizationId.trim() || undefined, cursor: pageParam } }),
    ...KEYSET_PAGES,
    ...FRESH_ON_VISIT,
  });
}

/** The provider's directory network; it changes with releases, not visits, so it loads once. */
export function useDirectoryCatalogue() {
  return useQuery({
    queryKey: adminKeys.directories(),
    queryFn: async () => (await callRoute(contract.admin.directories)).directories,
  });
}

/** Puts a changed user in every loaded list in place, so it does not jump or vanish mid-page. */
export function replaceUserInLists(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: adminKeys.users() }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) })),
    },
  );
}

export function replaceOrganizationInLists(queryClient: QueryClient, organization: AdminOrganization): void {
  queryClient.setQueriesData<InfiniteData<OrganizationsPage>>({ queryKey: adminKeys.organizations() }, (data) =>
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
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
}

// Settings.

/** Every admin setting; encrypted ones arrive masked, never with their value. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: async () => (await callRoute(contract.adminSettings.listSettings)).settings,
    refetchOnMount: 'always',
  });
}

// Citation sources.

export type CitationSourceChange = RouteInput<typeof contractTypes.adminCitationSources.updateCitationSource>['body'];

/** Every citation source as it stands; each visit reloads it, as back-office screens do. */
export function useCitationSources() {
  return useQuery({
    queryKey: adminKeys.citationSources(),
    queryFn: async () => (await callRoute(contract.adminCitationSources.citationSources)).sources,
    refetchOnMount: 'always',
  });
}

/** Saves or removes a key, or switches a source; the list, the settings and whether scans are offered follow. */
export function useUpdateCitationSource(id: ConfigurableCitationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CitationSourceChange) =>
      (await callRoute(contract.adminCitationSources.updateCitationSource, { params: { id }, body })).source,
    onSuccess: (source) => {
      queryClient.setQueryData<CitationSourceSettings[]>(adminKeys.citationSources(), (sources) =>
        sources?.map((each) => (each.id === source.id ? source : each)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.status });
      invalidateActivity(queryClient);
    },
  });
}

/** One real call to the source; its quota and breaker may change with it, so the list is reloaded after. */
export function useTestCitationSource(id: ConfigurableCitationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(contract.adminCitationSources.testCitationSource, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.citationSources() }),
  });
}

// The Data Axle integration.

export function useDataAxleConfig() {
  return useQuery({
    queryKey: adminKeys.dataAxleConfig(),
    queryFn: async () => (await callRoute(contract.adminSettings.dataAxleConfig)).config,
    ...FRESH_ON_VISIT,
  });
}

export function useDataAxleStatus() {
  return useQuery({
    queryKey: adminKeys.dataAxleStatus(),
    queryFn: () => callRoute(contract.adminSettings.dataAxleStatus),
    ...FRESH_ON_VISIT,
  });
}

/** Saves the integration; every screen's view of whether enhancement is on follows. */
export function useSaveDataAxleConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DataAxleUpdate) => (await callRoute(contract.adminSettings.updateDataAxleConfig, { body })).config,
    onSuccess: (config) => {
      queryClient.setQueryData(adminKeys.dataAxleConfig(), config);
      void queryClient.invalidateQueries({ queryKey: adminKeys.dataAxleStatus() });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.status });
      invalidateActivity(queryClient);
    },
  });
}

/** A real call with the stored credentials; the status may change with it (a failure counts). */
export function useTestDataAxle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(contract.adminSettings.testDataAxle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.dataAxleStatus() }),
  });
}
