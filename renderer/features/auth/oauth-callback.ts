import { contract } from '../../lib/api-routes';
import type { SignedIn } from '../../../shared/contract/auth';
import { ApiResponseShapeError, callRoute } from '../../lib/api-client';

/**
 * What /auth/callback was handed: a one-time code, or where to go straight away. A session token in
 * the address is not taken: a link could then sign a person into someone else's account.
 */
export type OAuthCallbackStart = { kind: 'code'; code: string } | { kind: 'redirect'; to: string };

export type CallbackSignIn = Pick<SignedIn, 'user' | 'token' | 'organization'>;

function loginWithError(error: string): string {
  return `/login?${new URLSearchParams({ error }).toString()}`;
}

/** The provider's error wins, then the code, else no_token. */
export function readOAuthCallback(search: string): OAuthCallbackStart {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { kind: 'redirect', to: loginWithError(error) };
  const code = query.get('code');
  if (code) return { kind: 'code', code };
  return { kind: 'redirect', to: loginWithError('no_token') };
}

/**
 * Turns the callback's code into a session (POST /api/auth/exchange); the server takes it only from
 * the browser that finished the sign-in. An answer without a session token is a shape error: invalid_token.
 */
export async function signInFromCallback(start: Extract<OAuthCallbackStart, { kind: 'code' }>): Promise<CallbackSignIn> {
  const result = await callRoute(contract.auth.exchangeCode, { body: { code: start.code } });
  if (!result.token || !result.user) throw new ApiResponseShapeError('The exchange answered without a session token or user');
  return result;
}

/** Back to /login with invalid_token when the answer had no user, validation_failed when the call failed. */
export function oauthValidationFailurePath(error: unknown): string {
  return loginWithError(error instanceof ApiResponseShapeError ? 'invalid_token' : 'validation_failed');
}
