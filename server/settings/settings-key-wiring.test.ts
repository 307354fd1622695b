import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { startServer, type StartServerOptions } from '../start-server';
import { createServerDatabase, postgresTarget } from '../testing/test-databases';
import { HOSTED_WITHOUT_KEY } from './settings-key';
import { settingsKeyFilePath } from './settings-key-file';

// How startServer chooses the settings key: the key file of embedded installs, the warning of hosted
// ones without SETTINGS_ENCRYPTION_KEY.

const admin = { email: 'keys@example.com', password: 'correct horse' };
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'citewise-wiring-'));
  folders.push(folder);
  return folder;
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => undefined, warn: (message) => void warnings.push(message), error: () => undefined };
}

/** Starts a server, signs the admin in and stores a secret; answers the status of that PUT and the warnings. */
async function storeSecret(options: Partial<StartServerOptions> & { dataDir: string }) {
  const logger = recordingLogger();
  const server = await startServer({ port: 0, host: '127.0.0.1', admin, logger, ...options });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const put = await fetch(`${server.url}/api/admin/settings/data_axle_api_key`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'dak-secret' }),
    });
    return { status: put.status, warnings: logger.warnings };
  } finally {
    await server.close();
  }
}

describe('settings key at start', () => {
  it('embedded: keeps secrets under a key file in the data folder, made on first need', async () => {
    const dataDir = dataFolder();
    const { status, warnings } = await storeSecret({ dataDir });
    expect(status).toBe(200);
    expect(warnings).toEqual([]);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(true);
    if (process.platform !== 'win32') expect(statSync(settingsKeyFilePath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('embedded with SETTINGS_ENCRYPTION_KEY: uses it and writes no key file', async () => {
    const dataDir = dataFolder();
    expect((await storeSecret({ dataDir, settingsEncryptionKey: randomBytes(32) })).status).toBe(200);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });

  it('embedded with a reason there is no key: refuses secrets with 503 and writes no key file', async () => {
    const dataDir = dataFolder();
    const reason = 'The key is locked in the system key store.';
    expect((await storeSecret({ dataDir, settingsKeyUnavailable: reason })).status).toBe(503);
    expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
  });

  it('hosted without SETTINGS_ENCRYPTION_KEY: warns at start and refuses secrets with 503', async (context) => {
    const target = await postgresTarget();
    if (target.kind !== 'server') return context.skip();
    const database = await createServerDatabase(target.adminUrl);
    try {
      const dataDir = dataFolder();
      const without = await storeSecret({ dataDir, databaseUrl: database.url });
      expect(without).toEqual({ status: 503, warnings: [HOSTED_WITHOUT_KEY] });
      const withKey = await storeSecret({ dataDir, databaseUrl: database.url, settingsEncryptionKey: randomBytes(32) });
      expect(withKey).toEqual({ status: 200, warnings: [] });
      expect(existsSync(settingsKeyFilePath(dataDir))).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
