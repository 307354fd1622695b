import { describe, expect, it } from 'vitest';
import type { SettingsReader } from '../settings/settings-reader';
import { configuredProviders, ENDPOINT_DEFAULTS, providerSettings, settingKeys } from './provider-settings';

function settingsOf(values: Record<string, string>): SettingsReader {
  return { value: async (key) => values[key] };
}

const none = settingsOf({});

describe('provider settings', () => {
  it('reads credentials and endpoint overrides from the environment', async () => {
    const env = { GOOGLE_CLIENT_ID: ' id ', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' };
    expect(await providerSettings('google', { env, settings: none })).toEqual({
      provider: 'google',
      clientId: 'id',
      clientSecret: 'secret',
      authorizationUrl: ENDPOINT_DEFAULTS.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: 'http://127.0.0.1:9/token',
      userInfoUrl: ENDPOINT_DEFAULTS.GOOGLE_USERINFO_URL,
    });
  });

  it('falls back to admin settings only when the environment names no client id', async () => {
    const keys = settingKeys('linkedin');
    const settings = settingsOf({ [keys.clientId]: 'from-settings', [keys.clientSecret]: 'settings-secret' });
    expect(await providerSettings('linkedin', { env: {}, settings })).toEqual({
      provider: 'linkedin',
      clientId: 'from-settings',
      clientSecret: 'settings-secret',
      issuer: 'https://www.linkedin.com/oauth',
    });
    // An environment id without its secret is a half configuration, never completed from the settings.
    expect(await providerSettings('linkedin', { env: { LINKEDIN_CLIENT_ID: 'env-id' }, settings })).toBeUndefined();
    // Empty values mean unset.
    expect(await providerSettings('linkedin', { env: { LINKEDIN_CLIENT_ID: '' }, settings })).toMatchObject({
      clientId: 'from-settings',
    });
  });

  it('treats Facebook emails as unverified unless FACEBOOK_EMAIL_VERIFIED is true', async () => {
    const env = { FACEBOOK_CLIENT_ID: 'fb', FACEBOOK_CLIENT_SECRET: 'secret' };
    expect(await providerSettings('facebook', { env, settings: none })).toMatchObject({
      emailVerified: false,
      profileUrl: ENDPOINT_DEFAULTS.FACEBOOK_PROFILE_URL,
    });
    expect(await providerSettings('facebook', { env: { ...env, FACEBOOK_EMAIL_VERIFIED: 'true' }, settings: none })).toMatchObject({
      emailVerified: true,
    });
  });

  it('tells which providers are configured', async () => {
    const keys = settingKeys('facebook');
    const settings = settingsOf({ [keys.clientId]: 'fb', [keys.clientSecret]: '  ' });
    const env = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' };
    expect(await configuredProviders({ env, settings })).toEqual({ google: true, facebook: false, linkedin: false });
  });
});
