import { z } from 'zod';
import { AUTH_PROVIDERS, MEMBER_ROLES, ORGANIZATION_TYPES, PLANS, USER_ROLES } from '../domain/enums.ts';
import { isoDateTime, slugField } from './fields.ts';

// Shapes of entities as the API sends them: no secrets, dates as ISO strings.

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  provider: z.enum(AUTH_PROVIDERS),
  lastLogin: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: slugField,
  type: z.enum(ORGANIZATION_TYPES),
  plan: z.enum(PLANS),
  role: z.enum(MEMBER_ROLES),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const sessionSummarySchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  expiresAt: isoDateTime,
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
