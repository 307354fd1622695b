import { ApiResponseShapeError } from '../../lib/api-client';

/** The first step of /auth/callback: a token to check, or where to go straight away. */
export type OAuthCallbackStart = { token: string } | { redirectTo: string };

function loginWithError(error: string): string {
  return `/login?${new URLSearchParams({ error }).toString()}`;
}

export function readOAuthCallback(search: string): OAuthCallbackStart {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { redirectTo: loginWithError(error) };
  const token = query.get('token');
  if (!token) return { redirectTo: loginWithError('no_token') };
  return { token };
}

/** Spec section 4: invalid_token when validation gave no user, validation_failed when it failed. */
export function oauthValidationFailurePath(error: unknown): string {
  return loginWithError(error instanceof ApiResponseShapeError ? 'invalid_token' : 'validation_failed');
}
