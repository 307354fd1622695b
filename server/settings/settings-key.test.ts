import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOSTED_WITHOUT_KEY, parseSettingsKey, SettingsKeyUnavailableError } from './settings-key';
import { readSettingsKeyFile, settingsKeyFilePath, writeSettingsKeyFile } from './settings-key-file';
import { settingsKeySource } from './settings-key-source';

const KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256));
const posix = process.platform !== 'win32';

describe('parseSettingsKey', () => {
  it.each([
    ['hex', KEY.toString('hex')],
    ['upper-case hex', KEY.toString('hex').toUpperCase()],
    ['base64', KEY.toString('base64')],
    ['base64 without padding', KEY.toString('base64').replace(/=$/, '')],
    ['base64url', KEY.toString('base64url')],
    ['hex with surrounding whitespace', `  ${KEY.toString('hex')}\n`],
  ])('reads %s', (_what, text) => {
    expect(parseSettingsKey(text)).toEqual(KEY);
  });

  it.each([
    ['empty', ''],
    ['31 bytes of hex', KEY.subarray(1).toString('hex')],
    ['33 bytes of hex', Buffer.concat([KEY, KEY.subarray(0, 1)]).toString('hex')],
    ['hex with a non-hex letter', `${KEY.toString('hex').slice(0, 63)}g`],
    ['base64 of 24 bytes', KEY.subarray(8).toString('base64')],
    ['base64 of 48 bytes', Buffer.concat([KEY, KEY.subarray(16)]).toString('base64')],
    ['a passphrase', 'correct horse battery staple and more words'],
  ])('refuses %s', (_what, text) => {
    expect(parseSettingsKey(text)).toBeUndefined();
  });
});

describe('settings key source', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses SETTINGS_ENCRYPTION_KEY when given and never writes a file', () => {
    expect(settingsKeySource({ configured: KEY, dataDir, hosted: false }).key()).toEqual(KEY);
    expect(settingsKeySource({ configured: KEY, dataDir, hosted: true }).key()).toEqual(KEY);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });

  it('has no key when hosted without SETTINGS_ENCRYPTION_KEY, and says what to set', () => {
    const source = settingsKeySource({ configured: undefined, dataDir, hosted: true });
    expect(() => source.key()).toThrow(SettingsKeyUnavailableError);
    expect(() => source.key()).toThrow(HOSTED_WITHOUT_KEY);
    expect(HOSTED_WITHOUT_KEY).toMatch(/Set SETTINGS_ENCRYPTION_KEY/);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });

  it('creates the key file on first need, readable by its owner only, and reuses it', () => {
    const file = settingsKeyFilePath(path.join(dataDir, 'nested'));
    const source = settingsKeySource({ configured: undefined, dataDir: path.join(dataDir, 'nested'), hosted: false });
    expect(existsSync(file)).toBe(false);
    const key = source.key();
    expect(key).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toBe(`${key.toString('hex')}\n`);
    if (posix) expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(source.key()).toBe(key);
    // Another process (or a restart) reads the same key.
    expect(settingsKeySource({ configured: undefined, dataDir: path.join(dataDir, 'nested'), hosted: false }).key()).toEqual(key);
  });

  it.runIf(posix)('refuses a key file other users can read', () => {
    const file = settingsKeyFilePath(dataDir);
    writeFileSync(file, KEY.toString('hex'), { mode: 0o600 });
    chmodSync(file, 0o644);
    const source = settingsKeySource({ configured: undefined, dataDir, hosted: false });
    expect(() => source.key()).toThrow(SettingsKeyUnavailableError);
    expect(() => source.key()).toThrow(`can be read by other users (mode 0644). Run \`chmod 600 "${file}"\``);
    chmodSync(file, 0o600);
    expect(source.key()).toEqual(KEY);
  });

  it('refuses a key file that holds no key, instead of replacing it', () => {
    const file = settingsKeyFilePath(dataDir);
    writeFileSync(file, 'not a key\n', { mode: 0o600 });
    expect(() => settingsKeySource({ configured: undefined, dataDir, hosted: false }).key()).toThrow(/does not hold a key/);
    expect(readFileSync(file, 'utf8')).toBe('not a key\n');
  });

  it('never writes over an existing key file', () => {
    const file = settingsKeyFilePath(dataDir);
    writeSettingsKeyFile(file, KEY);
    expect(() => writeSettingsKeyFile(file, Buffer.alloc(32, 1))).toThrow(/EEXIST/);
    expect(readSettingsKeyFile(file)).toEqual(KEY);
  });
});
