import type { SocialProvider } from '../../shared/contract/auth';
import type { SettingsReader } from '../settings/settings-reader';

/** Where a provider's credentials and endpoints come from; read on every request so admin changes apply at once. */
export interface ProviderSettingsSource {
  env: NodeJS.ProcessEnv;
  settings: SettingsReader;
}

interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface GoogleSettings extends Credentials {
  provider: 'google';
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface FacebookSettings extends Credentials {
  provider: 'facebook';
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** Whether a Facebook email counts as verified, so that it may link into an existing account. */
  emailVerified: boolean;
}

export interface LinkedInSettings extends Credentials {
  provider: 'linkedin';
  /** OpenID Connect issuer; its discovery document names the endpoints. */
  issuer: string;
}

export type ProviderSettings = GoogleSettings | FacebookSettings | LinkedInSettings;

const FACEBOOK_GRAPH_VERSION = 'v23.0';

/** Endpoint defaults, each replaceable by the environment variable of the same name. */
export const ENDPOINT_DEFAULTS = {
  GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
  FACEBOOK_AUTHORIZATION_URL: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  FACEBOOK_TOKEN_URL: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
  FACEBOOK_PROFILE_URL: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me`,
  LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
} as const;

/** Admin settings (category integrations) used when the environment has no client id for the provider. */
export function settingKeys(provider: SocialProvider): { clientId: string; clientSecret: string } {
  return { clientId: `oauth_${provider}_client_id`, clientSecret: `oauth_${provider}_client_secret` };
}

function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function endpoint(env: NodeJS.ProcessEnv, name: keyof typeof ENDPOINT_DEFAULTS): string {
  return envValue(env, name) ?? ENDPOINT_DEFAULTS[name];
}

/**
 * The environment's pair when it names a client id, else the admin settings' pair. The two sources
 * are never mixed: a secret from one with an id from the other would be a confusing half-configuration.
 */
async function credentials(provider: SocialProvider, source: ProviderSettingsSource): Promise<Credentials | undefined> {
  const prefix = provider.toUpperCase();
  const envId = envValue(source.env, `${prefix}_CLIENT_ID`);
  if (envId) {
    const envSecret = envValue(source.env, `${prefix}_CLIENT_SECRET`);
    return envSecret ? { clientId: envId, clientSecret: envSecret } : undefined;
  }
  const keys = settingKeys(provider);
  const [id, secret] = await Promise.all([source.settings.value(keys.clientId), source.settings.value(keys.clientSecret)]);
  const clientId = id?.trim();
  const clientSecret = secret?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** The provider's settings, or undefined when it is not configured. */
export async function providerSettings(
  provider: SocialProvider,
  source: ProviderSettingsSource,
): Promise<ProviderSettings | undefined> {
  const found = await credentials(provider, source);
  if (!found) return undefined;
  const { env } = source;
  switch (provider) {
    case 'google':
      return {
        provider,
        ...found,
        authorizationUrl: endpoint(env, 'GOOGLE_AUTHORIZATION_URL'),
        tokenUrl: endpoint(env, 'GOOGLE_TOKEN_URL'),
        userInfoUrl: endpoint(env, 'GOOGLE_USERINFO_URL'),
      };
    case 'facebook':
      return {
        provider,
        ...found,
        authorizationUrl: endpoint(env, 'FACEBOOK_AUTHORIZATION_URL'),
        tokenUrl: endpoint(env, 'FACEBOOK_TOKEN_URL'),
        profileUrl: endpoint(env, 'FACEBOOK_PROFILE_URL'),
        emailVerified: envValue(env, 'FACEBOOK_EMAIL_VERIFIED') === 'true',
      };
    case 'linkedin':
      return { provider, ...found, issuer: endpoint(env, 'LINKEDIN_ISSUER') };
  }
}

/** Which providers can be used right now, for GET /api/auth/providers. */
export async function configuredProviders(source: ProviderSettingsSource): Promise<Record<SocialProvider, boolean>> {
  const isConfigured = async (provider: SocialProvider) => (await credentials(provider, source)) !== undefined;
  const [google, facebook, linkedin] = await Promise.all([
    isConfigured('google'),
    isConfigured('facebook'),
    isConfigured('linkedin'),
  ]);
  return { google, facebook, linkedin };
}
