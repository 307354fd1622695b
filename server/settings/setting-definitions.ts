import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../shared/contract/auth';
import type { SettingCategory } from '../../shared/domain/enums';
import {
  KEYED_SOURCE_CONFIG,
  KEYED_SOURCES,
  NOMINATIM_URL_ENV,
  OPEN_SOURCE_SETTINGS,
  SOURCE_NAMES,
  type KeyedSourceId,
} from '../citations/sources/source-registry';
import { DEFAULT_MAIL_FROM, MAIL_SETTING_KEYS } from '../mail/mail-service';
import { settingKeys } from '../social-auth/provider-settings';

/** A setting the product knows: its defaults for POST /api/admin/settings/initialize, and its rules. */
export interface SettingDefinition {
  key: string;
  category: SettingCategory;
  /** Secrets are always stored encrypted, whatever a request says. */
  encrypted: boolean;
  defaultValue: string | null;
  description: string;
  /** What is wrong with a proposed value, or undefined when it is fine. */
  problem?: (value: string) => string | undefined;
}

const oneOf =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value) ? undefined : `Use one of: ${allowed.join(', ')}`;

const positiveNumber = (value: string) =>
  Number.isFinite(Number(value)) && Number(value) > 0 ? undefined : 'Use a number of hours greater than 0';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

function socialSignIn(provider: SocialProvider): SettingDefinition[] {
  const keys = settingKeys(provider);
  const name = PROVIDER_NAMES[provider];
  const env = provider.toUpperCase();
  return [
    {
      key: keys.clientId,
      category: 'integrations',
      encrypted: false,
      defaultValue: null,
      description: `${name} sign-in OAuth client id; used when ${env}_CLIENT_ID is not set in the environment.`,
    },
    {
      key: keys.clientSecret,
      category: 'integrations',
      encrypted: true,
      defaultValue: null,
      description: `${name} sign-in OAuth client secret, stored encrypted; used with the client id above.`,
    },
  ];
}

/** The business-data features an admin can switch one by one, with the key of each switch. */
export const DATA_AXLE_FEATURE_KEYS = {
  businessMatching: 'data_axle_feature_business_matching',
  listingSubmission: 'data_axle_feature_listing_submission',
  citationScanning: 'data_axle_feature_citation_scanning',
  analytics: 'data_axle_feature_analytics',
} as const;
export type DataAxleFeature = keyof typeof DATA_AXLE_FEATURE_KEYS;

const DATA_AXLE_FEATURES: readonly { feature: DataAxleFeature; what: string }[] = [
  { feature: 'businessMatching', what: 'business matching and enrichment' },
  { feature: 'listingSubmission', what: 'directory submissions' },
  { feature: 'citationScanning', what: 'citation scanning' },
  { feature: 'analytics', what: 'listing analytics' },
];

function dataAxleFeature({ feature, what }: (typeof DATA_AXLE_FEATURES)[number]): SettingDefinition {
  return {
    key: DATA_AXLE_FEATURE_KEYS[feature],
    category: 'integrations',
    encrypted: false,
    defaultValue: 'true',
    description: `Whether ${what} is offered while business-data features are on: true or false.`,
    problem: oneOf('true', 'false'),
  };
}

/** A keyed citation source's API key: Admin Settings store it, the environment's key wins. */
function citationSourceKey(id: KeyedSourceId): SettingDefinition {
  const { keyEnv, setting } = KEYED_SOURCE_CONFIG[id];
  return {
    key: setting,
    category: 'integrations',
    encrypted: true,
    defaultValue: null,
    description: `${SOURCE_NAMES[id]} API key for citation scans; stored encrypted. ${keyEnv} in the environment takes precedence.`,
  };
}

