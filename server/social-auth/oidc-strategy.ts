import type { Request } from 'express';
import * as oidc from 'openid-client';
import type { Strategy } from 'passport';
import type { SocialProfile } from '../services/accounts/auth-service';
import { newState, type PendingAuthorization } from './pending-authorization';
import type { StrategyContext } from './strategy-context';

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const REQUEST_TIMEOUT_SECONDS = 10;

export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Discovered provider configurations, looked up again after an hour; a failed discovery is not kept. */
export function createDiscoveryCache(clock: () => Date): (client: OidcClient) => Promise<oidc.Configuration> {
  const entries = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();
  return (client) => {
    const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
    const now = clock().getTime();
    const cached = entries.get(key);
    if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.configuration;

    const issuer = new URL(client.issuer);
    // Plain HTTP only for an issuer on this machine, such as a test or development server.
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    const configuration = oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, {
      timeout: REQUEST_TIMEOUT_SECONDS,
      execute: issuer.protocol === 'http:' && loopback ? [oidc.allowInsecureRequests] : [],
    });
    entries.set(key, { at: now, configuration });
    configuration.catch(() => entries.delete(key));
    return configuration;
  };
}

interface OidcStrategyOptions {
  name: string;
  configuration: oidc.Configuration;
  scope: string;
  context: StrategyContext;
  profile(claims: oidc.UserInfoResponse): SocialProfile;
}

/** The callback's own URL with the provider's answer, as openid-client reads it. */
function callbackUrlWithAnswer(callbackUrl: string, req: Request): URL {
  const url = new URL(callbackUrl);
  url.search = new URL(req.originalUrl, 'http://callback.invalid').search;
  return url;
}

/**
 * An OpenID Connect authorization code flow as a passport strategy. openid-client's own passport
 * strategy keeps its state in a server session and always sends a PKCE verifier, which providers
 * without PKCE (LinkedIn) refuse; this one sends PKCE only where the discovery document offers it.
 */
export function oidcStrategy(options: OidcStrategyOptions): Strategy {
  const { configuration, context } = options;

  async function authorizationUrl(): Promise<string> {
    const state = newState();
    const params: Record<string, string> = { redirect_uri: context.callbackUrl, scope: options.scope, state };
    let codeVerifier: string | undefined;
    if (configuration.serverMetadata().supportsPKCE()) {
      codeVerifier = oidc.randomPKCECodeVerifier();
      params.code_challenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      params.code_challenge_method = 'S256';
    }
    context.savePending(codeVerifier ? { state, codeVerifier } : { state });
    return oidc.buildAuthorizationUrl(configuration, params).href;
  }

  async function signedInProfile(req: Request, pending: PendingAuthorization): Promise<SocialProfile> {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrlWithAnswer(context.callbackUrl, req), {
      expectedState: pending.state,
      pkceCodeVerifier: pending.codeVerifier,
      idTokenExpected: true,
    });
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('The ID token has no subject');
    return options.profile(await oidc.fetchUserInfo(configuration, tokens.access_token, subject));
  }

  return {
    name: options.name,
    authenticate(req: Request) {
      if (!context.pending) {
        authorizationUrl().then(
          (url) => this.redirect(url),
          (error: unknown) => this.error(error),
        );
      } else {
        signedInProfile(req, context.pending).then(
          (profile) => this.success(profile),
          (error: unknown) => this.error(error),
        );
      }
    },
  };
}
