import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../providers/provider';
import { startGoogleBusinessStandIn, type GoogleBusinessStandIn } from '../testing/google-business-protocol-server';
import { rejection } from '../testing/source-test-harness';
import { GOOGLE_BUSINESS_ENDPOINTS, GOOGLE_BUSINESS_SCOPE, googleBusinessEndpoints } from './google-endpoints';
import { authorizationRequestUrl, createGoogleOAuthClient, GoogleGrantRevokedError, pkcePair } from './google-oauth';

const NOW = new Date('2025-03-01T12:00:00Z');
const REDIRECT_URI = 'https://app.citewise.test/google-business/callback';

let server: GoogleBusinessStandIn;

beforeEach(async () => {
  server = await startGoogleBusinessStandIn();
});
afterEach(async () => {
  await server.close();
});

function oauthClient(overrides: { clientSecret?: string } = {}) {
  return createGoogleOAuthClient({
    endpoints: server.endpoints,
    clientId: server.clientId,
    clientSecret: overrides.clientSecret ?? server.clientSecret,
    redirectUri: REDIRECT_URI,
    clock: () => NOW,
  });
}

/** Goes through the consent as the browser would, and answers where Google sent it back. */
async function consent(challenge: string, state = 'state-123'): Promise<URL> {
  const { endpoints, clientId } = server;
  const url = authorizationRequestUrl({ endpoints, clientId, redirectUri: REDIRECT_URI, state, codeChallenge: challenge });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

function listAccounts(accessToken: string): Promise<Response> {
  return fetch(`${server.endpoints.accounts}/v1/accounts`, { headers: { Authorization: `Bearer ${accessToken}` } });
}

async function codeFor(challenge: string): Promise<string> {
  return (await consent(challenge)).searchParams.get('code')!;
}

describe('googleBusinessEndpoints', () => {
  it("answers Google's addresses, each variable set taking its endpoint's place without a trailing slash", () => {
    expect(googleBusinessEndpoints({})).toEqual(GOOGLE_BUSINESS_ENDPOINTS);
    expect(
      googleBusinessEndpoints({
        GOOGLE_BUSINESS_TOKEN_URL: ' http://127.0.0.1:4000/token/ ',
        GOOGLE_BUSINESS_INFORMATION_URL: 'http://127.0.0.1:4000/',
        GOOGLE_BUSINESS_PERFORMANCE_URL: '  ',
      }),
    ).toEqual({
      ...GOOGLE_BUSINESS_ENDPOINTS,
      token: 'http://127.0.0.1:4000/token',
      businessInformation: 'http://127.0.0.1:4000',
    });
  });
});

describe('PKCE and the consent request', () => {
  it('pairs a 43-character base64url verifier with its S256 challenge', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(pkcePair().verifier).not.toBe(verifier);
  });

  it('asks for Business Profile only, offline, with consent every time', () => {
    const url = new URL(
      authorizationRequestUrl({
        endpoints: server.endpoints,
        clientId: 'client-1',
        redirectUri: REDIRECT_URI,
        state: 'state-1',
        codeChallenge: 'challenge-1',
        loginHint: 'owner@example.com',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(server.endpoints.authorization);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: GOOGLE_BUSINESS_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'false',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
      login_hint: 'owner@example.com',
    });
  });

  it('comes back with the state, or with access_denied when the person refuses', async () => {
    const { challenge } = pkcePair();
    const granted = await consent(challenge, 'state-abc');
    expect(granted.origin + granted.pathname).toBe(REDIRECT_URI);
    expect(granted.searchParams.get('state')).toBe('state-abc');
    expect(granted.searchParams.get('code')).toBeTruthy();

    server.denyNextConsent();
    const denied = await consent(challenge, 'state-def');
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', state: 'state-def' });
  });
});

describe('Google OAuth client', () => {
  it('exchanges the code with its verifier for tokens that work', async () => {
    const { verifier, challenge } = pkcePair();
    const grant = await oauthClient().exchangeCode(await codeFor(challenge), verifier);
    expect(grant).toEqual({
      accessToken: expect.stringMatching(/^ya29\./),
      expiresAt: new Date(NOW.getTime() + 3599_000),
      refreshToken: expect.stringMatching(/^1\/\//),
      scopes: [GOOGLE_BUSINESS_SCOPE],
    });
    const token = server.calls.find(({ path }) => path === '/token')!;
    expect(token.body).toEqual({
      grant_type: 'authorization_code',
      code: '[redacted]',
      code_verifier: '[redacted]',
      redirect_uri: REDIRECT_URI,
      client_id: server.clientId,
      client_secret: '[redacted]',
    });
    expect((await listAccounts(grant.accessToken)).status).toBe(200);
  });

  it('refuses a code used twice, without repeating it in the message', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(challenge);
    await oauthClient().exchangeCode(code, verifier);
    const error = await rejection(oauthClient().exchangeCode(code, verifier));
    expect(error.message).toBe('Google refused the sign-in (invalid_grant: Bad Request)');
    expect(error.retryable).toBe(false);
  });

  it('refuses the wrong verifier', async () => {
    const { challenge } = pkcePair();
    const error = await rejection(oauthClient().exchangeCode(await codeFor(challenge), pkcePair().verifier));
    expect(error.message).toBe('Google refused the sign-in (invalid_grant: Invalid code verifier.)');
  });

  it('refuses a grant without Business Profile, when the person unticked it', async () => {
    const { verifier, challenge } = pkcePair();
    server.withholdScopeNextConsent();
    const error = await rejection(oauthClient().exchangeCode(await codeFor(challenge), verifier));
    expect(error.message).toBe('Google did not grant access to Business Profile: tick the box for it when Google asks');
  });

  it("says the app's client is wrong without echoing its secret", async () => {
    const { verifier, challenge } = pkcePair();
    const error = await rejection(oauthClient({ clientSecret: 'wrong-secret' }).exchangeCode(await codeFor(challenge), verifier));
    expect(error.message).toBe("Google refused the app's OAuth client ID or secret (invalid_client: Unauthorized)");
    expect(JSON.stringify(server.calls)).not.toContain('wrong-secret');
  });

  it('never repeats an exchange, even after a failure that may have landed', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(challenge);
    server.failNext(500);
    const error = await rejection(oauthClient().exchangeCode(code, verifier));
    expect(error.retryable).toBe(true);
    expect(server.calls.filter(({ path }) => path === '/token')).toHaveLength(1);
  });

  it('renews access with the refresh token', async () => {
    const { verifier, challenge } = pkcePair();
    const client = oauthClient();
    const grant = await client.exchangeCode(await codeFor(challenge), verifier);
    server.expireAccessTokens();
    const renewed = await client.refresh(grant.refreshToken!);
    expect(renewed).toEqual({ accessToken: expect.stringMatching(/^ya29\./), expiresAt: new Date(NOW.getTime() + 3599_000) });
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect((await listAccounts(renewed.accessToken)).status).toBe(200);
    expect(server.calls.at(-1)!.bearer).toBe(2);
  });

  it('tells a refresh token Google no longer accepts apart', async () => {
    const { verifier, challenge } = pkcePair();
    const client = oauthClient();
    const grant = await client.exchangeCode(await codeFor(challenge), verifier);
    server.revokeRefreshTokens();
    const error = await rejection(client.refresh(grant.refreshToken!));
    expect(error).toBeInstanceOf(GoogleGrantRevokedError);
    expect(error.message).toBe('Google no longer accepts this connection. Connect Google again.');
  });

  it('marks a failing token endpoint retryable', async () => {
    server.failNext(503);
    const error = await rejection(oauthClient().refresh('1//some-refresh-token'));
    expect(error).not.toBeInstanceOf(GoogleGrantRevokedError);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Google failed renewing access (HTTP 503); try again shortly');
  });

  it('revokes the grant, and counts a token already revoked as revoked', async () => {
    const { verifier, challenge } = pkcePair();
    const client = oauthClient();
    const grant = await client.exchangeCode(await codeFor(challenge), verifier);
    await client.revoke(grant.refreshToken!);
    expect(await rejection(client.refresh(grant.refreshToken!))).toBeInstanceOf(GoogleGrantRevokedError);
    expect((await listAccounts(grant.accessToken)).status).toBe(401);
    await expect(client.revoke(grant.refreshToken!)).resolves.toBeUndefined();
    const revocations = server.calls.filter(({ path }) => path === '/revoke');
    expect(revocations.map(({ body }) => body)).toEqual([{ token: '[redacted]' }, { token: '[redacted]' }]);
  });

  it('reports an unreachable Google as retryable', async () => {
    const client = createGoogleOAuthClient({
      endpoints: { ...server.endpoints, token: 'http://127.0.0.1:1/token' },
      clientId: server.clientId,
      clientSecret: server.clientSecret,
      redirectUri: REDIRECT_URI,
    });
    const error = await rejection(client.refresh('1//token'));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'Could not reach Google', retryable: true });
  });

  it('keeps no secret in the stand-in log', async () => {
    const { verifier, challenge } = pkcePair();
    const client = oauthClient();
    const code = await codeFor(challenge);
    const grant = await client.exchangeCode(code, verifier);
    await client.refresh(grant.refreshToken!);
    await client.revoke(grant.accessToken);
    const log = JSON.stringify(server.calls);
    for (const secret of [server.clientSecret, code, verifier, grant.refreshToken!, grant.accessToken]) expect(log).not.toContain(secret);
  });
});
