import { Strategy as FacebookStrategy, type Profile } from 'passport-facebook';
import type { SocialProfile } from '../services/accounts/auth-service';
import type { FacebookSettings } from './provider-settings';
import { pendingAuthorizationStore, type ProfileDone, type StrategyContext } from './strategy-context';

const FACEBOOK_SCOPES = ['email'];

/**
 * The Graph API's /me as passport-facebook parses it. Facebook never says whether the address was
 * confirmed, so it counts as verified (and may link into an existing account) only when the operator
 * says so with FACEBOOK_EMAIL_VERIFIED=true.
 */
export function facebookSocialProfile(profile: Profile, emailVerified: boolean): SocialProfile {
  const email = profile.emails?.[0]?.value ?? null;
  return {
    provider: 'facebook',
    providerUserId: profile.id,
    email,
    emailVerified: email !== null && emailVerified,
    name: profile.displayName ?? '',
    avatarUrl: profile.photos?.[0]?.value ?? null,
  };
}

export function facebookStrategy(settings: FacebookSettings, context: StrategyContext): FacebookStrategy {
  return new FacebookStrategy(
    {
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: context.callbackUrl,
      authorizationURL: settings.authorizationUrl,
      tokenURL: settings.tokenUrl,
      profileURL: settings.profileUrl,
      profileFields: ['id', 'displayName', 'emails', 'photos'],
      scope: FACEBOOK_SCOPES,
      // Signs Graph calls with the app secret, which apps may require ("Require App Secret").
      enableProof: true,
      // Facebook's web login flow takes no PKCE; the state alone protects the callback.
      store: pendingAuthorizationStore(context),
    },
    (_accessToken: string, _refreshToken: string | undefined, profile: Profile, done: ProfileDone) => {
      done(null, facebookSocialProfile(profile, settings.emailVerified));
    },
  );
}
