import type { organizationsContract } from '../../shared/contract/organizations';
import { notFound } from '../http/api-error';
import type { Handlers } from '../http/routing/handlers';
import type { BrandingService } from '../services/organizations/branding-service';
import type { DomainVerificationService } from '../services/organizations/domain-verification-service';
import type { OrganizationService } from '../services/organizations/organization-service';
import { toOrganizationSummary } from '../presenters/entities';
import { toBrand, toInvitation, toMember, toOrganizationDetails } from '../presenters/organizations';

const success = { success: true as const };

export function organizationHandlers(
  organizations: OrganizationService,
  branding: BrandingService,
  domains: DomainVerificationService,
): Handlers<typeof organizationsContract> {
  return {
    listMine: async (_request, { auth }) => {
      const current = await organizations.resolve(auth);
      const memberships = await organizations.memberships(auth.user.id);
      return {
        organizations: memberships.flatMap((m) => toOrganizationSummary(m) ?? []),
        currentId: current?.organization.id ?? null,
      };
    },
    switchCurrent: async ({ body }, { auth }) => ({
      organization: toOrganizationSummary(await organizations.switchTo(auth, body.organizationId))!,
    }),
    current: async (_request, { org }) => ({
      organization: toOrganizationDetails(org.organization, org.role, await organizations.usage(org.organization)),
    }),
    updateCurrent: async ({ body }, { auth, org }) => {
      const updated = await organizations.update(org, auth.user.id, body);
      return { organization: toOrganizationDetails(updated, org.role, await organizations.usage(updated)) };
    },
    verifyDomain: async (_request, { auth, org }) => {
      const verified = await domains.verify(org, auth.user.id);
      return { organization: toOrganizationDetails(verified, org.role, await organizations.usage(verified)) };
    },
    deleteCurrent: async ({ body }, { auth, org }) => {
      const next = toOrganizationSummary(await organizations.deleteCurrent(auth, org, body.confirmName));
      if (!next) throw notFound('Organization');
      return { organization: next };
    },
    members: async (_request, { org }) => ({
      members: (await organizations.members(org.organization.id)).map(toMember),
    }),
    setMemberRole: async ({ params, body }, { auth, org }) => ({
      member: toMember(await organizations.setMemberRole(org, auth.user.id, params.userId, body.role)),
    }),
    removeMember: async ({ params }, { auth, org }) => {
      await organizations.removeMember(org, auth.user.id, params.userId);
      return success;
    },
    invitations: async (_request, { org }) => ({
      invitations: (await organizations.pendingInvitations(org.organization.id)).map(toInvitation),
    }),
    invite: async ({ body }, { auth, org }) => ({
      invitation: toInvitation(await organizations.invite(org, auth.user, body.email, body.role)),
    }),
    cancelInvitation: async ({ params }, { auth, org }) => {
      await organizations.cancelInvitation(org, auth.user.id, params.id);
      return success;
    },
    previewInvitation: async ({ body }) => {
      const { invitation, organization } = await organizations.previewInvitation(body.token);
      return { organizationName: organization.name, email: invitation.email, role: invitation.role };
    },
    acceptInvitation: async ({ body }, { auth }) => {
      const membership = await organizations.acceptInvitation(auth, body.token);
      const summary = toOrganizationSummary(membership);
      if (!summary) throw notFound('Organization');
      return { organization: summary };
    },
    branding: async (_request, { auth, host }) => {
      const current = auth ? await organizations.resolve(auth) : undefined;
      const brand = current ? await branding.forOrganization(current.organization) : await branding.forHost(host);
      return { brand: brand ? toBrand(brand) : null };
    },
  };
}
