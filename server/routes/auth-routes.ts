import type { authContract } from '../../shared/contract/auth';
import type { Handlers } from '../http/contract-router';
import type { AuthService, SignInResult } from '../services/auth-service';
import { toOrganizationSummary, toPublicUser } from './presenters';

function signedIn(result: SignInResult) {
  return { user: toPublicUser(result.user), token: result.token, organization: toOrganizationSummary(result.membership) };
}

export function authHandlers(auth: AuthService): Handlers<typeof authContract> {
  return {
    register: async ({ body }) => signedIn(await auth.register(body)),
    login: async ({ body }) => signedIn(await auth.login(body.email, body.password)),
    validate: async (_request, { auth: current }) => ({
      user: toPublicUser(current.user),
      organization: toOrganizationSummary(await auth.currentMembership(current.user.id)),
    }),
    logout: async (_request, { auth: current }) => {
      await auth.logout(current.tokenHash);
      return { success: true as const };
    },
  };
}
