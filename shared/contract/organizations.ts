import { z } from 'zod';
import { CUSTOM_CSS_MAX_LENGTH, customCssProblem, HEX_COLOR } from '../domain/branding.ts';
import { MEMBER_ROLES } from '../domain/enums.ts';
import { ORGANIZATION_NAME_MIN_LENGTH } from '../domain/constants.ts';
import { emailField, isoDateTime, opaqueTokenField, uuidField } from './fields.ts';
import { organizationSummarySchema } from './entities.ts';
import { defineRoute } from './route.ts';

export const organizationNameField = z
  .string()
  .trim()
  .min(ORGANIZATION_NAME_MIN_LENGTH, 'Organization name must be at least 2 characters')
  .max(120, 'Organization name must be at most 120 characters');

const colorField = z.string().trim().regex(HEX_COLOR, 'Use a colour like #1d5cff').nullable();

export const brandingFields = {
  logoUrl: z.url({ protocol: /^https$/, message: 'Use an https:// address for the logo' }).max(2000).nullable(),
  primaryColor: colorField,
  secondaryColor: colorField,
  customCss: z
    .string()
    .max(CUSTOM_CSS_MAX_LENGTH)
    .nullable()
    .superRefine((css, context) => {
      const problem = css === null ? undefined : customCssProblem(css);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  customDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Use a domain like listings.example.com')
    .nullable(),
};

export const brandSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  customCss: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/** How a custom domain is proven: a TXT record the organization publishes in the domain's DNS. */
export const domainVerificationSchema = z.object({
  /** When DNS proved the domain; null while unproven, and only a proven domain shows the brand. */
  verifiedAt: isoDateTime.nullable(),
  recordType: z.literal('TXT'),
  recordName: z.string(),
  recordValue: z.string(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

export const organizationDetailsSchema = organizationSummarySchema.extend({
  isActive: z.boolean(),
  customDomain: z.string().nullable(),
  /** Null without a custom domain. */
  domainVerification: domainVerificationSchema.nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  /** Null when saved CSS breaks today's rules: it is then neither sent nor applied. */
  customCss: z.string().nullable(),
  /** Why saved custom CSS is not applied (saved before a rule refused it); null otherwise. */
  customCssProblem: z.string().nullable(),
  partnerOrganizationId: z.string().nullable(),
  limits: z.object({ maxBusinesses: z.number(), maxUsers: z.number(), allowedDirectories: z.array(z.string()) }),
  usage: z.object({ businesses: z.number(), users: z.number(), pendingInvitations: z.number() }),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: isoDateTime,
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type Invitation = z.infer<typeof invitationSchema>;

const success = z.object({ success: z.literal(true) });
const userIdParams = z.object({ userId: uuidField });

export const organizationsContract = {
  listMine: defineRoute({
    method: 'get',
    path: '/api/organizations',
    summary: 'The organizations you belong to, and which one this session works in',
    tag: 'organizations',
    access: 'user',
    status: 200,
    response: z.object({ organizations: z.array(organizationSummarySchema), currentId: z.string().nullable() }),
  }),
  switchCurrent: defineRoute({
    method: 'post',
    path: '/api/organizations/switch',
    summary: 'Work in another of your organizations from now on in this session',
    tag: 'organizations',
    access: 'user',
    body: z.object({ organizationId: uuidField }),
    status: 200,
    response: z.object({ organization: organizationSummarySchema }),
  }),
  current: defineRoute({
    method: 'get',
    path: '/api/organization',
    summary: 'The current organization with its limits and usage',
    tag: 'organizations',
    access: 'org:viewer',
    status: 200,
    response: z.object({ organization: organizationDetailsSchema }),
  }),
  updateCurrent: defineRoute({
    method: 'patch',
    path: '/api/organization',
    summary: 'Rename the current organization or change its branding (white-label types only)',
    tag: 'organizations',
    access: 'org:admin',
    body: z.object({ name: organizationNameField, ...brandingFields }).partial(),
    status: 200,
    response: z.object({ organization: organizationDetailsSchema }),
  }),
  verifyDomain: defineRoute({
    method: 'post',
    path: '/api/organization/domain/verify',
    summary: "Check the custom domain's DNS TXT record; once it matches, the domain shows the brand",
    tag: 'organizations',
    access: 'org:admin',
    status: 200,
    response: z.object({ organization: organizationDetailsSchema }),
  }),
  deleteCurrent: defineRoute({
    method: 'delete',
    path: '/api/organization',
    summary: 'Delete the current organization with its businesses and listings; the session moves to another',
    tag: 'organizations',
    access: 'org:owner',
    body: z.object({ confirmName: z.string().trim().min(1, 'Type the organization name to confirm') }),
    status: 200,
    response: z.object({ organization: organizationSummarySchema }),
  }),
  members: defineRoute({
    method: 'get',
    path: '/api/organization/members',
    summary: 'Members of the current organization',
    tag: 'organizations',
    access: 'org:viewer',
    status: 200,
    response: z.object({ members: z.array(memberSchema) }),
  }),
  setMemberRole: defineRoute({
    method: 'patch',
    path: '/api/organization/members/:userId',
    summary: "Change a member's role",
    tag: 'organizations',
    access: 'org:admin',
    params: userIdParams,
    body: z.object({ role: z.enum(MEMBER_ROLES, 'Choose a role') }),
    status: 200,
    response: z.object({ member: memberSchema }),
  }),
  removeMember: defineRoute({
    method: 'delete',
    path: '/api/organization/members/:userId',
    summary: 'Remove a member (or leave, when it is you)',
    tag: 'organizations',
    access: 'org:viewer',
    params: userIdParams,
    status: 200,
    response: success,
  }),
  invitations: defineRoute({
    method: 'get',
    path: '/api/organization/invitations',
    summary: 'Invitations not yet accepted',
    tag: 'organizations',
    access: 'org:admin',
    status: 200,
    response: z.object({ invitations: z.array(invitationSchema) }),
  }),
  invite: defineRoute({
    method: 'post',
    path: '/api/organization/invitations',
    summary: 'Invite someone by email; the plan limits how many users an organization has',
    tag: 'organizations',
    access: 'org:admin',
    body: z.object({ email: emailField, role: z.enum(MEMBER_ROLES, 'Choose a role') }),
    status: 201,
    response: z.object({ invitation: invitationSchema }),
  }),
  cancelInvitation: defineRoute({
    method: 'delete',
    path: '/api/organization/invitations/:id',
    summary: 'Withdraw an invitation',
    tag: 'organizations',
    access: 'org:admin',
    params: z.object({ id: uuidField }),
    status: 200,
    response: success,
  }),
  previewInvitation: defineRoute({
    method: 'post',
    path: '/api/invitations/preview',
    summary: 'What an invitation link is for, before accepting it',
    tag: 'organizations',
    access: 'public',
    body: z.object({ token: opaqueTokenField }),
    status: 200,
    response: z.object({ organizationName: z.string(), email: z.string(), role: z.enum(MEMBER_ROLES) }),
  }),
  acceptInvitation: defineRoute({
    method: 'post',
    path: '/api/invitations/accept',
    summary: 'Join the organization of an invitation sent to your email',
    tag: 'organizations',
    access: 'user',
    body: z.object({ token: opaqueTokenField }),
    status: 200,
    response: z.object({ organization: organizationSummarySchema }),
  }),
  branding: defineRoute({
    method: 'get',
    path: '/api/branding',
    summary: "The brand to show: the current organization's (or its partner's), or the custom domain's",
    tag: 'organizations',
    access: 'public',
    status: 200,
    response: z.object({ brand: brandSchema.nullable() }),
  }),
};

