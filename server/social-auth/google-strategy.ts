import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { SocialProfile } from '../services/accounts/auth-service';
import type { GoogleSettings } from './provider-settings';
import { pendingAuthorizationStore, type ProfileDone, type StrategyContext } from './strategy-context';

const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

/** Google's userinfo as passport-google-oauth20 parses it. */
export function googleSocialProfile(profile: Profile): SocialProfile {
  const email = profile.emails?.[0];
  return {
    provider: 'google',
    providerUserId: profile.id,
    email: email?.value ?? null,
    // Older userinfo endpoints sent email_verified as the string "true".
    emailVerified: String(email?.verified) === 'true',
    name: profile.displayName ?? '',
    avatarUrl: profile.photos?.[0]?.value ?? null,
  };
}

export function googleStrategy(settings: GoogleSettings, context: StrategyContext): GoogleStrategy {
  return new GoogleStrategy(
    {
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: context.callbackUrl,
      authorizationURL: settings.authorizationUrl,
      tokenURL: settings.tokenUrl,
      // passport-google-oauth20 reads OpenID Connect claims from a URL whose path ends in /userinfo.
      userProfileURL: settings.userInfoUrl,
      scope: GOOGLE_SCOPES,
      pkce: true,
      store: pendingAuthorizationStore(context),
    },
    (_accessToken: string, _refreshToken: string | undefined, profile: Profile, done: ProfileDone) => {
      done(null, googleSocialProfile(profile));
    },
  );
}
