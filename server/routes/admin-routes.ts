import type { adminContract, CatalogueDirectory } from '../../shared/contract/admin';
import type { IntegrationStatus } from '../../shared/contract/provider';
import type { Handlers } from '../http/routing/handlers';
import type { DirectoryInfo } from '../providers/provider';
import type { AdminService } from '../services/admin/admin-service';
import { toAdminOrganization, toAdminUser, toAuditEntry } from '../presenters/admin';

function toCatalogueDirectory({ id, name, tier, categories }: DirectoryInfo): CatalogueDirectory {
  return { id, name, tier, categories: categories ? [...categories] : null };
}

export function adminHandlers(
  admin: AdminService,
  integrationStatus: () => Promise<IntegrationStatus>,
): Handlers<typeof adminContract> {
  return {
    overview: async () => {
      const { recentActivity, ...counts } = await admin.overview();
      return { ...counts, integration: await integrationStatus(), recentActivity: recentActivity.map(toAuditEntry) };
    },
    users: async ({ query }) => {
      const page = await admin.searchUsers({ text: query.q, role: query.role, limit: query.limit, cursor: query.cursor });
      return { users: page.items.map(toAdminUser), nextCursor: page.nextCursor };
    },
    updateUser: async ({ params, body }, { auth }) => ({
      user: toAdminUser(await admin.updateUser(auth.user, params.id, body)),
    }),
    endUserSessions: async ({ params }, { auth }) => ({ ended: await admin.endSessions(auth.user, params.id) }),
    organizations: async ({ query }) => {
      const page = await admin.searchOrganizations({
        text: query.q,
        partnersOnly: query.partnersOnly === 'true',
        limit: query.limit,
        cursor: query.cursor,
      });
      return {
        organizations: page.items.map(({ organization, usage }) => toAdminOrganization(organization, usage)),
        nextCursor: page.nextCursor,
      };
    },
    updateOrganization: async ({ params, body }, { auth }) => {
      const { organization, usage } = await admin.updateOrganization(auth.user, params.id, body);
      return { organization: toAdminOrganization(organization, usage) };
    },
    directories: async () => ({ directories: (await admin.directories()).map(toCatalogueDirectory) }),
    audit: async ({ query }) => {
      const page = await admin.auditEntries(query);
      return { entries: page.items.map(toAuditEntry), nextCursor: page.nextCursor };
    },
  };
}
