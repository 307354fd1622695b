import { SOCIAL_PROVIDERS, type authContract } from '../../shared/contract/auth';
import type { Handlers } from '../http/routing/handlers';
import type { MailService } from '../mail/mail-service';
import type { AuthService, RequestMeta, SignInResult } from '../services/accounts/auth-service';
import type { OrganizationService } from '../services/organizations/organization-service';
import { toOrganizationSummary, toPublicUser, toSessionSummary } from '../presenters/entities';

function signedIn(result: SignInResult) {
  return {
    user: toPublicUser(result.user),
    token: result.token,
    organization: toOrganizationSummary(result.membership),
    requiresVerification: result.requiresVerification,
  };
}

const meta = (context: { ip: string; userAgent: string | undefined }): RequestMeta => ({
  ip: context.ip,
  userAgent: context.userAgent,
});
const success = { success: true as const };

export function authHandlers(
  auth: AuthService,
  deps: {
    mail: MailService;
    organizations: Pick<OrganizationService, 'resolve'>;
    configuredProviders: () => Promise<Record<(typeof SOCIAL_PROVIDERS)[number], boolean>>;
  },
): Handlers<typeof authContract> {
  return {
    register: async ({ body }, context) => signedIn(await auth.register(body, meta(context))),
    login: async ({ body }, context) => signedIn(await auth.login(body.email, body.password, meta(context))),
    validate: async (_request, { auth: current }) => ({
      user: toPublicUser(current.user),
      organization: toOrganizationSummary(await deps.organizations.resolve(current)),
    }),
    logout: async (_request, { auth: current }) => {
      await auth.logout(current.tokenHash);
      return success;
    },
    verifyEmail: async ({ body }, context) => ({ email: await auth.verifyEmail(body.token, meta(context)) }),
    resendVerification: async ({ body }, context) => {
      await auth.resendVerification(body.email, meta(context));
      return success;
    },
    forgotPassword: async ({ body }, context) => {
      await auth.forgotPassword(body.email, meta(context));
      return success;
    },
    resetPassword: async ({ body }, context) => {
      await auth.resetPassword(body.token, body.password, meta(context));
      return success;
    },
    exchangeCode: async ({ body }, context) => signedIn(await auth.exchangeCode(body.code, meta(context))),
    changePassword: async ({ body }, { auth: current }) => {
      await auth.changePassword(current, body.currentPassword, body.newPassword);
      return success;
    },
    changeEmail: async ({ body }, { auth: current }) => {
      const user = await auth.changeEmail(current, body.email, body.currentPassword);
      return { user: toPublicUser(user), pendingEmail: user.pendingEmail };
    },
    updateProfile: async ({ body }, { auth: current }) => ({
      user: toPublicUser(await auth.updateProfile(current.user, body)),
    }),
    listSessions: async (_request, { auth: current }) => ({
      sessions: (await auth.listSessions(current.user.id)).map((s) => toSessionSummary(s, current.session.id)),
    }),
    revokeSession: async ({ params }, { auth: current }) => {
      await auth.revokeSession(current.user.id, params.id);
      return success;
    },
    providers: async () => {
      const configured = await deps.configuredProviders();
      return {
        social: SOCIAL_PROVIDERS.map((id) => ({ id, configured: configured[id] })),
        emailVerification: await deps.mail.isConfigured(),
      };
    },
  };
}
