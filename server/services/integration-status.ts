import { ERROR_CODES } from '../../shared/contract/errors';
import type { IntegrationStatus } from '../../shared/contract/provider';
import { ApiError } from '../http/api-error';
import { SETTING_DEFINITIONS } from '../settings/setting-definitions';
import type { SettingsReader } from '../settings/settings-reader';

const ENABLED_KEY = 'data_axle_enabled';
const ENVIRONMENT_KEY = 'data_axle_environment';

/** A stored setting, or the definition's default when the settings were never initialised. */
async function settingOrDefault(settings: SettingsReader, key: string): Promise<string | null> {
  return (await settings.value(key)) ?? SETTING_DEFINITIONS.find((definition) => definition.key === key)?.defaultValue ?? null;
}

/** Whether business-data features are on, from the admin settings; every feature follows the switch for now. */
export async function readIntegrationStatus(settings: SettingsReader): Promise<IntegrationStatus> {
  const enabled = (await settingOrDefault(settings, ENABLED_KEY)) === 'true';
  const environment = (await settingOrDefault(settings, ENVIRONMENT_KEY)) === 'production' ? 'production' : 'sandbox';
  return {
    enabled,
    environment,
    features: { businessMatching: enabled, listingSubmission: enabled, citationScanning: enabled, analytics: enabled },
  };
}

/** Publishing and syncing talk to the provider: refused with 409 while an admin has switched it off. */
export function assertListingSubmissionOn(status: IntegrationStatus): void {
  if (!status.features.listingSubmission) {
    throw new ApiError(409, 'Directory submission is switched off. Contact your administrator.', ERROR_CODES.featureDisabled);
  }
}
