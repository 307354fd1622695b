import { z } from 'zod';
import { SELF_SERVICE_ROLES, SOCIAL_PROVIDERS, type SocialProvider } from '../domain/enums.ts';
import { emailField, nameField, opaqueTokenField, passwordField, usernameField, uuidField } from './fields.ts';
import { organizationSummarySchema, publicUserSchema, sessionSummarySchema } from './entities.ts';
import { defineRoute } from './route.ts';

const signedInSchema = z.object({
  user: publicUserSchema,
  /** Absent when the email must be verified before the first sign-in. */
  token: z.string().optional(),
  organization: organizationSummarySchema.nullable(),
  requiresVerification: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

const success = z.object({ success: z.literal(true) });

/** Social sign-in providers; their browser routes are /api/auth/{provider} and /api/auth/{provider}/callback. */
export { SOCIAL_PROVIDERS, type SocialProvider };

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
    response: success,
  }),
  verifyEmail: defineRoute({
    method: 'post',
    path: '/api/auth/verify-email',
    summary: 'Confirm an email address with the single-use token from the verification link',
    tag: 'auth',
    access: 'public',
    body: z.object({ token: opaqueTokenField }),
    status: 200,
    response: z.object({ email: z.string() }),
  }),
  resendVerification: defineRoute({
    method: 'post',
    path: '/api/auth/resend-verification',
    summary: 'Send a new verification link; answers the same whether or not the account exists',
    tag: 'auth',
    access: 'public',
    body: z.object({ email: emailField }),
    status: 200,
    response: success,
  }),
  forgotPassword: defineRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a password reset link; answers the same whether or not the account exists',
    tag: 'auth',
    access: 'public',
    body: z.object({ email: emailField }),
    status: 200,
    response: success,
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the single-use token from the reset link; ends every session',
    tag: 'auth',
    access: 'public',
    body: z.object({ token: opaqueTokenField, password: passwordField }),
    status: 200,
    response: success,
  }),
  exchangeCode: defineRoute({
    method: 'post',
    path: '/api/auth/exchange',
    summary: 'Trade the one-time code from a social sign-in callback for a session',
    tag: 'auth',
    access: 'public',
    body: z.object({ code: opaqueTokenField }),
    status: 200,
    response: signedInSchema,
  }),
  changePassword: defineRoute({
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the password; ends every other session',
    tag: 'auth',
    access: 'user',
    body: z.object({
      currentPassword: z.string().max(1024).optional(),
      newPassword: passwordField,
    }),
    status: 200,
    response: success,
  }),
  changeEmail: defineRoute({
    method: 'post',
    path: '/api/auth/change-email',
    summary: 'Change the email address; with mail configured it changes once the link sent to it is opened',
    tag: 'auth',
    access: 'user',
    body: z.object({ email: emailField, currentPassword: z.string().max(1024).optional() }),
    status: 200,
    response: z.object({ user: publicUserSchema, pendingEmail: z.string().nullable() }),
  }),
  updateProfile: defineRoute({
    method: 'patch',
    path: '/api/auth/profile',
    summary: "Change the signed-in user's name or username",
    tag: 'auth',
    access: 'user',
    body: z.object({ name: nameField.optional(), username: usernameField.optional() }),
    status: 200,
    response: z.object({ user: publicUserSchema }),
  }),
  listSessions: defineRoute({
    method: 'get',
    path: '/api/auth/sessions',
    summary: "The signed-in user's active sessions",
    tag: 'auth',
    access: 'user',
    status: 200,
    response: z.object({ sessions: z.array(sessionSummarySchema) }),
  }),
  revokeSession: defineRoute({
    method: 'delete',
    path: '/api/auth/sessions/:id',
    summary: 'End one of your sessions',
    tag: 'auth',
    access: 'user',
    params: z.object({ id: uuidField }),
    status: 200,
    response: success,
  }),
  providers: defineRoute({
    method: 'get',
    path: '/api/auth/providers',
    summary: 'Which social sign-in providers are configured, and whether email verification is on',
    tag: 'auth',
    access: 'public',
    status: 200,
    response: z.object({
      social: z.array(z.object({ id: z.enum(SOCIAL_PROVIDERS), configured: z.boolean() })),
      emailVerification: z.boolean(),
    }),
  }),
};