// No default is written for the open sources' switches: unset means on in production, off in the sandbox.
const CITATION_SOURCE_SWITCHES: readonly SettingDefinition[] = [
  {
    key: OPEN_SOURCE_SETTINGS.openstreetmap,
    category: 'integrations',
    encrypted: false,
    defaultValue: null,
    description:
      'Whether citation scans look businesses up on OpenStreetMap (Nominatim): true or false; unset, on in production and off ' +
      `in the sandbox. ${NOMINATIM_URL_ENV} in the environment points it at your own Nominatim.`,
    problem: oneOf('true', 'false'),
  },
  {
    key: OPEN_SOURCE_SETTINGS.listing_pages,
    category: 'integrations',
    encrypted: false,
    defaultValue: null,
    description:
      'Whether citation scans read the listing pages themselves: true or false; unset, on in production and off in the ' +
      'sandbox. No environment variable overrides it.',
    problem: oneOf('true', 'false'),
  },
];

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    key: 'data_axle_api_key',
    category: 'integrations',
    encrypted: true,
    defaultValue: null,
    description: 'Data Axle API key for business matching, enrichment and submissions; stored encrypted.',
  },
  {
    key: 'data_axle_environment',
    category: 'integrations',
    encrypted: false,
    defaultValue: 'sandbox',
    description: 'Which Data Axle environment to use: sandbox (the built-in simulator) or production.',
    problem: oneOf('sandbox', 'production'),
  },
  {
    key: 'data_axle_enabled',
    category: 'integrations',
    encrypted: false,
    defaultValue: 'true',
    description: 'Whether business-data features (matching, enrichment, submissions) are switched on: true or false.',
    problem: oneOf('true', 'false'),
  },
  ...DATA_AXLE_FEATURES.map(dataAxleFeature),
  ...KEYED_SOURCES.map(citationSourceKey),
  ...CITATION_SOURCE_SWITCHES,
  ...SOCIAL_PROVIDERS.flatMap(socialSignIn),
  {
    key: 'google_business_client_id',
    category: 'integrations',
    encrypted: false,
    defaultValue: null,
    description:
      'Google Business Profile OAuth client id (a web application client of a Google Cloud project with the Business ' +
      'Profile APIs approved); used when GOOGLE_BUSINESS_CLIENT_ID is not set in the environment.',
  },
  {
    key: 'google_business_client_secret',
    category: 'integrations',
    encrypted: true,
    defaultValue: null,
    description: 'Google Business Profile OAuth client secret, stored encrypted; used with the client id above.',
  },
  {
    key: MAIL_SETTING_KEYS.url,
    category: 'email',
    encrypted: true,
    defaultValue: null,
    description:
      'Outgoing mail server, smtp://user:password@host:587 or smtps://user:password@host:465; stored encrypted as it ' +
      'holds the password. Used when SMTP_URL is not set in the environment.',
    problem: (value) => (/^smtps?:\/\/\S+$/.test(value) ? undefined : 'Use an address starting with smtp:// or smtps://'),
  },
  {
    key: MAIL_SETTING_KEYS.from,
    category: 'email',
    encrypted: false,
    defaultValue: DEFAULT_MAIL_FROM,
    description: 'Sender of emails, such as "Citewise <no-reply@example.com>"; used with the mail server setting.',
  },
  {
    key: 'support_email',
    category: 'general',
    encrypted: false,
    defaultValue: null,
    description: 'Address people can write to for help. Informational: the app does not show it yet.',
    problem: (value) => (z.email().safeParse(value).success ? undefined : 'Invalid email address'),
  },
  {
    key: 'session_idle_hours',
    category: 'security',
    encrypted: false,
    defaultValue: '168',
    description:
      'Informational: sessions end after SESSION_IDLE_HOURS (default 168) without use, set in the server environment; ' +
      'changing this setting does not change it.',
    problem: positiveNumber,
  },
  {
    key: 'session_max_hours',
    category: 'security',
    encrypted: false,
    defaultValue: '720',
    description:
      'Informational: sessions end SESSION_MAX_HOURS (default 720) after sign-in, set in the server environment; ' +
      'changing this setting does not change it.',
    problem: positiveNumber,
  },
];
