import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { quoted, withoutSecret } from '../citations/sources/keyed-source-client';
import { ProviderError } from '../providers/provider';
import type { ResilientClientOverrides } from '../providers/resilience/resilient-json-client';
import { GOOGLE_BUSINESS_SCOPE, type GoogleBusinessEndpoints } from './google-endpoints';

/*
 * Google OAuth 2.0 for web server apps, with PKCE:
 *   GET  https://accounts.google.com/o/oauth2/v2/auth?client_id=&redirect_uri=&response_type=code&scope=
 *        &access_type=offline&prompt=consent&state=&code_challenge=&code_challenge_method=S256
 *        -> 302 to redirect_uri?code=...&state=... (or ?error=access_denied&state=...)
 *   POST https://oauth2.googleapis.com/token  (application/x-www-form-urlencoded)
 *        grant_type=authorization_code&code=&code_verifier=&redirect_uri=&client_id=&client_secret=
 *        grant_type=refresh_token&refresh_token=&client_id=&client_secret=
 *        -> {access_token, expires_in: 3599, refresh_token (code grants with access_type=offline only),
 *            scope: 'space separated', token_type: 'Bearer'}
 *   POST https://oauth2.googleapis.com/revoke  token=<access or refresh token> -> 200 {}
 * Errors are {"error": "invalid_grant", "error_description": "..."}: invalid_grant (a code used twice or
 * expired, a wrong verifier, a refresh token revoked or expired), invalid_client (401), redirect_uri_mismatch;
 * revoke answers 400 invalid_token for a token already revoked. A person may untick a scope on the
 * consent page, so the granted scopes must be checked. Codes are single use: an exchange is never repeated.
 */

export interface GoogleTokenGrant {
  accessToken: string;
  expiresAt: Date;
  /** Null when Google sent none (it sends one only with access_type=offline). */
  refreshToken: string | null;
  scopes: string[];
}

/** Refreshing answered invalid_grant: the person removed the app's access, or the refresh token expired. */
export class GoogleGrantRevokedError extends ProviderError {
  constructor() {
    super('Google no longer accepts this connection. Connect Google again.', false);
    this.name = 'GoogleGrantRevokedError';
  }
}

/** A verifier of 43 base64url characters (32 random bytes) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationRequestUrl(input: {
  endpoints: GoogleBusinessEndpoints;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  loginHint?: string;
}): string {
  const url = new URL(input.endpoints.authorization);
  const parameters: Record<string, string> = {
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: GOOGLE_BUSINESS_SCOPE,
    // A refresh token, and consent asked every time so Google sends a new one even to a person who consented before.
    access_type: 'offline',
    prompt: 'consent',
    // Only Business Profile: not scopes the person granted the app elsewhere.
    include_granted_scopes: 'false',
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  };
  if (input.loginHint) parameters.login_hint = input.loginHint;
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

interface OAuthAnswer {
  status: number;
  body: unknown;
}

export interface GoogleOAuthClient {
  /** Never repeated: a code is single use, so a second try would fail even when the first landed. */
  exchangeCode(code: string, codeVerifier: string): Promise<GoogleTokenGrant>;
  /** Throws GoogleGrantRevokedError when Google no longer accepts the refresh token. */
  refresh(refreshToken: string): Promise<{ accessToken: string; expiresAt: Date }>;
  /** Revokes the grant the token belongs to; a token Google no longer knows counts as revoked. */
  revoke(token: string): Promise<void>;
}

/**
 * The token calls are form-encoded, which the resilient JSON client does not send, so each is one fetch
 * with a timeout. Failures a later try may cure (network, timeout, 5xx, 429) are retryable ProviderErrors.
 * Messages carry Google's error and description, never the secret, code, verifier or tokens.
 */
export function createGoogleOAuthClient(
  options: { endpoints: GoogleBusinessEndpoints; clientId: string; clientSecret: string; redirectUri: string } & ResilientClientOverrides,
): GoogleOAuthClient {
  const fetchAnswer = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function post(url: string, form: Record<string, string>): Promise<OAuthAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchAnswer(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: controller.signal,
      });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch {
      if (controller.signal.aborted) throw new ProviderError(`Google did not answer within ${timeoutMs / 1000} s`, true);
      throw new ProviderError('Could not reach Google', true);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The error for an answer that is not a 200, its text free of `secrets`. */
  function refusal(answer: OAuthAnswer, action: string, secrets: readonly string[]): ProviderError {
    const safe = (text: string) => [options.clientSecret, ...secrets].reduce(withoutSecret, text);
    if (answer.status === 429 || answer.status >= 500) {
      return new ProviderError(`Google failed ${action} (HTTP ${answer.status}); try again shortly`, true);
    }
    const parsed = oauthErrorSchema.safeParse(answer.body);
    if (!parsed.success) return new ProviderError(`Google refused ${action} (HTTP ${answer.status})`, false);
    const { error, error_description: description } = parsed.data;
    const said = safe(quoted(description ? `${error}: ${description}` : error));
    if (error === 'invalid_client') return new ProviderError(`Google refused the app's OAuth client ID or secret (${said})`, false);
    if (error === 'redirect_uri_mismatch') {
      const fix = `add ${options.redirectUri} to the OAuth client's authorized redirect URIs`;
      return new ProviderError(`Google refused the redirect address: ${fix} (${said})`, false);
    }
    return new ProviderError(`Google refused ${action} (${said})`, false);
  }

  function tokenAnswer(answer: OAuthAnswer): z.infer<typeof tokenAnswerSchema> {
    const parsed = tokenAnswerSchema.safeParse(answer.body);
    if (!parsed.success) throw new ProviderError('Google sent a token answer we could not read', false);
    return parsed.data;
  }

  const expiry = (seconds: number) => new Date(clock().getTime() + seconds * 1000);
  const client = { client_id: options.clientId, client_secret: options.clientSecret };

  return {
    async exchangeCode(code, codeVerifier) {
      const answer = await post(options.endpoints.token, {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: options.redirectUri,
        ...client,
      });
      if (answer.status !== 200) throw refusal(answer, 'the sign-in', [code, codeVerifier]);
      const token = tokenAnswer(answer);
      const scopes = (token.scope ?? '').split(' ').filter(Boolean);
      if (!scopes.includes(GOOGLE_BUSINESS_SCOPE)) {
        throw new ProviderError('Google did not grant access to Business Profile: tick the box for it when Google asks', false);
      }
      return { accessToken: token.access_token, expiresAt: expiry(token.expires_in), refreshToken: token.refresh_token ?? null, scopes };
    },

    async refresh(refreshToken) {
      const answer = await post(options.endpoints.token, { grant_type: 'refresh_token', refresh_token: refreshToken, ...client });
      if (answer.status !== 200) {
        if (oauthErrorSchema.safeParse(answer.body).data?.error === 'invalid_grant') throw new GoogleGrantRevokedError();
        throw refusal(answer, 'renewing access', [refreshToken]);
      }
      const token = tokenAnswer(answer);
      return { accessToken: token.access_token, expiresAt: expiry(token.expires_in) };
    },

    async revoke(token) {
      const answer = await post(options.endpoints.revoke, { token });
      if (answer.status === 200) return;
      if (answer.status === 400 && oauthErrorSchema.safeParse(answer.body).data?.error === 'invalid_token') return;
      throw refusal(answer, 'revoking access', [token]);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
