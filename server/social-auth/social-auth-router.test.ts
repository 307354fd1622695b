import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SocialProvider } from '../../shared/contract/auth';
import type { Database } from '../db/repositories';
import { ApiError } from '../http/api-error';
import { silentLogger } from '../logger';
import { createMailService } from '../mail/mail-service';
import { createAuthService, type AuthService } from '../services/accounts/auth-service';
import { createArgon2Hasher } from '../services/accounts/password-hasher';
import { createRateLimiter } from '../services/infrastructure/rate-limiter';
import { fixedSettingsKey } from '../settings/settings-key';
import { createSettingsService, type SettingsService } from '../settings/settings-service';
import {
  OIDC_TEST_ACCOUNTS,
  OIDC_TEST_PASSWORD,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../testing/oidc-test-provider';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { configuredProviders, createSocialAuthRouter } from './index';
import { settingKeys } from './provider-settings';

/** A browser's part in the redirect dance: manual redirects and a cookie jar per origin and path. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string; origin: string }>();

  private cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => cookie.origin === url.origin && url.pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split('\n')[1]}=${cookie.value}`)
      .join('; ');
  }

  private remember(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const key = `${url.origin}${path}\n${name}`;
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: pair.slice(separator + 1), path, origin: url.origin });
    }
  }

  hasCookie(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.endsWith(`\n${name}`));
  }

  async request(url: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = { cookie: this.cookieHeader(target) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.remember(target, response);
    return response;
  }

  /**
   * Follows redirects from `url` until the browser would leave the API for a page: the provider's
   * sign-in form (its URL is returned with the page) or the app's /login or /auth/callback.
   */
  async follow(url: string, appUrl: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const visited: string[] = [];
    let current = url;
    let response = await this.request(current, init);
    for (;;) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, status: response.status, page: await response.text(), visited };
      }
      current = new URL(location, current).href;
      visited.push(current);
      const next = new URL(current);
      if (next.origin === appUrl && !next.pathname.startsWith('/api/')) return { url: current, status: 0, page: '', visited };
      response = await this.request(current);
    }
  }
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe.each(DIALECTS)('social sign-in on %s', (dialect) => {
  let database: Database;
  let oidc: OidcTestProvider;
  let auth: AuthService;
  let settings: SettingsService;
  let appUrl: string;
  const server = createServer();
  const env: NodeJS.ProcessEnv = {};
  const meta = { ip: '127.0.0.1', userAgent: 'vitest' };
  let counter = 0;
  const uniqueEmail = () => `person${++counter}-${dialect}@example.com`;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    // The provider needs the app's callback URLs and the app the provider's issuer: listen first.
    appUrl = await listen(server);
    oidc = await startOidcTestProvider({ appUrl });
    const { repositories } = database;
    const clock = () => new Date();
    settings = createSettingsService({
      repository: repositories.adminSettings,
      keys: fixedSettingsKey(randomBytes(32)),
      audit: { record: async () => undefined },
    });
    auth = createAuthService({
      repositories,
      hasher: createArgon2Hasher(),
      clock,
      mail: createMailService({ fromEnvironment: undefined, settings, logger: silentLogger }),
      rateLimiter: createRateLimiter(repositories.rateLimits, clock),
      logger: silentLogger,
      publicUrl: appUrl,
    });
    const app = express();
    app.use(createSocialAuthRouter({ auth, settings, publicUrl: appUrl, env, logger: silentLogger }));
    server.on('request', app);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await oidc?.close();
    await database?.close();
  });

  beforeEach(() => {
    for (const key of Object.keys(env)) delete env[key];
    Object.assign(env, oidc.env);
  });

  /** Starts at /api/auth/{provider}, signs in at the provider's form, and returns where the app sends the browser. */
  async function signIn(provider: SocialProvider, login: string, browser = new Browser()) {
    const form = await browser.follow(`${appUrl}/api/auth/${provider}`, appUrl);
    expect(form.status, form.page).toBe(200);
    expect(form.page).toContain('Sign in to continue');
    const action = new URL(/action="([^"]+\/login)"/.exec(form.page)?.[1] ?? '', form.url).href;
    const result = await browser.follow(action, appUrl, { method: 'POST', form: { login, password: OIDC_TEST_PASSWORD } });
    return { ...result, authorizationUrl: form.visited[0] ?? '' };
  }

  async function registerLocal(email: string) {
    const { user } = await auth.register({ name: 'Local Person', email, password: 'correct horse', role: 'business' }, meta);
    return user;
  }

  it('sends an unconfigured provider back to /login with a clear error', async () => {
    delete env.GOOGLE_CLIENT_ID;
    const response = await new Browser().request(`${appUrl}/api/auth/google`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${appUrl}/login?error=provider_not_configured&provider=google`);
    expect(await configuredProviders({ env, settings })).toEqual({
      google: false,
      facebook: true,
      linkedin: true,
    });
  });

  it('takes credentials from admin settings, the secret decrypted, read at request time, when the environment has none', async () => {
    delete env.LINKEDIN_CLIENT_ID;
    delete env.LINKEDIN_CLIENT_SECRET;
    const start = () => new Browser().request(`${appUrl}/api/auth/linkedin`);
    expect((await start()).headers.get('location')).toContain('error=provider_not_configured');

    const keys = settingKeys('linkedin');
    await settings.set(null, keys.clientId, { value: 'citewise-linkedin' });
    await settings.set(null, keys.clientSecret, { value: 'linkedin-test-secret' });
    expect((await database.repositories.adminSettings.get(keys.clientSecret))?.value).not.toContain('linkedin-test-secret');
    try {
      expect((await start()).headers.get('location')).toMatch(new RegExp(`^${oidc.issuer}/auth\\?`));
      const email = uniqueEmail();
      oidc.addAccount({ accountId: `linkedin-${email}`, email, emailVerified: true, name: 'Lin Kedin', picture: null });
      expect(query((await signIn('linkedin', email)).url)).toMatchObject({ provider: 'linkedin' });
    } finally {
      await settings.remove(null, keys.clientId);
      await settings.remove(null, keys.clientSecret);
    }
  });

  it('creates a new account from a verified Google email and hands over a one-time code', async () => {
    const browser = new Browser();
    const { url, authorizationUrl } = await signIn('google', OIDC_TEST_ACCOUNTS.verified.email, browser);
    expect(query(authorizationUrl)).toMatchObject({
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${appUrl}/api/auth/google/callback`,
    });
    expect(url.startsWith(`${appUrl}/auth/callback?`)).toBe(true);
    const { code, provider, ...rest } = query(url);
    expect(provider).toBe('google');
    expect(rest).toEqual({});
    // The pending-authorization cookie is gone once the callback has used it.
    expect(browser.hasCookie('citewise_oauth_google')).toBe(false);

    const signedIn = await auth.exchangeCode(code ?? '', meta);
    expect(signedIn.user).toMatchObject({
      email: OIDC_TEST_ACCOUNTS.verified.email,
      name: OIDC_TEST_ACCOUNTS.verified.name,
      emailVerified: true,
      provider: 'google',
      googleId: OIDC_TEST_ACCOUNTS.verified.accountId,
      avatarUrl: OIDC_TEST_ACCOUNTS.verified.picture,
    });
    expect(signedIn.token).not.toBe(code);
    await expect(auth.exchangeCode(code ?? '', meta)).rejects.toBeInstanceOf(ApiError);

    // Signing in again finds the same account by its Google id.
    const again = query((await signIn('google', OIDC_TEST_ACCOUNTS.verified.email)).url);
    expect((await auth.exchangeCode(again.code ?? '', meta)).user.id).toBe(signedIn.user.id);
  });

  it('links a LinkedIn sign-in (OpenID Connect) to the local account with the same verified email', async () => {
    const email = uniqueEmail();
    const local = await registerLocal(email);
    oidc.addAccount({ accountId: `li-${email}`, email, emailVerified: true, name: 'Linked Person', picture: null });

    const { url, authorizationUrl } = await signIn('linkedin', email);
    expect(query(authorizationUrl)).toMatchObject({ scope: 'openid profile email', code_challenge_method: 'S256' });
    const { user } = await auth.exchangeCode(query(url).code ?? '', meta);
    expect(user).toMatchObject({ id: local.id, linkedinId: `li-${email}`, provider: 'local' });
  });

  it("takes over an account nobody proved the address of without the registrant's password or sessions", async () => {
    // Someone registered the address first with a password of their own, and never proved it.
    const email = uniqueEmail();
    const squatter = await auth.register({ name: 'Not The Owner', email, password: 'squatter password', role: 'business' }, meta);
    expect(squatter.user.emailVerified).toBe(false);
    oidc.addAccount({ accountId: `g-${email}`, email, emailVerified: true, name: 'Real Owner', picture: null });

    const { url } = await signIn('google', email);
    const { user } = await auth.exchangeCode(query(url).code ?? '', meta);
    expect(user).toMatchObject({ id: squatter.user.id, googleId: `g-${email}`, emailVerified: true });
    await expect(auth.login(email, 'squatter password', meta)).rejects.toMatchObject({ status: 401 });
    await expect(auth.authenticate(`Bearer ${squatter.token}`)).rejects.toMatchObject({ status: 401 });
  });

  it('links into an account whose owner proved the address, keeping its password', async () => {
    const email = uniqueEmail();
    const local = await registerLocal(email);
    await database.repositories.users.update(local.id, { emailVerified: true });
    oidc.addAccount({ accountId: `g-${email}`, email, emailVerified: true, name: 'Same Owner', picture: null });

    const { url } = await signIn('google', email);
    expect((await auth.exchangeCode(query(url).code ?? '', meta)).user.id).toBe(local.id);
    expect((await auth.login(email, 'correct horse', meta)).user.id).toBe(local.id);
  });

  it('does not link an unverified provider email into an existing account', async () => {
    const local = await registerLocal(OIDC_TEST_ACCOUNTS.unverified.email);
    const { url } = await signIn('google', OIDC_TEST_ACCOUNTS.unverified.email);
    expect(url).toBe(`${appUrl}/login?error=email_required&provider=google`);
    expect((await database.repositories.users.findById(local.id))?.googleId).toBeNull();
  });

  it('refuses a provider account without an email', async () => {
    const { url } = await signIn('google', OIDC_TEST_ACCOUNTS.noEmail.accountId);
    expect(url).toBe(`${appUrl}/login?error=email_required&provider=google`);
  });

  it('passes the provider error on when the person cancels', async () => {
    const browser = new Browser();
    const form = await browser.follow(`${appUrl}/api/auth/google`, appUrl);
    const action = new URL(/action="([^"]+\/abort)"/.exec(form.page)?.[1] ?? '', form.url).href;
    const { url } = await browser.follow(action, appUrl, { method: 'POST' });
    expect(url).toBe(`${appUrl}/login?error=access_denied&provider=google`);
  });

  it('refuses a callback whose state does not match the browser', async () => {
    const browser = new Browser();
    const form = await browser.follow(`${appUrl}/api/auth/google`, appUrl);
    const action = new URL(/action="([^"]+\/login)"/.exec(form.page)?.[1] ?? '', form.url).href;
    // Stop at the provider's redirect to the callback and tamper with its state.
    let response = await browser.request(action, { method: 'POST', form: { login: OIDC_TEST_ACCOUNTS.verified.email, password: OIDC_TEST_PASSWORD } });
    let location = new URL(response.headers.get('location') ?? '', action);
    while (location.origin !== appUrl) {
      response = await browser.request(location.href);
      location = new URL(response.headers.get('location') ?? '', location);
    }
    expect(location.pathname).toBe('/api/auth/google/callback');
    const tampered = new URL(location);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await browser.follow(tampered.href, appUrl)).url).toBe(`${appUrl}/login?error=invalid_state&provider=google`);

    // A callback from another browser (no pending cookie) is refused as well, code or not.
    const elsewhere = await new Browser().follow(location.href, appUrl);
    expect(elsewhere.url).toBe(`${appUrl}/login?error=invalid_state&provider=google`);
    // The start route never exchanges a code it is handed.
    const smuggled = await new Browser().follow(`${appUrl}/api/auth/google?${location.searchParams.toString()}`, appUrl);
    expect(smuggled.url).toBe(`${appUrl}/login?error=sign_in_failed&provider=google`);
  });

  it("does not link a Facebook email unless the operator trusts Facebook's emails", async () => {
    const email = uniqueEmail();
    const local = await registerLocal(email);
    oidc.addAccount({ accountId: `fb-${email}`, email, emailVerified: true, name: 'Face Book', picture: 'https://images.provider.test/fb.png' });

    const refused = await signIn('facebook', email);
    expect(query(refused.authorizationUrl)).toMatchObject({ scope: 'email' });
    expect(query(refused.authorizationUrl).code_challenge).toBeUndefined();
    expect(refused.url).toMatch(new RegExp(`^${appUrl}/login\\?error=email_required&provider=facebook$`));
    expect((await database.repositories.users.findById(local.id))?.facebookId).toBeNull();

    env.FACEBOOK_EMAIL_VERIFIED = 'true';
    const linked = await signIn('facebook', email);
    const { user } = await auth.exchangeCode(query(linked.url).code ?? '', meta);
    expect(user).toMatchObject({ id: local.id, facebookId: `fb-${email}` });
  });

  it('creates a Facebook account from the Graph profile when Facebook emails are trusted', async () => {
    env.FACEBOOK_EMAIL_VERIFIED = 'true';
    const email = uniqueEmail();
    oidc.addAccount({ accountId: `fb-new-${email}`, email, emailVerified: true, name: 'Fay Cebook', picture: 'https://images.provider.test/fay.png' });
    const { url } = await signIn('facebook', email);
    const { user } = await auth.exchangeCode(query(url).code ?? '', meta);
    expect(user).toMatchObject({ email, name: 'Fay Cebook', provider: 'facebook', avatarUrl: 'https://images.provider.test/fay.png' });
  });

  it('answers sign_in_failed when the provider rejects the client', async () => {
    env.GOOGLE_CLIENT_SECRET = 'not-the-secret';
    const { url } = await signIn('google', OIDC_TEST_ACCOUNTS.verified.email);
    expect(url).toBe(`${appUrl}/login?error=sign_in_failed&provider=google`);
  });
});

