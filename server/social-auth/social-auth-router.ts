import express, { type Request, type Response } from 'express';
import { Passport, type Strategy } from 'passport';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../shared/contract/auth';
import { ERROR_CODES } from '../../shared/contract/errors';
import { ApiError } from '../http/api-error';
import type { Logger } from '../logger';
import type { SettingsReader } from '../settings/settings-reader';
import { INVALID_SIGN_IN_LINK, LOGIN_CODE_TTL_MS, type AuthService, type SocialProfile } from '../services/accounts/auth-service';
import { facebookStrategy } from './facebook-strategy';
import { googleStrategy } from './google-strategy';
import { linkedInStrategy } from './linkedin-strategy';
import { createDiscoveryCache } from './oidc-strategy';
import { pendingAuthorizationCookie, signInCodeCookie, stateMatches } from './pending-authorization';
import { providerSettings, type ProviderSettings } from './provider-settings';
import type { StrategyContext } from './strategy-context';

export interface SocialAuthDeps {
  auth: Pick<AuthService, 'socialSignIn'>;
  settings: SettingsReader;
  /** Where the browser reaches the app, e.g. https://app.example.com; callbacks are registered under it. */
  publicUrl: string;
  env: NodeJS.ProcessEnv;
  logger: Logger;
  clock?: () => Date;
}

/** The ?error= values this router sends to /login besides the provider's own. */
const SIGN_IN_ERRORS = {
  notConfigured: 'provider_not_configured',
  invalidState: 'invalid_state',
  emailRequired: 'email_required',
  failed: 'sign_in_failed',
} as const;

/** The provider's error code (RFC 6749 allows a small alphabet), kept short and plain for the address bar. */
function providerErrorCode(value: string): string {
  return value.replace(/[^\w.-]/g, '').slice(0, 64) || SIGN_IN_ERRORS.failed;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

/**
 * GET /api/auth/{provider} sends the browser to the provider; GET /api/auth/{provider}/callback signs
 * the person in and hands the browser a one-time code at /auth/callback, which the page exchanges for
 * a session. Failures go back to /login?error=...&provider=...; no session token is ever in a URL.
 */
export function createSocialAuthRouter(deps: SocialAuthDeps): express.Router {
  const router = express.Router();
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const secure = publicUrl.startsWith('https:');
  const discover = createDiscoveryCache(deps.clock ?? (() => new Date()));
  // An instance of its own: nothing is registered on passport's global one, and no session is used.
  const passport = new Passport();

  const toLogin = (res: Response, provider: SocialProvider, error: string) => {
    res.redirect(`${publicUrl}/login?${new URLSearchParams({ error, provider }).toString()}`);
  };

  function strategyFor(settings: ProviderSettings, context: StrategyContext): Strategy | Promise<Strategy> {
    switch (settings.provider) {
      case 'google':
        return googleStrategy(settings, context);
      case 'facebook':
        return facebookStrategy(settings, context);
      case 'linkedin':
        return linkedInStrategy(settings, context, discover);
    }
  }

  /** Runs the strategy on the provider's answer; undefined when it refused without an error. */
  function profileFrom(strategy: Strategy, req: Request, res: Response): Promise<SocialProfile | undefined> {
    return new Promise((resolve, reject) => {
      const handle = passport.authenticate(
        strategy,
        { session: false },
        (error: unknown, profile: SocialProfile | false | undefined) => {
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else resolve(profile || undefined);
        },
      );
      handle(req, res, reject);
    });
  }

  // The exchange takes a code only from the browser that finished its sign-in: a code sent in a
  // link (login CSRF) reaches a browser without it and is refused like an unknown one.
  const codeCookie = signInCodeCookie({ secure, lifetimeMs: LOGIN_CODE_TTL_MS });
  router.post(codeCookie.path, (req, res, next) => {
    const code: unknown = (req.body as { code?: unknown } | undefined)?.code;
    next(codeCookie.holds(req, res, code) ? undefined : new ApiError(400, INVALID_SIGN_IN_LINK, ERROR_CODES.invalidLink));
  });

  for (const provider of SOCIAL_PROVIDERS) {
    const cookie = pendingAuthorizationCookie(provider, { secure });
    const callbackUrl = `${publicUrl}/api/auth/${provider}/callback`;
    const failed = (res: Response, error: unknown) => {
      deps.logger.warn(`Social sign-in with ${provider} failed: ${describe(error)}`);
      toLogin(res, provider, SIGN_IN_ERRORS.failed);
    };

    router.get(`/api/auth/${provider}`, async (req, res) => {
      try {
        const settings = await providerSettings(provider, deps);
        if (!settings) return toLogin(res, provider, SIGN_IN_ERRORS.notConfigured);
        const strategy = await strategyFor(settings, {
          callbackUrl,
          pending: undefined,
          savePending: (pending) => cookie.save(res, pending),
        });
        const refused = (error: unknown) => failed(res, error ?? new Error('The strategy did not send the browser on'));
        passport.authenticate(strategy, { session: false }, refused)(req, res, refused);
      } catch (error) {
        failed(res, error);
      }
    });

    router.get(`/api/auth/${provider}/callback`, async (req, res) => {
      const pending = cookie.read(req);
      cookie.clear(res);
      const { error, state, code } = req.query;
      // The person cancelled, or the provider refused: its own error value goes on to the login page.
      if (typeof error === 'string' && error) return toLogin(res, provider, providerErrorCode(error));
      if (!stateMatches(pending, state)) return toLogin(res, provider, SIGN_IN_ERRORS.invalidState);
      if (typeof code !== 'string' || !code) return toLogin(res, provider, SIGN_IN_ERRORS.failed);

      try {
        const settings = await providerSettings(provider, deps);
        if (!settings) return toLogin(res, provider, SIGN_IN_ERRORS.notConfigured);
        const strategy = await strategyFor(settings, { callbackUrl, pending, savePending: () => undefined });
        const profile = await profileFrom(strategy, req, res);
        if (!profile?.providerUserId) return failed(res, new Error('The provider did not identify the person'));
        const oneTimeCode = await deps.auth.socialSignIn(profile);
        codeCookie.save(res, oneTimeCode);
        res.redirect(`${publicUrl}/auth/callback?${new URLSearchParams({ code: oneTimeCode, provider }).toString()}`);
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === 'EMAIL_REQUIRED') {
          return toLogin(res, provider, SIGN_IN_ERRORS.emailRequired);
        }
        failed(res, caught);
      }
    });
  }
  return router;
}
