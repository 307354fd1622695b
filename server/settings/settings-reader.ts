/** Reads one admin setting, decrypted when it is stored encrypted; what mail and social sign-in depend on. */
export interface SettingsReader {
  /** Undefined when the setting is absent or has no value. */
  value(key: string): Promise<string | undefined>;
}
