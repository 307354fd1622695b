import { createHash, createHmac, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import express, { type Request, type Response } from 'express';
import type { Account, ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { SocialProvider } from '../../shared/contract/auth';
import { listen } from '../http/listen';

/*
 * A real OpenID Connect / OAuth 2.0 server (oidc-provider) standing in for Google, Facebook and
 * LinkedIn in tests. Beside the provider's own endpoints it serves:
 *   GET  /interaction/:uid         a sign-in form (email or account id, password, Sign in / Cancel)
 *   POST /interaction/:uid/login   signs in; an unknown email becomes a new account with a verified email
 *   POST /interaction/:uid/abort   "Cancel": the app gets error=access_denied
 *   GET  /graph/me                 a Facebook Graph-like profile { id, name, email, picture } for an access
 *                                  token (query access_token or a Bearer header), checking appsecret_proof
 * Consent is granted without asking, as a first-party app would be.
 */

export const OIDC_TEST_PASSWORD = 'provider-password';

export const OIDC_TEST_CLIENTS: Record<SocialProvider, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'citewise-google', clientSecret: 'google-test-secret' },
  facebook: { clientId: 'citewise-facebook', clientSecret: 'facebook-test-secret' },
  linkedin: { clientId: 'citewise-linkedin', clientSecret: 'linkedin-test-secret' },
};

