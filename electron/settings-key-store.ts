import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { formatSettingsKey, generateSettingsKey, parseSettingsKey } from '../server/settings/settings-key';
import { readSettingsKeyFile, settingsKeyFilePath } from '../server/settings/settings-key-file';

/** Electron's safeStorage as far as it is used here. */
export interface SafeStoragePort {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only. */
  getSelectedStorageBackend?(): string;
}

/**
 * How the embedded server gets the settings key:
 * - `sealed`: the key, kept in the data folder encrypted by the system key store (Keychain, DPAPI,
 *   Secret Service / KWallet) through safeStorage;
 * - `key-file`: no key store; the server keeps its own key file, readable by the user only;
 * - `locked`: the key is sealed but the key store cannot open it now: secrets are refused, never
 *   replaced by a new key (which would strand every secret stored under the old one).
 */
export type DesktopSettingsKey =
  | { kind: 'sealed'; key: Buffer }
  | { kind: 'key-file' }
  | { kind: 'locked'; reason: string };

export const SEALED_KEY_FILE_NAME = 'settings.key.sealed';

const LOCKED_REASON =
  "The settings key is sealed by this computer's key store, which cannot open it now (is the keyring " +
  'locked, or is this another user account?). Saved secrets stay unreadable until it can; nothing was changed.';

/**
 * Linux without a keyring falls back to a fixed password ('basic_text'), which protects nothing more
 * than a file only the user can read, so it counts as no key store.
 */
export function keyStoreAvailable(safeStorage: SafeStoragePort, platform: string): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
}

function writeNewFile(file: string, bytes: Buffer): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function seal(safeStorage: SafeStoragePort, file: string, key: Buffer): void {
  const sealed = safeStorage.encryptString(formatSettingsKey(key));
  // Read back before anything depends on it: a key store that cannot open its own output is no store.
  if (!parseSettingsKey(safeStorage.decryptString(sealed))?.equals(key)) {
    throw new Error('The system key store did not give back the settings key it sealed');
  }
  writeNewFile(file, sealed);
}

/**
 * The settings key for this launch. A key file left by an earlier launch without a key store (or by
 * `npm start` on the same folder) is sealed and then removed, so the key is never in the clear twice.
 */
export function loadDesktopSettingsKey(options: {
  safeStorage: SafeStoragePort;
  platform: string;
  dataDir: string;
  log: (line: string) => void;
}): DesktopSettingsKey {
  const { safeStorage, dataDir, log } = options;
  const sealedFile = path.join(dataDir, SEALED_KEY_FILE_NAME);
  const plainFile = settingsKeyFilePath(dataDir);

  if (!keyStoreAvailable(safeStorage, options.platform)) {
    if (existsSync(sealedFile)) return { kind: 'locked', reason: LOCKED_REASON };
    log(`No system key store: the settings key is kept in ${plainFile}, readable by this user only.`);
    return { kind: 'key-file' };
  }

  if (existsSync(sealedFile)) {
    try {
      const key = parseSettingsKey(safeStorage.decryptString(readFileSync(sealedFile)));
      if (key) return { kind: 'sealed', key };
      return { kind: 'locked', reason: `${sealedFile} does not hold a settings key. ${LOCKED_REASON}` };
    } catch (error) {
      log(`Opening the sealed settings key failed: ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'locked', reason: LOCKED_REASON };
    }
  }

  const existing = readSettingsKeyFile(plainFile);
  const key = existing ?? generateSettingsKey();
  mkdirSync(dataDir, { recursive: true });
  seal(safeStorage, sealedFile, key);
  if (existing) {
    rmSync(plainFile);
    log(`The settings key moved from ${plainFile} into the system key store.`);
  }
  return { kind: 'sealed', key };
}

/** The start-server options that carry the key, or its absence, to the embedded server. */
export function settingsKeyOptions(key: DesktopSettingsKey): { settingsEncryptionKey?: Buffer; settingsKeyUnavailable?: string } {
  switch (key.kind) {
    case 'sealed':
      return { settingsEncryptionKey: key.key };
    case 'locked':
      return { settingsKeyUnavailable: key.reason };
    case 'key-file':
      return {};
  }
}