// The wiring in createApp does not depend on the dialect: SQLite alone.
describe('social sign-in through the whole app', () => {
  let server: TestServer;
  let oidc: OidcTestProvider;
  const env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    server = await startTestServer('sqlite', { env });
    oidc = await startOidcTestProvider({ appUrl: server.baseUrl });
    Object.assign(env, oidc.env);
  });
  afterAll(async () => {
    await server?.close();
    await oidc?.close();
  });

  it('reports the configured providers and trades the callback code for a session once', async () => {
    delete env.FACEBOOK_CLIENT_ID;
    expect((await server.request('GET', '/api/auth/providers')).body).toMatchObject({
      social: [
        { id: 'google', configured: true },
        { id: 'facebook', configured: false },
        { id: 'linkedin', configured: true },
      ],
    });

    const browser = new Browser();
    const form = await browser.follow(`${server.baseUrl}/api/auth/linkedin`, server.baseUrl);
    const action = new URL(/action="([^"]+\/login)"/.exec(form.page)?.[1] ?? '', form.url).href;
    const login = { login: OIDC_TEST_ACCOUNTS.verified.email, password: OIDC_TEST_PASSWORD };
    const { url } = await browser.follow(action, server.baseUrl, { method: 'POST', form: login });
    const code = query(url).code ?? '';
    expect(url).toBe(`${server.baseUrl}/auth/callback?code=${code}&provider=linkedin`);

    // Login CSRF: the code, sent in a link, reaches a browser that did not sign in, and is refused there.
    const elsewhere = await server.request<{ code: string; message: string }>('POST', '/api/auth/exchange', { body: { code } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'INVALID_TOKEN_LINK', message: 'This sign-in link is invalid or has expired.' });
    // The API's paths match in any case; the guard does too.
    const shouted = await server.request<{ code: string }>('POST', '/API/Auth/Exchange', { body: { code } });
    expect(shouted.status).toBe(400);
    expect(shouted.body).toMatchObject({ code: 'INVALID_TOKEN_LINK' });

    const exchange = () => browser.request(`${server.baseUrl}/api/auth/exchange`, { method: 'POST', json: { code } });
    const exchanged = await exchange();
    expect(exchanged.status).toBe(200);
    const signedIn = (await exchanged.json()) as { token: string; user: { email: string } };
    expect(signedIn.user.email).toBe(OIDC_TEST_ACCOUNTS.verified.email);
    const validated = await server.request('GET', '/api/auth/validate', { token: signedIn.token });
    expect(validated.status).toBe(200);
    expect((await exchange()).status).toBe(400);
  });
});
