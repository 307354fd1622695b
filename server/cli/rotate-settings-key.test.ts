import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/sqlite/open-sqlite';
import { googleRefreshTokenContext } from '../google-business/refresh-token-context';
import { createAccount } from '../services/accounts/accounts';
import { decryptSetting, encryptSetting } from '../settings/settings-cipher';
import { fixedSettingsKey, type SettingsKeySource } from '../settings/settings-key';
import {
  nextSettingsKeyFilePath,
  readSettingsKeyFile,
  settingsKeyFilePath,
  writeSettingsKeyFile,
} from '../settings/settings-key-file';
import { settingsKeySource } from '../settings/settings-key-source';
import { createSettingsService, type SettingsService } from '../settings/settings-service';

const posix = process.platform !== 'win32';
const SMTP = 'smtps://mailer:s3cret@mail.example.com:465';
const GOOGLE = 'google-client-secret';
const REFRESH_TOKEN = '1//google-refresh-token';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'citewise-rotate-'));
  folders.push(folder);
  return folder;
}

function run(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/rotate-settings-key.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SETTINGS_ENCRYPTION_KEY: '',
      NEW_SETTINGS_ENCRYPTION_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Opens the folder's SQLite database with a settings service under the given key. */
async function withSettings<T>(
  dataDir: string,
  keys: SettingsKeySource,
  use: (settings: SettingsService, raw: (key: string) => Promise<string | null | undefined>) => Promise<T>,
): Promise<T> {
  const database = openSqlite(dataDir);
  try {
    const repository = database.repositories.adminSettings;
    const service = createSettingsService({ repository, keys, audit: { record: async () => undefined } });
    return await use(service, async (key) => (await repository.get(key))?.value);
  } finally {
    await database.close();
  }
}

async function seed(dataDir: string, keys: SettingsKeySource): Promise<void> {
  await withSettings(dataDir, keys, async (settings) => {
    await settings.initialize(null);
    await settings.set(null, 'smtp_url', { value: SMTP });
    await settings.set(null, 'oauth_google_client_secret', { value: GOOGLE });
  });
}

/** A new organization with a Google connection whose refresh token is under the key; its id. */
async function connectGoogle(dataDir: string, key: Buffer): Promise<string> {
  const database = openSqlite(dataDir);
  try {
    const email = `owner-${randomUUID()}@example.com`;
    const owner = { email, usernameSource: email, name: 'Owner', password: null, role: 'business' } as const;
    const user = await createAccount(database.repositories, owner);
    const organizationId = (await database.repositories.organizations.membershipsOf(user.id))[0]!.organization.id;
    await database.repositories.googleConnections.save({
      organizationId,
      refreshToken: encryptSetting(key, googleRefreshTokenContext(organizationId), REFRESH_TOKEN),
      scopes: 'https://www.googleapis.com/auth/business.manage',
      connectedByUserId: user.id,
      connectedAt: new Date(),
      needsReconnect: false,
    });
    return organizationId;
  } finally {
    await database.close();
  }
}

/** The organization's refresh token decrypted under the key. */
async function refreshTokenUnder(dataDir: string, key: Buffer, organizationId: string): Promise<string> {
  const database = openSqlite(dataDir);
  try {
    const connection = (await database.repositories.googleConnections.find(organizationId))!;
    return decryptSetting(key, googleRefreshTokenContext(organizationId), connection.refreshToken);
  } finally {
    await database.close();
  }
}

describe('npm run rotate-settings-key', () => {
  it('re-encrypts under a fresh key that then replaces the key file', async () => {
    const dataDir = dataFolder();
    await seed(dataDir, settingsKeySource({ configured: undefined, dataDir, hosted: false }));
    const keyFile = settingsKeyFilePath(dataDir);
    const oldKey = readSettingsKeyFile(keyFile)!;
    const oldSmtp = await withSettings(dataDir, fixedSettingsKey(oldKey), (_s, raw) => raw('smtp_url'));
    const organizationId = await connectGoogle(dataDir, oldKey);

    const result = await run(dataDir);
    expect(result.output).toContain('Re-encrypted 2 setting(s) under the new key: oauth_google_client_secret, smtp_url.');
    expect(result.output).toContain('Re-encrypted the refresh tokens of 1 Google connection(s) under the new key.');
    expect(result.output).toMatch(/\d+ encrypted setting\(s\) have no value/);
    expect(result.output).toContain(`The new key is in ${keyFile} (mode 0600).`);
    expect(result.code).toBe(0);

    const newKey = readSettingsKeyFile(keyFile)!;
    expect(newKey.equals(oldKey)).toBe(false);
    if (posix) expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(existsSync(nextSettingsKeyFilePath(keyFile))).toBe(false);
    await withSettings(dataDir, settingsKeySource({ configured: undefined, dataDir, hosted: false }), async (settings, raw) => {
      expect(await settings.value('smtp_url')).toBe(SMTP);
      expect(await settings.value('oauth_google_client_secret')).toBe(GOOGLE);
      expect(await settings.value('data_axle_environment')).toBe('sandbox');
      const stored = (await raw('smtp_url'))!;
      expect(stored).not.toBe(oldSmtp);
      expect(stored).not.toContain('s3cret');
      expect(() => decryptSetting(oldKey, 'smtp_url', stored)).toThrow();
    });
    expect(await refreshTokenUnder(dataDir, newKey, organizationId)).toBe(REFRESH_TOKEN);
    await expect(refreshTokenUnder(dataDir, oldKey, organizationId)).rejects.toThrow();
  });

  it('re-encrypts under NEW_SETTINGS_ENCRYPTION_KEY and says to switch SETTINGS_ENCRYPTION_KEY to it', async () => {
    const dataDir = dataFolder();
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    await seed(dataDir, fixedSettingsKey(oldKey));

    const result = await run(dataDir, {
      SETTINGS_ENCRYPTION_KEY: oldKey.toString('hex'),
      NEW_SETTINGS_ENCRYPTION_KEY: newKey.toString('base64'),
    });
    expect(result.output).toContain('Re-encrypted 2 setting(s)');
    expect(result.output).toContain('No Google connection had a refresh token to re-encrypt.');
    expect(result.output).toContain('Now set SETTINGS_ENCRYPTION_KEY to the value of NEW_SETTINGS_ENCRYPTION_KEY');
    expect(result.output).not.toContain(newKey.toString('base64'));
    expect(result.output).not.toContain(newKey.toString('hex'));
    expect(result.code).toBe(0);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
    await withSettings(dataDir, fixedSettingsKey(newKey), async (settings) => {
      expect(await settings.value('smtp_url')).toBe(SMTP);
    });
  });

  it('changes nothing when a secret cannot be decrypted', async () => {
    const dataDir = dataFolder();
    await seed(dataDir, settingsKeySource({ configured: undefined, dataDir, hosted: false }));
    const keyFile = settingsKeyFilePath(dataDir);
    const keyBefore = readFileSync(keyFile, 'utf8');
    const database = openSqlite(dataDir);
    const stray = encryptSetting(randomBytes(32), 'stray_secret', 'x');
    await database.repositories.adminSettings.upsert({ key: 'stray_secret', value: stray, encrypted: true });
    const before = await database.repositories.adminSettings.list();
    await database.close();

    const result = await run(dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('decrypt under neither the current key nor the new one: stray_secret. Nothing was changed.');
    expect(readFileSync(keyFile, 'utf8')).toBe(keyBefore);
    expect(existsSync(nextSettingsKeyFilePath(keyFile))).toBe(false);
    const after = openSqlite(dataDir);
    try {
      expect(await after.repositories.adminSettings.list()).toEqual(before);
    } finally {
      await after.close();
    }
  });

  it('changes nothing when a Google refresh token cannot be decrypted', async () => {
    const dataDir = dataFolder();
    await seed(dataDir, settingsKeySource({ configured: undefined, dataDir, hosted: false }));
    const keyFile = settingsKeyFilePath(dataDir);
    const keyBefore = readFileSync(keyFile, 'utf8');
    await connectGoogle(dataDir, readSettingsKeyFile(keyFile)!);
    const stray = await connectGoogle(dataDir, randomBytes(32));
    const snapshot = async () => {
      const database = openSqlite(dataDir);
      try {
        const { adminSettings, googleConnections } = database.repositories;
        return { settings: await adminSettings.list(), connections: await googleConnections.listAll() };
      } finally {
        await database.close();
      }
    };
    const before = await snapshot();

    const result = await run(dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`decrypt under neither the current key nor the new one: ${stray}. Nothing was changed.`);
    expect(result.output).toContain("These organizations' Google connections");
    expect(readFileSync(keyFile, 'utf8')).toBe(keyBefore);
    expect(existsSync(nextSettingsKeyFilePath(keyFile))).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('finishes a key-file rotation that stopped half way', async () => {
    const dataDir = dataFolder();
    await seed(dataDir, settingsKeySource({ configured: undefined, dataDir, hosted: false }));
    const keyFile = settingsKeyFilePath(dataDir);
    const staged = randomBytes(32);
    writeSettingsKeyFile(nextSettingsKeyFilePath(keyFile), staged);
    const rotated = await connectGoogle(dataDir, staged);
    const pending = await connectGoogle(dataDir, readSettingsKeyFile(keyFile)!);
    const database = openSqlite(dataDir);
    await database.repositories.adminSettings.upsert({
      key: 'smtp_url',
      value: encryptSetting(staged, 'smtp_url', SMTP),
      encrypted: true,
      category: 'email',
    });
    await database.close();

    const result = await run(dataDir);
    expect(result.output).toContain('Finishing the rotation that stopped half way');
    expect(result.output).toContain('Re-encrypted 1 setting(s) under the new key: oauth_google_client_secret.');
    expect(result.output).toContain('Already under the new key from an earlier run: smtp_url.');
    expect(result.output).toContain('Re-encrypted the refresh tokens of 1 Google connection(s) under the new key.');
    expect(result.output).toContain('1 Google connection(s) were already under the new key from an earlier run.');
    expect(result.code).toBe(0);
    expect(readSettingsKeyFile(keyFile)).toEqual(staged);
    expect(await refreshTokenUnder(dataDir, staged, rotated)).toBe(REFRESH_TOKEN);
    expect(await refreshTokenUnder(dataDir, staged, pending)).toBe(REFRESH_TOKEN);
    await withSettings(dataDir, fixedSettingsKey(staged), async (settings) => {
      expect(await settings.value('smtp_url')).toBe(SMTP);
      expect(await settings.value('oauth_google_client_secret')).toBe(GOOGLE);
    });
  });

  it.each([
    [{ DATABASE_URL: 'postgres://127.0.0.1:9/citewise' }, 'With DATABASE_URL set, every instance shares one key'],
    [{ SETTINGS_ENCRYPTION_KEY: 'ab'.repeat(32) }, 'SETTINGS_ENCRYPTION_KEY is set, so no key file is used'],
    [{ NEW_SETTINGS_ENCRYPTION_KEY: 'too short' }, 'NEW_SETTINGS_ENCRYPTION_KEY must be 32 bytes written as 64 hex'],
  ])('refuses %o with a message', async (env, message) => {
    const dataDir = dataFolder();
    const result = await run(dataDir, env);
    expect(result.code).toBe(1);
    expect(result.output).toContain(message);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });
});
