import { contract } from '../../../shared/contract';
import type { SignedIn } from '../../../shared/contract/auth';
import { ApiResponseShapeError, callRoute } from '../../lib/api-client';
import { storeToken } from '../../lib/session-storage';

/** What /auth/callback was handed: a one-time code, a legacy token, or where to go straight away. */
export type OAuthCallbackStart =
  | { kind: 'code'; code: string }
  | { kind: 'token'; token: string }
  | { kind: 'redirect'; to: string };

export type CallbackSignIn = Pick<SignedIn, 'user' | 'token' | 'organization'>;

function loginWithError(error: string): string {
  return `/login?${new URLSearchParams({ error }).toString()}`;
}

/** Spec section 4: the provider's error wins, then the code (or a legacy token), else no_token. */
export function readOAuthCallback(search: string): OAuthCallbackStart {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { kind: 'redirect', to: loginWithError(error) };
  const code = query.get('code');
  if (code) return { kind: 'code', code };
  const token = query.get('token');
  if (token) return { kind: 'token', token };
  return { kind: 'redirect', to: loginWithError('no_token') };
}

/**
 * Turns the callback's code into a session (POST /api/auth/exchange), or checks a legacy token with
 * GET /api/auth/validate. An answer without a user or token is a shape error: invalid_token.
 */
export async function signInFromCallback(start: Exclude<OAuthCallbackStart, { kind: 'redirect' }>): Promise<CallbackSignIn> {
  if (start.kind === 'code') {
    const result = await callRoute(contract.auth.exchangeCode, { body: { code: start.code } });
    if (!result.token) throw new ApiResponseShapeError('The exchange answered without a session token');
    return result;
  }
  // validate reads the stored token; the caller forgets it again if the check fails.
  storeToken(start.token);
  const { user, organization } = await callRoute(contract.auth.validate);
  return { user, token: start.token, organization };
}

/** Spec section 4: invalid_token when the answer had no user, validation_failed when the call failed. */
export function oauthValidationFailurePath(error: unknown): string {
  return loginWithError(error instanceof ApiResponseShapeError ? 'invalid_token' : 'validation_failed');
}
