import { fixedSettingsKey, HOSTED_WITHOUT_KEY, unavailableSettingsKey, type SettingsKeySource } from './settings-key';
import { loadOrCreateSettingsKeyFile, settingsKeyFilePath } from './settings-key-file';

/**
 * SETTINGS_ENCRYPTION_KEY when given; else none when the caller said why there is none, or when
 * hosted (instances could not share a file); else the key file in the data folder, created on first need.
 */
export function settingsKeySource(options: {
  configured: Buffer | undefined;
  unavailable?: string;
  dataDir: string;
  hosted: boolean;
}): SettingsKeySource {
  if (options.configured) return fixedSettingsKey(options.configured);
  if (options.unavailable) return unavailableSettingsKey(options.unavailable);
  if (options.hosted) return unavailableSettingsKey(HOSTED_WITHOUT_KEY);
  const file = settingsKeyFilePath(options.dataDir);
  let loaded: Buffer | undefined;
  return { key: () => (loaded ??= loadOrCreateSettingsKeyFile(file)) };
}
