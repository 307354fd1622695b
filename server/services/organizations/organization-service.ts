import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { MemberRole } from '../../../shared/domain/enums';
import { canAssignRole, MEMBER_ROLE_LABELS, memberRoleAtLeast } from '../../../shared/domain/plans';
import { organizationNapScore } from '../../../shared/domain/nap-score';
import type { InvitationRecord, MembershipWithOrganization, OrganizationRecord, OrganizationUpdate } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import type { Authenticated } from '../accounts/authenticated';
import type { OrganizationContext } from './organization-context';
import type { MailService } from '../../mail/mail-service';
import { invitationEmail } from '../../mail/templates';
import type { AuditService } from '../admin/audit-service';
import { reservedHostProblem } from './custom-domains';
import { countOutsideMail } from '../infrastructure/outside-mail';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';
import { hashSessionToken } from '../accounts/session-tokens';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_INVITATION = 'This invitation is invalid, was already used or has expired.';
const WHITE_LABEL_FIELDS = ['logoUrl', 'primaryColor', 'secondaryColor', 'customCss', 'customDomain'] as const;

export interface OrganizationServiceDeps {
  repositories: Repositories;
  mail: MailService;
  audit: AuditService;
  clock: () => Date;
  /** Invitations are mail to people outside the organization: counted so inviting cannot be used for spam. */
  rateLimiter: RateLimiter;
  publicUrl: string;
}

export interface OrganizationUsage {
  businesses: number;
  /** Members holding a seat (a managing partner's staff do not). */
  users: number;
  pendingInvitations: number;
  liveListings: number;
  openIssues: number;
  /** From each scanned business's latest scan; null before any scan. */
  napScore: number | null;
}

function planLimitMessage(organization: OrganizationRecord): string {
  const n = organization.maxUsers;
  return `Your plan allows ${n} user${n === 1 ? '' : 's'} in ${organization.name}. Remove a member or withdraw an invitation, or upgrade the plan, to invite more.`;
}

