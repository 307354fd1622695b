import { ERROR_CODES } from '../../../shared/contract/errors';
import type { Plan, UserRole } from '../../../shared/domain/enums';
import type { AuditEntryRecord, OrganizationRecord, OrganizationUpdate, Page, UserRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { BusinessDataProvider } from '../../providers/provider';
import type { AuditService } from './audit-service';
import type { OrganizationService, OrganizationUsage } from '../organizations/organization-service';
import { providerCall } from '../integrations/provider-call';

export interface AuditEntryWithActor extends AuditEntryRecord {
  actor: UserRecord | undefined;
}

/** The admin back-office: every account and organization, whatever tenant it is in. */
export function createAdminService(deps: {
  repositories: Repositories;
  organizations: Pick<OrganizationService, 'usage'>;
  audit: AuditService;
  provider: Pick<BusinessDataProvider, 'directories'>;
  clock: () => Date;
}) {
  const { repositories, audit, provider } = deps;
  const { users, sessions, organizations, auditLog } = repositories;

  async function withActors(page: Page<AuditEntryRecord>): Promise<Page<AuditEntryWithActor>> {
    const ids = [...new Set(page.items.flatMap((entry) => entry.actorUserId ?? []))];
    const actors = new Map((await Promise.all(ids.map((id) => users.findById(id)))).flatMap((u) => (u ? [[u.id, u]] : [])));
    return {
      items: page.items.map((entry) => ({ ...entry, actor: entry.actorUserId ? actors.get(entry.actorUserId) : undefined })),
      nextCursor: page.nextCursor,
    };
  }

  const catalogue = () => providerCall(() => provider.directories());

  // Listings compare platforms by id, so a name or a typo here would silently allow nothing.
  async function assertKnownDirectories(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const known = new Set((await catalogue()).map((directory) => directory.id));
    const unknown = [...new Set(ids)].filter((id) => !known.has(id));
    if (unknown.length === 0) return;
    const message = `${unknown.length === 1 ? 'Unknown directory' : 'Unknown directories'}: ${unknown.join(', ')}`;
    throw new ApiError(400, message, ERROR_CODES.validation, { allowedDirectories: [message] });
  }

  return {
    async overview() {
      const [userCount, organizationCount, totals, recent] = await Promise.all([
        users.count(),
        organizations.count(),
        deps.repositories.dashboard.platformTotals(),
        auditLog.list({ limit: 10 }),
      ]);
      return {
        users: userCount,
        organizations: organizationCount,
        ...totals,
        recentActivity: (await withActors(recent)).items,
      };
    },

    /** The provider's directory network, to choose allowed directories from. */
    directories: catalogue,

    searchUsers: (query: { text?: string; role?: UserRole; limit: number; cursor?: string }) => users.search(query),

    async updateUser(
      actor: UserRecord,
      id: string,
      changes: { role?: UserRole; disabled?: boolean; emailVerified?: true },
    ): Promise<UserRecord> {
      const target = await users.findById(id);
      if (!target) throw notFound('User');
      // An admin who demotes or disables themselves could leave nobody able to undo it.
      if (target.id === actor.id && ((changes.role && changes.role !== 'admin') || changes.disabled)) {
        throw new ApiError(409, 'You cannot remove your own admin access. Ask another admin.', ERROR_CODES.conflict);
      }
      const updated = await users.update(id, {
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.disabled === undefined ? {} : { disabledAt: changes.disabled ? deps.clock() : null }),
        ...(changes.emailVerified ? { emailVerified: true, emailVerificationToken: null, emailVerificationExpires: null } : {}),
      });
      if (!updated) throw notFound('User');
      if (changes.disabled) await sessions.deleteAllForUser(id);
      await audit.record({
        actorUserId: actor.id,
        action: 'admin.user_updated',
        target: { type: 'user', id },
        details: {
          ...(changes.role ? { role: { from: target.role, to: changes.role } } : {}),
          ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
          ...(changes.emailVerified ? { emailVerified: true } : {}),
        },
      });
      return updated;
    },

    async endSessions(actor: UserRecord, id: string): Promise<number> {
      if (!(await users.findById(id))) throw notFound('User');
      const ended = await sessions.deleteAllForUser(id);
      await audit.record({ actorUserId: actor.id, action: 'admin.sessions_ended', target: { type: 'user', id }, details: { ended } });
      return ended;
    },

    async searchOrganizations(query: { text?: string; partnersOnly?: boolean; limit: number; cursor?: string }) {
      const page = await organizations.search(query);
      const usage = await Promise.all(page.items.map((org) => deps.organizations.usage(org)));
      return { items: page.items.map((org, i) => ({ organization: org, usage: usage[i]! })), nextCursor: page.nextCursor };
    },

    async updateOrganization(
      actor: UserRecord,
      id: string,
      changes: Pick<OrganizationUpdate, 'name' | 'type' | 'maxBusinesses' | 'maxUsers' | 'allowedDirectories' | 'isActive'> & {
        plan?: Plan;
      },
    ): Promise<{ organization: OrganizationRecord; usage: OrganizationUsage }> {
      const before = await organizations.findById(id);
      if (!before) throw notFound('Organization');
      if (changes.allowedDirectories) await assertKnownDirectories(changes.allowedDirectories);
      const updated = await organizations.update(id, changes);
      if (!updated) throw notFound('Organization');
      const changed = Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [key, { from: before[key as keyof typeof changes], to: value }]),
      );
      await audit.record({
        actorUserId: actor.id,
        organizationId: id,
        action: 'admin.organization_updated',
        target: { type: 'organization', id },
        details: changed,
      });
      return { organization: updated, usage: await deps.organizations.usage(updated) };
    },

    async auditEntries(query: { organizationId?: string; limit: number; cursor?: string }) {
      return withActors(await auditLog.list(query));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
