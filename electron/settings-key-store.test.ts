import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSettingsKey, generateSettingsKey } from '../server/settings/settings-key';
import { settingsKeyFilePath } from '../server/settings/settings-key-file';
import { FakeSafeStorage } from './testing/fake-electron';
import { loadDesktopSettingsKey, SEALED_KEY_FILE_NAME, settingsKeyOptions } from './settings-key-store';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-keystore-'));
  folders.push(dir);
  return path.join(dir, 'data');
}

function load(safeStorage: FakeSafeStorage, dataDir: string, platform = 'linux') {
  const log = vi.fn();
  return { result: loadDesktopSettingsKey({ safeStorage, platform, dataDir, log }), log };
}

describe('the desktop settings key', () => {
  it('is made on first launch, sealed by the key store, and the same on the next launch', () => {
    const dataDir = dataFolder();
    const safeStorage = new FakeSafeStorage();

    const first = load(safeStorage, dataDir).result;
    const second = load(safeStorage, dataDir).result;

    expect(first).toEqual({ kind: 'sealed', key: expect.any(Buffer) });
    expect(second).toEqual(first);
    const sealedFile = path.join(dataDir, SEALED_KEY_FILE_NAME);
    if (first.kind !== 'sealed') throw new Error('unreachable');
    expect(readFileSync(sealedFile).toString()).not.toContain(formatSettingsKey(first.key));
    if (process.platform !== 'win32') expect(statSync(sealedFile).mode & 0o777).toBe(0o600);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
    expect(settingsKeyOptions(first)).toEqual({ settingsEncryptionKey: first.key });
  });

  it('seals a key file left by a launch without a key store, then removes the plain file', () => {
    const dataDir = dataFolder();
    mkdirSync(dataDir, { recursive: true });
    const key = generateSettingsKey();
    writeFileSync(settingsKeyFilePath(dataDir), `${formatSettingsKey(key)}\n`, { mode: 0o600 });

    const { result, log } = load(new FakeSafeStorage(), dataDir);

    expect(result).toEqual({ kind: 'sealed', key });
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('moved'));
  });

  it.each([
    ['safeStorage reports no encryption', (store: FakeSafeStorage) => (store.available = false), 'linux'],
    ['Linux has no keyring (basic_text)', (store: FakeSafeStorage) => (store.backend = 'basic_text'), 'linux'],
  ])('falls back to the server’s own key file when %s', (_case, disable, platform) => {
    const dataDir = dataFolder();
    const safeStorage = new FakeSafeStorage();
    disable(safeStorage);

    const { result, log } = load(safeStorage, dataDir, platform);

    expect(result).toEqual({ kind: 'key-file' });
    expect(settingsKeyOptions(result)).toEqual({});
    expect(existsSync(path.join(dataDir, SEALED_KEY_FILE_NAME))).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('readable by this user only'));
  });

  it('trusts basic_text nowhere but Linux, where it is the only fallback', () => {
    const safeStorage = new FakeSafeStorage();
    safeStorage.backend = 'basic_text';

    expect(load(safeStorage, dataFolder(), 'darwin').result.kind).toBe('sealed');
  });

  it.each([
    ['the key store is off now', (store: FakeSafeStorage) => (store.available = false), new FakeSafeStorage()],
    ['another key store cannot open it', () => undefined, new FakeSafeStorage('machine-b')],
  ])('is locked, not replaced, when it was sealed and %s', (_case, disable, laterStore) => {
    const dataDir = dataFolder();
    load(new FakeSafeStorage(), dataDir);
    const sealedBefore = readFileSync(path.join(dataDir, SEALED_KEY_FILE_NAME));
    disable(laterStore);

    const { result } = load(laterStore, dataDir);

    expect(result).toEqual({ kind: 'locked', reason: expect.stringContaining('cannot open it now') });
    expect(settingsKeyOptions(result)).toEqual({ settingsKeyUnavailable: expect.stringContaining('key store') });
    expect(readFileSync(path.join(dataDir, SEALED_KEY_FILE_NAME))).toEqual(sealedBefore);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });
});