export function createOrganizationService(deps: OrganizationServiceDeps) {
  const { repositories, mail, audit, clock } = deps;
  const { organizations, invitations, sessions, businesses } = repositories;

  const usableMembership = <M extends MembershipWithOrganization>(membership: M | undefined) =>
    membership && membership.organization.isActive ? membership : undefined;

  /** A managing partner's staff work in a client without taking the client's seats. */
  const seatHolders = (organization: OrganizationRecord) =>
    organizations.countMembers(organization.id, organization.partnerOrganizationId);

  /**
   * Ends what a person reached through a partner organization: their memberships in its clients gained as its
   * staff. A client is never left without an owner; the partner's first other owner takes it over.
   */
  async function endPartnerAccess(partner: OrganizationRecord, actorUserId: string, userId: string): Promise<void> {
    const clientIds = await organizations.endPartnerAccess(partner.id, userId);
    if (clientIds.length === 0) return;
    const heir = (await organizations.members(partner.id)).find((m) => m.role === 'owner' && m.userId !== userId);
    for (const clientId of clientIds) {
      const members = await organizations.members(clientId);
      if (!heir || members.some((m) => m.role === 'owner')) continue;
      if (members.some((m) => m.userId === heir.userId)) await organizations.setMemberRole(clientId, heir.userId, 'owner');
      else await organizations.addMember({ userId: heir.userId, organizationId: clientId, role: 'owner', throughPartner: true });
    }
    await audit.record({
      actorUserId,
      organizationId: partner.id,
      action: 'partner.client_access_ended',
      target: { type: 'user', id: userId },
      details: { clients: clientIds },
    });
  }

  async function seatsTaken(organization: OrganizationRecord): Promise<number> {
    const [members, pending] = await Promise.all([
      seatHolders(organization),
      invitations.countPending(organization.id, clock()),
    ]);
    return members + pending;
  }

  /** An owner can only stop being one while another owner remains. */
  async function assertNotLastOwner(organizationId: string, userId: string): Promise<void> {
    const owners = (await organizations.members(organizationId)).filter((m) => m.role === 'owner');
    if (owners.length === 1 && owners[0]?.userId === userId) {
      throw new ApiError(409, 'An organization needs an owner: make someone else owner first.', ERROR_CODES.conflict);
    }
  }

  async function previewInvitation(token: string): Promise<{ invitation: InvitationRecord; organization: OrganizationRecord }> {
    const invitation = await invitations.findByToken(hashSessionToken(token));
    const organization = invitation && (await organizations.findById(invitation.organizationId));
    if (!invitation || !organization || invitation.acceptedAt || invitation.expiresAt.getTime() <= clock().getTime()) {
      throw new ApiError(400, INVALID_INVITATION, ERROR_CODES.invalidLink);
    }
    return { invitation, organization };
  }

  return {
    /** The session's organization when the user still belongs to it, else their first active one. */
    async resolve(auth: Authenticated): Promise<OrganizationContext | undefined> {
      const current = usableMembership(auth.membership);
      if (current) return { organization: current.organization, role: current.role, dataVersion: current.organizationDataVersion };
      const memberships = await organizations.membershipsOf(auth.user.id);
      const chosen =
        usableMembership(memberships.find((m) => m.organizationId === auth.session.organizationId)) ??
        memberships.find((m) => m.organization.isActive);
      return chosen && { organization: chosen.organization, role: chosen.role };
    },

    memberships: (userId: string) => organizations.membershipsOf(userId),

    async switchTo(auth: Authenticated, organizationId: string): Promise<MembershipWithOrganization> {
      const membership = usableMembership(
        (await organizations.membershipsOf(auth.user.id)).find((m) => m.organizationId === organizationId),
      );
      if (!membership) throw notFound('Organization');
      await sessions.setOrganization(auth.session.id, organizationId);
      return membership;
    },

    /**
     * The owner deletes the organization with everything in it, after typing its name. Refused for
     * the owner's only organization and for a partner that still manages clients.
     */
    async deleteCurrent(auth: Authenticated, context: OrganizationContext, confirmName: string): Promise<OrganizationContext> {
      const { organization } = context;
      if (confirmName.trim() !== organization.name) {
        const message = `Type ${organization.name} exactly to confirm`;
        throw new ApiError(400, message, ERROR_CODES.validation, { confirmName: [message] });
      }
      const elsewhere = (await organizations.membershipsOf(auth.user.id)).filter(
        (m) => m.organizationId !== organization.id && m.organization.isActive,
      );
      if (elsewhere.length === 0) {
        throw new ApiError(409, 'This is your only organization, so it cannot be deleted.', ERROR_CODES.conflict);
      }
      const clients = await organizations.clientsOf(organization.id);
      if (clients.length > 0) {
        const count = `${clients.length} client organization${clients.length === 1 ? '' : 's'}`;
        throw new ApiError(409, `${organization.name} still manages ${count}. Delete them first.`, ERROR_CODES.conflict);
      }
      if (!(await organizations.delete(organization.id))) throw notFound('Organization');
      await audit.record({
        actorUserId: auth.user.id,
        action: 'organization.deleted',
        target: { type: 'organization', id: organization.id },
        details: { name: organization.name, plan: organization.plan },
      });
      const next = elsewhere[0]!;
      await sessions.setOrganization(auth.session.id, next.organizationId);
      return { organization: next.organization, role: next.role };
    },

    async usage(organization: OrganizationRecord): Promise<OrganizationUsage> {
      const [businessCount, users, pendingInvitations, listingSummary, openIssues, latestScores] = await Promise.all([
        businesses.countByOrganization(organization.id),
        seatHolders(organization),
        invitations.countPending(organization.id, clock()),
        repositories.listings.summary(organization.id),
        repositories.citationIssues.countOpen(organization.id),
        repositories.citationScans.latestScores(organization.id),
      ]);
      return {
        businesses: businessCount,
        users,
        pendingInvitations,
        liveListings: listingSummary.byStatus.published,
        openIssues,
        napScore: organizationNapScore(latestScores.map((scan) => ({ score: scan.napScore, listings: scan.directoriesScored }))),
      };
    },

    async update(
      context: OrganizationContext,
      actorUserId: string,
      changes: Pick<OrganizationUpdate, 'name' | (typeof WHITE_LABEL_FIELDS)[number]>,
    ): Promise<OrganizationRecord> {
      const { organization } = context;
      const branding = WHITE_LABEL_FIELDS.filter((field) => changes[field] !== undefined);
      if (branding.length > 0 && organization.type === 'standard') {
        throw forbidden('Branding is for white-label and private-label organizations. Ask an administrator to switch the type.');
      }
      const domainTaken = () =>
        new ApiError(409, 'Another organization uses that domain', ERROR_CODES.conflict, {
          customDomain: ['Another organization uses that domain'],
        });
      if (changes.customDomain) {
        const reserved = reservedHostProblem(changes.customDomain, deps.publicUrl);
        if (reserved) throw new ApiError(400, reserved, ERROR_CODES.validation, { customDomain: [reserved] });
        // Only a proven domain is held; unproven claims coexist until one of them proves it.
        const holder = await organizations.findByProvenDomain(changes.customDomain);
        if (holder && holder.id !== organization.id) throw domainTaken();
      }
      // A new domain starts unproven: the proof was for the old one.
      const domainChanged = changes.customDomain !== undefined && changes.customDomain !== organization.customDomain;
      let updated: OrganizationRecord | undefined;
      try {
        updated = await organizations.update(organization.id, domainChanged ? { ...changes, customDomainVerifiedAt: null } : changes);
      } catch (error) {
        if (error instanceof UniqueViolationError && changes.customDomain) throw domainTaken();
        throw error;
      }
      if (!updated) throw notFound('Organization');
      await audit.record({
        actorUserId,
        organizationId: organization.id,
        action: 'organization.updated',
        target: { type: 'organization', id: organization.id },
        details: { fields: Object.keys(changes) },
      });
      return updated;
    },

    members: (organizationId: string) => organizations.members(organizationId),

    async setMemberRole(context: OrganizationContext, actorUserId: string, userId: string, role: MemberRole) {
      const { organization } = context;
      const target = await organizations.membership(userId, organization.id);
      if (!target) throw notFound('Member');
      // Changing an owner, or making one, is for owners only.
      if (!canAssignRole(context.role, role) || (target.role === 'owner' && context.role !== 'owner')) {
        throw forbidden(`Only an owner can ${role === 'owner' ? 'make' : 'change'} an owner`);
      }
      if (target.role === 'owner' && role !== 'owner') await assertNotLastOwner(organization.id, userId);
      await organizations.setMemberRole(organization.id, userId, role);
      // Working in clients is for a partner's admins: a demoted member keeps no client access.
      if (!memberRoleAtLeast(role, 'admin')) await endPartnerAccess(organization, actorUserId, userId);
      await audit.record({
        actorUserId,
        organizationId: organization.id,
        action: 'member.role_changed',
        target: { type: 'user', id: userId },
        details: { from: target.role, to: role },
      });
      const member = (await organizations.members(organization.id)).find((m) => m.userId === userId);
      if (!member) throw notFound('Member');
      return member;
    },

    async removeMember(context: OrganizationContext, actorUserId: string, userId: string): Promise<void> {
      const { organization } = context;
      const leaving = userId === actorUserId;
      const target = await organizations.membership(userId, organization.id);
      if (!target) throw notFound('Member');
      if (!leaving && !memberRoleAtLeast(context.role, 'admin')) throw forbidden('Only admins can remove members');
      if (!leaving && target.role === 'owner' && context.role !== 'owner') throw forbidden('Only an owner can remove an owner');
      if (target.role === 'owner') await assertNotLastOwner(organization.id, userId);
      // Client access goes first: should the rest fail, the person is still staff and may be removed again.
      await endPartnerAccess(organization, actorUserId, userId);
      await organizations.removeMember(organization.id, userId);
      await audit.record({
        actorUserId,
        organizationId: organization.id,
        action: leaving ? 'member.left' : 'member.removed',
        target: { type: 'user', id: userId },
        details: { role: target.role },
      });
    },

    pendingInvitations: (organizationId: string) => invitations.listPending(organizationId, clock()),

    async invite(
      context: OrganizationContext,
      inviter: { id: string; name: string },
      email: string,
      role: MemberRole,
    ): Promise<InvitationRecord> {
      const { organization } = context;
      if (!canAssignRole(context.role, role)) throw forbidden('Only an owner can invite an owner');
      const existing = await repositories.users.findByEmail(email);
      if (existing && (await organizations.membership(existing.id, organization.id))) {
        throw new ApiError(409, `${email} is already a member`, ERROR_CODES.conflict, { email: ['Already a member'] });
      }
      if ((await seatsTaken(organization)) >= organization.maxUsers) throw forbidden(planLimitMessage(organization));
      // Withdrawing and inviting again mails once more: counted per address too, so a loop cannot flood one inbox.
      await deps.rateLimiter.consume(RATE_LIMITS.mailPerRecipient, email);
      await countOutsideMail(deps.rateLimiter, { organizationId: organization.id, userId: inviter.id });

      const token = randomBytes(32).toString('base64url');
      const invitation = await invitations.create({
        organizationId: organization.id,
        email,
        role,
        token: hashSessionToken(token),
        invitedByUserId: inviter.id,
        expiresAt: new Date(clock().getTime() + INVITATION_TTL_MS),
      });
      const url = `${deps.publicUrl.replace(/\/+$/, '')}/invitations/accept?${new URLSearchParams({ token })}`;
      await mail.send(invitationEmail(email, inviter.name, organization.name, MEMBER_ROLE_LABELS[role], url));
      await audit.record({
        actorUserId: inviter.id,
        organizationId: organization.id,
        action: 'invitation.sent',
        target: { type: 'invitation', id: invitation.id },
        details: { email, role },
      });
      return invitation;
    },

    async cancelInvitation(context: OrganizationContext, actorUserId: string, id: string): Promise<void> {
      if (!(await invitations.delete(context.organization.id, id))) throw notFound('Invitation');
      await audit.record({
        actorUserId,
        organizationId: context.organization.id,
        action: 'invitation.withdrawn',
        target: { type: 'invitation', id },
      });
    },

    previewInvitation,

    async acceptInvitation(auth: Authenticated, token: string): Promise<MembershipWithOrganization> {
      const { invitation, organization } = await previewInvitation(token);
      if (invitation.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        throw forbidden(`This invitation is for ${invitation.email}. Sign in with that address to accept it.`);
      }
      // The seat was held by the invitation itself, so only members count here.
      if ((await seatHolders(organization)) >= organization.maxUsers) {
        throw forbidden(planLimitMessage(organization));
      }
      if (!(await invitations.markAccepted(invitation.id, clock()))) {
        throw new ApiError(400, INVALID_INVITATION, ERROR_CODES.invalidLink);
      }
      try {
        await organizations.addMember({ userId: auth.user.id, organizationId: organization.id, role: invitation.role });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
      }
      await sessions.setOrganization(auth.session.id, organization.id);
      await audit.record({
        actorUserId: auth.user.id,
        organizationId: organization.id,
        action: 'invitation.accepted',
        target: { type: 'invitation', id: invitation.id },
        details: { role: invitation.role },
      });
      const membership = (await organizations.membershipsOf(auth.user.id)).find((m) => m.organizationId === organization.id);
      if (!membership) throw notFound('Organization');
      return membership;
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
