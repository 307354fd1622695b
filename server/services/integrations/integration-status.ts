import { ERROR_CODES } from '../../../shared/contract/errors';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { ApiError } from '../../http/api-error';
import { DATA_AXLE_FEATURE_KEYS, SETTING_DEFINITIONS, type DataAxleFeature } from '../../settings/setting-definitions';
import type { SettingsReader } from '../../settings/settings-reader';
import type { SettingsService } from '../../settings/settings-service';

export const DATA_AXLE_API_KEY_SETTING = 'data_axle_api_key';
const ENABLED_KEY = 'data_axle_enabled';
export const DATA_AXLE_ENVIRONMENT_SETTING = 'data_axle_environment';
const ENVIRONMENT_KEY = DATA_AXLE_ENVIRONMENT_SETTING;

export type ProviderEnvironment = IntegrationStatus['environment'];
export type FeatureFlags = IntegrationStatus['features'];

/** What an admin chose: the switch, the environment and each feature's own flag. */
export interface DataAxleSettings {
  enabled: boolean;
  environment: ProviderEnvironment;
  features: FeatureFlags;
}

/** Data Axle has no public API for these; only the sandbox simulates them. */
const SANDBOX_ONLY_MESSAGES: Partial<Record<DataAxleFeature, string>> = {
  citationScanning:
    'Citation scans need a citation source: an administrator adds a Yelp, Foursquare or Google Places key, or switches on OpenStreetMap or listing pages, in Admin Settings.',
  analytics: 'Data Axle offers no listing analytics; they work in the sandbox environment only.',
};

const FEATURE_OFF_MESSAGES: Record<DataAxleFeature, string> = {
  businessMatching: ENHANCEMENT_DISABLED_MESSAGE,
  listingSubmission: 'Directory submission is switched off. Contact your administrator.',
  citationScanning: 'Citation scanning is switched off. Contact your administrator.',
  analytics: 'Listing analytics are switched off. Contact your administrator.',
};

const FEATURES = Object.keys(DATA_AXLE_FEATURE_KEYS) as DataAxleFeature[];

/** A stored setting, or the definition's default when the settings were never initialised. */
async function settingOrDefault(settings: SettingsReader, key: string): Promise<string | null> {
  return (await settings.value(key)) ?? SETTING_DEFINITIONS.find((definition) => definition.key === key)?.defaultValue ?? null;
}

const isOn = async (settings: SettingsReader, key: string) => (await settingOrDefault(settings, key)) === 'true';

export async function readProviderEnvironment(settings: SettingsReader): Promise<ProviderEnvironment> {
  return (await settingOrDefault(settings, ENVIRONMENT_KEY)) === 'production' ? 'production' : 'sandbox';
}

export async function readDataAxleSettings(settings: SettingsReader): Promise<DataAxleSettings> {
  const features = {} as FeatureFlags;
  for (const feature of FEATURES) features[feature] = await isOn(settings, DATA_AXLE_FEATURE_KEYS[feature]);
  return { enabled: await isOn(settings, ENABLED_KEY), environment: await readProviderEnvironment(settings), features };
}

/** A feature is offered when the integration is on, its flag is on, and the environment has it. */
export function integrationStatusOf({ enabled, environment, features }: DataAxleSettings): IntegrationStatus {
  const offered = (feature: DataAxleFeature) =>
    enabled && features[feature] && !(environment === 'production' && SANDBOX_ONLY_MESSAGES[feature]);
  return {
    enabled,
    environment,
    features: {
      businessMatching: offered('businessMatching'),
      listingSubmission: offered('listingSubmission'),
      citationScanning: offered('citationScanning'),
      analytics: offered('analytics'),
    },
  };
}

/**
 * Whether business-data features are on, from the admin settings. Citation scanning is offered by real
 * citation sources too, in any environment, while its switch is on.
 */
export async function readIntegrationStatus(
  settings: SettingsReader,
  realCitationSources: () => Promise<boolean> = async () => false,
): Promise<IntegrationStatus> {
  const chosen = await readDataAxleSettings(settings);
  const status = integrationStatusOf(chosen);
  if (!status.features.citationScanning && chosen.features.citationScanning && (await realCitationSources())) {
    status.features.citationScanning = true;
  }
  return status;
}

/** A call needing a feature that is not offered is refused with 409, saying why. */
export function assertFeatureOn(status: IntegrationStatus, feature: DataAxleFeature): void {
  if (status.features[feature]) return;
  const unavailable = status.enabled && status.environment === 'production' ? SANDBOX_ONLY_MESSAGES[feature] : undefined;
  throw new ApiError(409, unavailable ?? FEATURE_OFF_MESSAGES[feature], ERROR_CODES.featureDisabled);
}

/** Publishing and syncing talk to the provider: refused with 409 while an admin has switched it off. */
export function assertListingSubmissionOn(status: IntegrationStatus): void {
  assertFeatureOn(status, 'listingSubmission');
}

export interface DataAxleSettingsChange {
  enabled?: boolean;
  environment?: ProviderEnvironment;
  features?: Partial<FeatureFlags>;
  /** Null removes the stored key; undefined keeps it. */
  apiKey?: string | null;
}

/** Writes what changed through the settings service, so the key is stored encrypted and every change audited. */
export async function updateDataAxleSettings(
  settings: Pick<SettingsService, 'set'>,
  actorUserId: string,
  change: DataAxleSettingsChange,
): Promise<void> {
  // The key first: without an encryption key it is refused with 503 before anything else changes.
  if (change.apiKey !== undefined) await settings.set(actorUserId, DATA_AXLE_API_KEY_SETTING, { value: change.apiKey });
  if (change.enabled !== undefined) await settings.set(actorUserId, ENABLED_KEY, { value: String(change.enabled) });
  if (change.environment !== undefined) await settings.set(actorUserId, ENVIRONMENT_KEY, { value: change.environment });
  for (const feature of FEATURES) {
    const flag = change.features?.[feature];
    if (flag !== undefined) await settings.set(actorUserId, DATA_AXLE_FEATURE_KEYS[feature], { value: String(flag) });
  }
}

/** Whether an API key is stored, read without decrypting it. */
export async function dataAxleApiKeySet(settings: Pick<SettingsService, 'list'>): Promise<boolean> {
  return (await settings.list('integrations')).some((setting) => setting.key === DATA_AXLE_API_KEY_SETTING && setting.hasValue);
}
