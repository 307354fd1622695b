import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { formatSettingsKey, generateSettingsKey, parseSettingsKey, SettingsKeyUnavailableError } from './settings-key';

// The key file of embedded and desktop installs: 64 hex characters in `settings.key` beside the
// database, readable by its owner only.

const KEY_FILE_NAME = 'settings.key';
const OWNER_ONLY = 0o600;
// Windows has no POSIX modes (stat reports 0666) and cannot flush a folder; the profile's ACLs protect the file there.
const POSIX = process.platform !== 'win32';

export function settingsKeyFilePath(dataDir: string): string {
  return path.join(dataDir, KEY_FILE_NAME);
}

/** Where a rotation keeps the new key until every value is re-encrypted under it. */
export function nextSettingsKeyFilePath(keyFile: string): string {
  return `${keyFile}.next`;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function assertOwnerOnly(file: string): void {
  if (!POSIX) return;
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new SettingsKeyUnavailableError(
      `The settings key file ${file} can be read by other users (mode 0${mode.toString(8)}). ` +
        `Run \`chmod 600 "${file}"\` and try again.`,
    );
  }
}

/** The key in the file; undefined when there is no file. Refuses a file others can read, or one holding no key. */
export function readSettingsKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    assertOwnerOnly(file);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const key = parseSettingsKey(text);
  if (!key) throw new SettingsKeyUnavailableError(`The settings key file ${file} does not hold a key (64 hex characters).`);
  return key;
}

/** Creates the file with mode 0600 (never over an existing one), flushed to disk. */
export function writeSettingsKeyFile(file: string, key: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'wx', OWNER_ONLY);
  try {
    writeSync(fd, `${formatSettingsKey(key)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    assertOwnerOnly(file);
  } catch (error) {
    unlinkSync(file);
    throw error;
  }
}

/** Atomically puts a written key file in place of another (rename within one folder). */
export function replaceSettingsKeyFile(from: string, to: string): void {
  renameSync(from, to);
  if (!POSIX) return;
  // Flushing the folder makes the rename itself survive a crash.
  const dir = openSync(path.dirname(to), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** The file's key, or a new random key written to a new file when there is none. */
export function loadOrCreateSettingsKeyFile(file: string): Buffer {
  try {
    const existing = readSettingsKeyFile(file);
    if (existing) return existing;
    const key = generateSettingsKey();
    writeSettingsKeyFile(file, key);
    return key;
  } catch (error) {
    // Another process created it first: use theirs.
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return loadOrCreateSettingsKeyFile(file);
    if (error instanceof SettingsKeyUnavailableError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SettingsKeyUnavailableError(`The settings key file ${file} could not be read or created: ${reason}`);
  }
}
