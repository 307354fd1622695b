import { PLAN_LIMITS } from '../../../shared/domain/plans';
import type { Plan } from '../../../shared/domain/enums';
import type { MembershipWithOrganization, OrganizationRecord } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { forbidden, notFound } from '../../http/api-error';
import type { Authenticated } from '../accounts/authenticated';
import type { OrganizationContext } from './organization-context';
import { organizationSlug } from '../accounts/accounts';
import type { AuditService } from '../admin/audit-service';
import type { OrganizationService, OrganizationUsage } from './organization-service';

export interface ClientWithUsage {
  organization: OrganizationRecord;
  usage: OrganizationUsage;
}

/** Partner organizations create and manage client organizations, and work inside them. */
export function createPartnerService(deps: {
  repositories: Repositories;
  organizations: Pick<OrganizationService, 'usage' | 'switchTo'>;
  audit: AuditService;
}) {
  const { repositories, audit } = deps;
  const { organizations } = repositories;

  function assertPartner(context: OrganizationContext): void {
    if (context.organization.plan !== 'partner') {
      throw forbidden('Client management is for partner organizations. Switch to your partner organization first.');
    }
  }

  async function clientOf(context: OrganizationContext, id: string): Promise<OrganizationRecord> {
    assertPartner(context);
    const client = await organizations.findById(id);
    // Another partner's client, or no client at all, reads as absent.
    if (!client || client.partnerOrganizationId !== context.organization.id) throw notFound('Client');
    return client;
  }

  const withUsage = async (organization: OrganizationRecord): Promise<ClientWithUsage> => ({
    organization,
    usage: await deps.organizations.usage(organization),
  });

  return {
    async clients(context: OrganizationContext): Promise<ClientWithUsage[]> {
      assertPartner(context);
      return Promise.all((await organizations.clientsOf(context.organization.id)).map(withUsage));
    },

    async createClient(context: OrganizationContext, actorUserId: string, input: { name: string; plan: Plan }) {
      assertPartner(context);
      const client = await organizations.createWithOwner({
        name: input.name,
        slug: organizationSlug(input.name),
        ownerId: actorUserId,
        plan: input.plan,
        maxBusinesses: PLAN_LIMITS[input.plan].maxBusinesses,
        maxUsers: PLAN_LIMITS[input.plan].maxUsers,
        partnerOrganizationId: context.organization.id,
      });
      await audit.record({
        actorUserId,
        organizationId: context.organization.id,
        action: 'partner.client_created',
        target: { type: 'organization', id: client.id },
        details: { name: client.name, plan: client.plan },
      });
      return withUsage(client);
    },

    async updateClient(
      context: OrganizationContext,
      actorUserId: string,
      id: string,
      changes: { name?: string; plan?: Plan; isActive?: boolean },
    ): Promise<ClientWithUsage> {
      await clientOf(context, id);
      const limits = changes.plan ? { maxBusinesses: PLAN_LIMITS[changes.plan].maxBusinesses, maxUsers: PLAN_LIMITS[changes.plan].maxUsers } : {};
      const updated = await organizations.update(id, { ...changes, ...limits });
      if (!updated) throw notFound('Client');
      await audit.record({
        actorUserId,
        organizationId: context.organization.id,
        action: 'partner.client_updated',
        target: { type: 'organization', id },
        details: changes,
      });
      return withUsage(updated);
    },

    /**
     * Joins the client as an admin when not yet a member, for as long as the person is the partner's admin, then
     * makes it the session's organization.
     */
    async actAsClient(auth: Authenticated, context: OrganizationContext, id: string): Promise<MembershipWithOrganization> {
      const client = await clientOf(context, id);
      if (!client.isActive) throw forbidden(`${client.name} is paused. Resume it before working in it.`);
      try {
        await organizations.addMember({ userId: auth.user.id, organizationId: id, role: 'admin', throughPartner: true });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
      }
      const membership = await deps.organizations.switchTo(auth, id);
      await audit.record({
        actorUserId: auth.user.id,
        organizationId: context.organization.id,
        action: 'partner.acted_as_client',
        target: { type: 'organization', id },
      });
      return membership;
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
