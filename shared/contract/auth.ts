import { z } from 'zod';
import { SELF_SERVICE_ROLES } from '../domain/enums';
import { emailField, nameField, passwordField } from './fields';
import { organizationSummarySchema, publicUserSchema } from './entities';
import { defineRoute } from './route';

const signedInSchema = z.object({
  user: publicUserSchema,
  token: z.string().optional(),
  organization: organizationSummarySchema.nullable(),
  requiresVerification: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const authContract = {
  register: defineRoute({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and its own organization',
    tag: 'auth',
    access: 'public',
    body: z.object({
      name: nameField,
      email: emailField,
      password: passwordField,
      role: z.enum(SELF_SERVICE_ROLES, 'Choose an account type'),
    }),
    status: 201,
    response: signedInSchema,
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with username or email and password',
    tag: 'auth',
    access: 'public',
    body: z.object({
      email: z.string().trim().min(1, 'Email or username is required').max(320),
      password: z.string().min(1, 'Password is required').max(1024),
    }),
    status: 200,
    response: signedInSchema,
  }),
  validate: defineRoute({
    method: 'get',
    path: '/api/auth/validate',
    summary: 'The signed-in user of the bearer token',
    tag: 'auth',
    access: 'user',
    status: 200,
    response: z.object({ user: publicUserSchema, organization: organizationSummarySchema.nullable() }),
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the current session',
    tag: 'auth',
    access: 'user',
    status: 200,
    response: z.object({ success: z.literal(true) }),
  }),
};
