import { randomBytes } from 'node:crypto';
import { SETTINGS_KEY_BYTES } from './settings-cipher';

export const SETTINGS_KEY_FORMAT =
  'must be 32 bytes written as 64 hex characters or as base64 (for example the output of `openssl rand -hex 32`)';

export const HOSTED_WITHOUT_KEY =
  'Encrypted settings need SETTINGS_ENCRYPTION_KEY: with DATABASE_URL set, every instance must use the same key, ' +
  'so no key file is created. Set SETTINGS_ENCRYPTION_KEY to 32 random bytes (64 hex characters, for example from ' +
  '`openssl rand -hex 32`) on every instance and restart. Plain settings work meanwhile.';

/** The key cannot be had: hosted without SETTINGS_ENCRYPTION_KEY, or an unusable key file. */
export class SettingsKeyUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsKeyUnavailableError';
  }
}

/** Where encrypted settings get their key; asked only when a value is encrypted or decrypted. */
export interface SettingsKeySource {
  /** Throws SettingsKeyUnavailableError when there is none. */
  key(): Buffer;
}

/** 64 hex characters, or base64 / base64url (padded or not) of exactly 32 bytes; undefined for anything else. */
export function parseSettingsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value) || /^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === SETTINGS_KEY_BYTES ? key : undefined;
  }
  return undefined;
}

export function formatSettingsKey(key: Buffer): string {
  return key.toString('hex');
}

export function generateSettingsKey(): Buffer {
  return randomBytes(SETTINGS_KEY_BYTES);
}

export function fixedSettingsKey(key: Buffer): SettingsKeySource {
  return { key: () => key };
}

export function unavailableSettingsKey(message: string): SettingsKeySource {
  return {
    key: () => {
      throw new SettingsKeyUnavailableError(message);
    },
  };
}
