import type { Configuration, UserInfoResponse } from 'openid-client';
import type { Strategy } from 'passport';
import type { SocialProfile } from '../services/accounts/auth-service';
import { oidcStrategy, type OidcClient } from './oidc-strategy';
import type { LinkedInSettings } from './provider-settings';
import type { StrategyContext } from './strategy-context';

/** "Sign In with LinkedIn using OpenID Connect"; the older r_liteprofile and r_emailaddress scopes are retired. */
const LINKEDIN_SCOPE = 'openid profile email';

/** LinkedIn's userinfo claims (sub, name, given_name, family_name, picture, email, email_verified). */
export function linkedInSocialProfile(claims: UserInfoResponse): SocialProfile {
  const joined = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return {
    provider: 'linkedin',
    providerUserId: claims.sub,
    email: claims.email ?? null,
    emailVerified: claims.email_verified === true,
    name: claims.name ?? joined,
    avatarUrl: claims.picture ?? null,
  };
}

export async function linkedInStrategy(
  settings: LinkedInSettings,
  context: StrategyContext,
  discover: (client: OidcClient) => Promise<Configuration>,
): Promise<Strategy> {
  const configuration = await discover({
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  });
  return oidcStrategy({ name: 'linkedin', configuration, scope: LINKEDIN_SCOPE, context, profile: linkedInSocialProfile });
}
