import { z } from 'zod';
import { ORGANIZATION_TYPES, PLANS, USER_ROLES } from '../domain/enums.ts';
import { isoDateTime, slugField, uuidField } from './fields.ts';
import { publicUserSchema } from './entities.ts';
import { organizationNameField } from './organizations.ts';
import { directorySchema, integrationStatusSchema } from './provider.ts';
import { defineRoute } from './route.ts';

const pageQuery = {
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};
const idParams = z.object({ id: uuidField });

export const adminUserSchema = publicUserSchema.extend({ disabled: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: slugField,
  type: z.enum(ORGANIZATION_TYPES),
  plan: z.enum(PLANS),
  isActive: z.boolean(),
  partnerOrganizationId: z.string().nullable(),
  maxBusinesses: z.number(),
  maxUsers: z.number(),
  allowedDirectories: z.array(z.string()),
  usage: z.object({ businesses: z.number(), users: z.number() }),
  createdAt: isoDateTime,
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

/** A directory of the provider's network, as an admin picks an organization's allowed directories from it. */
export const catalogueDirectorySchema = directorySchema.pick({ id: true, name: true, tier: true, categories: true });
export type CatalogueDirectory = z.infer<typeof catalogueDirectorySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  organizationId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const limitField = z.coerce.number().int('Use a whole number').min(0).max(1_000_000);

export const adminContract = {
  overview: defineRoute({
    method: 'get',
    path: '/api/admin/overview',
    summary: 'Counts for the admin dashboard',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({
      users: z.number(),
      organizations: z.number(),
      businesses: z.number(),
      liveListings: z.number(),
      openIssues: z.number(),
      integration: integrationStatusSchema,
      recentActivity: z.array(auditEntrySchema),
    }),
  }),
  users: defineRoute({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Search users by email, username or name',
    tag: 'admin',
    access: 'admin',
    query: z.object({ ...pageQuery, role: z.enum(USER_ROLES).optional() }),
    status: 200,
    response: z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() }),
  }),
  updateUser: defineRoute({
    method: 'patch',
    path: '/api/admin/users/:id',
    summary: "Change a user's role, disable or enable them, or mark their email verified",
    tag: 'admin',
    access: 'admin',
    params: idParams,
    body: z.object({
      role: z.enum(USER_ROLES).optional(),
      disabled: z.boolean().optional(),
      emailVerified: z.literal(true).optional(),
    }),
    status: 200,
    response: z.object({ user: adminUserSchema }),
  }),
  endUserSessions: defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/end-sessions',
    summary: "End every session of a user",
    tag: 'admin',
    access: 'admin',
    params: idParams,
    status: 200,
    response: z.object({ ended: z.number() }),
  }),
  organizations: defineRoute({
    method: 'get',
    path: '/api/admin/organizations',
    summary: 'Search organizations, with usage against their limits',
    tag: 'admin',
    access: 'admin',
    query: z.object({ ...pageQuery, partnersOnly: z.enum(['true', 'false']).optional() }),
    status: 200,
    response: z.object({ organizations: z.array(adminOrganizationSchema), nextCursor: z.string().nullable() }),
  }),
  updateOrganization: defineRoute({
    method: 'patch',
    path: '/api/admin/organizations/:id',
    summary: "Change an organization's plan, type, limits, allowed directories or active flag",
    tag: 'admin',
    access: 'admin',
    params: idParams,
    body: z.object({
      name: organizationNameField.optional(),
      plan: z.enum(PLANS).optional(),
      type: z.enum(ORGANIZATION_TYPES).optional(),
      maxBusinesses: limitField.optional(),
      maxUsers: limitField.optional(),
      /** Ids from the directories route; an empty list follows the plan's tiers. */
      allowedDirectories: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
      isActive: z.boolean().optional(),
    }),
    status: 200,
    response: z.object({ organization: adminOrganizationSchema }),
  }),
  directories: defineRoute({
    method: 'get',
    path: '/api/admin/directories',
    summary: "The provider's directory network, in display order, to choose organizations' allowed directories from",
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({ directories: z.array(catalogueDirectorySchema) }),
  }),
  audit: defineRoute({
    method: 'get',
    path: '/api/admin/audit',
    summary: 'Who did what and when, newest first',
    tag: 'admin',
    access: 'admin',
    query: z.object({ organizationId: uuidField.optional(), cursor: pageQuery.cursor, limit: pageQuery.limit }),
    status: 200,
    response: z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  }),
};