export interface OidcTestAccount {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** Fixtures: a verified email, an unverified one, and a person without any email. */
export const OIDC_TEST_ACCOUNTS = {
  verified: {
    accountId: 'verified-account',
    email: 'grace@provider.test',
    emailVerified: true,
    name: 'Grace Hopper',
    picture: 'https://images.provider.test/grace.png',
  },
  unverified: {
    accountId: 'unverified-account',
    email: 'unverified@provider.test',
    emailVerified: false,
    name: 'Una Verified',
    picture: null,
  },
  noEmail: { accountId: 'no-email-account', email: null, emailVerified: false, name: 'Noel Mail', picture: null },
} satisfies Record<string, OidcTestAccount>;

/** The variables that point the app's three strategies at a test provider at `issuer`. */
export function oidcTestEnvironment(issuer: string): Record<string, string> {
  const { google, facebook, linkedin } = OIDC_TEST_CLIENTS;
  return {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/auth`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    FACEBOOK_CLIENT_ID: facebook.clientId,
    FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/auth`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_PROFILE_URL: `${issuer}/graph/me`,
    LINKEDIN_CLIENT_ID: linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
    LINKEDIN_ISSUER: issuer,
  };
}

export interface OidcTestProvider {
  issuer: string;
  /** oidcTestEnvironment(issuer) */
  env: Record<string, string>;
  /** Adds (or replaces) an account, e.g. one whose email matches an account in the app. */
  addAccount(account: OidcTestAccount): void;
  close(): Promise<void>;
}

export interface OidcTestProviderOptions {
  /** Where the app under test is reached; its /api/auth/{provider}/callback URLs are the redirect URIs. */
  appUrl: string;
  port?: number;
  host?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(uid: string, clientName: string, error?: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
  <h1>Sign in to continue to ${escapeHtml(clientName)}</h1>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <label>Email <input name="login" autocomplete="username" required></label>
    <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
    <button type="submit">Sign in</button>
  </form>
  <form method="post" action="/interaction/${escapeHtml(uid)}/abort">
    <button type="submit">Cancel</button>
  </form>
</body>
</html>`;
}

function sameSecret(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  // Loaded here so that the Playwright configuration can import oidcTestEnvironment cheaply.
  const { default: Provider } = await import('oidc-provider');
  const host = options.host ?? '127.0.0.1';
  const appUrl = options.appUrl.replace(/\/+$/, '');

  const accounts = new Map<string, OidcTestAccount>();
  const addAccount = (account: OidcTestAccount) => {
    accounts.set(account.accountId, account);
  };
  Object.values(OIDC_TEST_ACCOUNTS).forEach(addAccount);

  const findByLogin = (login: string): OidcTestAccount | undefined => {
    const value = login.trim().toLowerCase();
    const known = accounts.get(login.trim()) ?? [...accounts.values()].find((account) => account.email === value);
    if (known || !value.includes('@')) return known;
    const created: OidcTestAccount = {
      accountId: `user-${createHash('sha256').update(value).digest('hex').slice(0, 16)}`,
      email: value,
      emailVerified: true,
      name: value.split('@')[0] ?? value,
      picture: null,
    };
    addAccount(created);
    return created;
  };

  const toOidcAccount = (account: OidcTestAccount): Account => ({
    accountId: account.accountId,
    claims: () => {
      const [given, ...family] = account.name.split(' ');
      return {
        sub: account.accountId,
        name: account.name,
        given_name: given,
        family_name: family.join(' ') || undefined,
        picture: account.picture ?? undefined,
        email: account.email ?? undefined,
        email_verified: account.email ? account.emailVerified : undefined,
      };
    },
  });

  // The port must be known before the provider is built: it is part of the issuer.
  const server = createServer();
  const port = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host}:${port}`;

  const client = (provider: SocialProvider): ClientMetadata => ({
    client_id: OIDC_TEST_CLIENTS[provider].clientId,
    client_secret: OIDC_TEST_CLIENTS[provider].clientSecret,
    client_name: `Citewise (${provider})`,
    redirect_uris: [`${appUrl}/api/auth/${provider}/callback`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  });

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [client('google'), client('facebook'), client('linkedin')],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? toOidcAccount(account) : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Userinfo the way passport-google-oauth20 asks for it: a path ending in /userinfo, the token in the query.
    routes: { authorization: '/auth', token: '/token', userinfo: '/userinfo', jwks: '/jwks' },
    acceptQueryParamAccessTokens: true,
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 3600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Every client is first-party: the requested scopes are granted without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client: requester, session, params } = ctx.oidc;
      if (!requester || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: requester.clientId, accountId: session.accountId });
      grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);

  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false });

  app.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : '';
      const registered = await provider.Client.find(clientId);
      res.set('Cache-Control', 'no-store').type('html').send(loginPage(details.uid, registered?.clientName ?? clientId));
    } catch (error) {
      next(error);
    }
  });

  app.post('/interaction/:uid/login', form, async (req: Request, res: Response, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const body: Record<string, unknown> = req.body ?? {};
      const login = typeof body.login === 'string' ? body.login : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const account = findByLogin(login);
      if (!account || !sameSecret(OIDC_TEST_PASSWORD, password)) {
        res.status(401).type('html').send(loginPage(details.uid, 'the app', 'Wrong email or password'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.accountId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  app.post('/interaction/:uid/abort', async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  app.get('/graph/me', async (req, res) => {
    const header = req.get('authorization');
    const queryToken = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const value = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : queryToken;
    const token = value ? await provider.AccessToken.find(value) : undefined;
    const graphError = (message: string) =>
      res.status(400).json({ error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'test' } });
    if (!value || !token || token.clientId !== OIDC_TEST_CLIENTS.facebook.clientId) return graphError('Invalid OAuth access token.');

    const proof = createHmac('sha256', OIDC_TEST_CLIENTS.facebook.clientSecret).update(value).digest('hex');
    if (typeof req.query.appsecret_proof !== 'string' || !sameSecret(proof, req.query.appsecret_proof)) {
      return graphError('Invalid appsecret_proof provided in the API argument');
    }
    const account = accounts.get(token.accountId);
    if (!account) return graphError('Unknown user.');
    const fields = new Set(String(req.query.fields ?? 'id,name').split(','));
    const granted = new Set((token.scope ?? '').split(' '));
    res.json({
      id: account.accountId,
      ...(fields.has('name') ? { name: account.name } : {}),
      ...(fields.has('email') && granted.has('email') && account.email ? { email: account.email } : {}),
      ...(fields.has('picture') && account.picture ? { picture: { data: { url: account.picture } } } : {}),
    });
  });

  app.use(provider.callback());
  server.on('request', app);

  return {
    issuer,
    env: oidcTestEnvironment(issuer),
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
