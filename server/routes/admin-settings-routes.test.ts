import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsContract, SECRET_MASK, settingKeyField, type AdminSetting } from '../../shared/contract/admin-settings';
import { buildPath } from '../../shared/contract/route';
import { createAccount } from '../services/accounts/accounts';
import { createArgon2Hasher } from '../services/accounts/password-hasher';
import { SETTING_DEFINITIONS } from '../settings/setting-definitions';
import { decryptSetting } from '../settings/settings-cipher';
import { readSettingsKeyFile, settingsKeyFilePath } from '../settings/settings-key-file';
import { settingsKeySource } from '../settings/settings-key-source';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type ErrorBody = { message: string; code?: string; fieldErrors?: Record<string, string[]> };
type SettingsBody = { settings: AdminSetting[] };

const SMTP = 'smtps://mailer:s3cret-Pa55@mail.example.com:465';
const GOOGLE_SECRET = 'GOCSPX-very-secret-value';
const posix = process.platform !== 'win32';

describe.each(DIALECTS)('admin settings API on %s', (dialect) => {
  let server: TestServer;
  let hosted: TestServer;
  let dataDir: string;
  let hostedDir: string;
  let counter = 0;

  let passwordHash: string;

  /**
   * A verified account created in the database (registering would need mail once smtp_url is set),
   * signed in through the API; its token and id.
   */
  async function account(server: TestServer, role: 'admin' | 'business' = 'business') {
    const email = `settings${++counter}-${dialect}@example.com`;
    const user = await createAccount(server.database.repositories, {
      email,
      usernameSource: email,
      name: 'Sett Ings',
      password: passwordHash,
      role,
      emailVerified: true,
    });
    const signedIn = await server.request<{ token: string }>('POST', '/api/auth/login', {
      body: { email, password: 'correct horse' },
    });
    expect(signedIn.status).toBe(200);
    return { token: signedIn.body.token, id: user.id };
  }
  const put = (token: string, key: string, body: Record<string, unknown>) =>
    server.request<{ setting: AdminSetting } & ErrorBody>('PUT', `/api/admin/settings/${key}`, { token, body });
  const raw = async (key: string) => (await server.database.repositories.adminSettings.get(key))?.value;

  beforeAll(async () => {
    passwordHash = await createArgon2Hasher().hash('correct horse');
    dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-settings-api-'));
    server = await startTestServer(dialect, {
      settingsKey: settingsKeySource({ configured: undefined, dataDir, hosted: false }),
    });
    hostedDir = mkdtempSync(path.join(tmpdir(), 'citewise-settings-hosted-'));
    hosted = await startTestServer(dialect, {
      settingsKey: settingsKeySource({ configured: undefined, dataDir: hostedDir, hosted: true }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await hosted?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(hostedDir, { recursive: true, force: true });
  });

  it('answers 401 signed out and 403 to a non-admin on every settings route', async () => {
    const { token } = await account(server);
    for (const route of Object.values(adminSettingsContract)) {
      const url = buildPath(route.path, { key: 'smtp_url', category: 'email' });
      const body = route.method === 'put' ? { value: 'x' } : undefined;
      const signedOut = await server.request<ErrorBody>(route.method.toUpperCase(), url, { body });
      expect(signedOut.status, `${route.method} ${url}`).toBe(401);
      const business = await server.request<ErrorBody>(route.method.toUpperCase(), url, { token, body });
      expect(business.status, `${route.method} ${url}`).toBe(403);
      expect(business.body.message).toBe('Administrator access required');
    }
    expect(await server.database.repositories.adminSettings.list()).toEqual([]);
  });

  it('stores a secret encrypted under a key file made on first need, and answers it masked', async () => {
    const { token } = await account(server, 'admin');
    const keyFile = settingsKeyFilePath(dataDir);
    expect(existsSync(keyFile)).toBe(false);

    const saved = await put(token, 'smtp_url', { value: SMTP });
    expect(saved.status).toBe(200);
    expect(saved.body.setting).toMatchObject({
      key: 'smtp_url',
      value: null,
      encrypted: true,
      hasValue: true,
      mask: SECRET_MASK,
      category: 'email',
    });
    expect(saved.text).not.toContain('s3cret');
    expect(saved.text).not.toContain('Pa55');

    expect(existsSync(keyFile)).toBe(true);
    if (posix) expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const stored = (await raw('smtp_url'))!;
    expect(stored).not.toContain('s3cret');
    expect(stored).not.toContain('mail.example.com');
    expect(decryptSetting(readSettingsKeyFile(keyFile)!, 'smtp_url', stored)).toBe(SMTP);
  });

  it('lists every setting and one category, secrets masked and plain values as they are', async () => {
    const { token } = await account(server, 'admin');
    await put(token, 'oauth_google_client_id', { value: 'google-client.apps.example.com' });
    await put(token, 'oauth_google_client_secret', { value: GOOGLE_SECRET });
    await put(token, 'data_axle_api_key', { value: null });

    const all = await server.request<SettingsBody>('GET', '/api/admin/settings', { token });
    expect(all.status).toBe(200);
    expect(all.text).not.toContain(GOOGLE_SECRET);
    expect(all.text).not.toContain('s3cret');
    const byKey = new Map(all.body.settings.map((s) => [s.key, s]));
    expect(byKey.get('oauth_google_client_id')).toMatchObject({ value: 'google-client.apps.example.com', encrypted: false, mask: null });
    expect(byKey.get('oauth_google_client_secret')).toMatchObject({ value: null, encrypted: true, hasValue: true, mask: SECRET_MASK });
    expect(byKey.get('data_axle_api_key')).toMatchObject({ value: null, encrypted: true, hasValue: false, mask: null });

    const integrations = await server.request<SettingsBody>('GET', '/api/admin/settings/category/integrations', { token });
    expect(integrations.body.settings.map((s) => s.key).sort()).toEqual([
      'data_axle_api_key',
      'oauth_google_client_id',
      'oauth_google_client_secret',
    ]);
    const unknown = await server.request<ErrorBody>('GET', '/api/admin/settings/category/billing', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Category must be integrations, email, general or security');
  });

  it('hands the decrypted secrets to mail and social sign-in', async () => {
    const { token } = await account(server, 'admin');
    await put(token, 'smtp_url', { value: SMTP });
    await put(token, 'oauth_google_client_id', { value: 'google-client.apps.example.com' });
    await put(token, 'oauth_google_client_secret', { value: GOOGLE_SECRET });
    const providers = await server.request<{ social: { id: string; configured: boolean }[]; emailVerification: boolean }>(
      'GET',
      '/api/auth/providers',
    );
    expect(providers.body.emailVerification).toBe(true);
    expect(providers.body.social.find((p) => p.id === 'google')).toEqual({ id: 'google', configured: true });
  });

  it('keeps a secret encrypted and checks keys, categories and known values', async () => {
    const { token } = await account(server, 'admin');
    const downgrade = await put(token, 'smtp_url', { value: 'smtp://plain', encrypted: false });
    expect(downgrade.status).toBe(400);
    expect(downgrade.body.fieldErrors).toEqual({ encrypted: ['A secret stays encrypted'] });

    const custom = await put(token, 'webhook.signing-secret', { value: 'whsec_123', encrypted: true, category: 'integrations' });
    expect(custom.body.setting).toMatchObject({ encrypted: true, mask: SECRET_MASK, category: 'integrations' });
    const changed = await put(token, 'webhook.signing-secret', { value: 'whsec_456' });
    expect(changed.body.setting).toMatchObject({ encrypted: true, value: null });
    expect(await raw('webhook.signing-secret')).not.toContain('whsec');

    const badKey = await put(token, 'Bad%20Key', { value: 'x' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe('Setting key may use lowercase letters, digits, dots, dashes and underscores only');
    expect((await put(token, 'k'.repeat(101), { value: 'x' })).body.message).toBe('Setting key must be at most 100 characters');
    expect(settingKeyField.safeParse('').error?.issues[0]?.message).toBe('Setting key is required');
    expect((await put(token, 'mail_from', { value: 'x', category: 'billing' })).status).toBe(400);
    expect((await put(token, 'mail_from', { value: 'x'.repeat(10_001) })).status).toBe(400);

    const environment = await put(token, 'data_axle_environment', { value: 'staging' });
    expect(environment.status).toBe(400);
    expect(environment.body.fieldErrors).toEqual({ value: ['Use one of: sandbox, production'] });
    const smtp = await put(token, 'smtp_url', { value: 'mail.example.com:25 password hunter2' });
    expect(smtp.status).toBe(400);
    expect(smtp.text).not.toContain('hunter2');
  });

  it('deletes a setting, and answers 404 for an unknown one', async () => {
    const { token } = await account(server, 'admin');
    await put(token, 'support_email', { value: 'help@example.com' });
    const deleted = await server.request('DELETE', '/api/admin/settings/support_email', { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await raw('support_email')).toBeUndefined();
    const again = await server.request<ErrorBody>('DELETE', '/api/admin/settings/support_email', { token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Setting not found', code: 'NOT_FOUND' });
  });

  it('initializes the missing defaults once, leaving existing values alone', async () => {
    const { token } = await account(server, 'admin');
    const smtpBefore = await raw('smtp_url');
    const first = await server.request<{ created: AdminSetting[] }>('POST', '/api/admin/settings/initialize', { token });
    expect(first.status).toBe(200);
    const created = first.body.created.map((s) => s.key);
    expect(created).toContain('data_axle_environment');
    expect(created).toContain('session_idle_hours');
    expect(created).not.toContain('smtp_url');
    expect(created).not.toContain('oauth_google_client_secret');
    expect(await raw('smtp_url')).toBe(smtpBefore);

    const second = await server.request<{ created: AdminSetting[] }>('POST', '/api/admin/settings/initialize', { token });
    expect(second.body).toEqual({ created: [] });
    const all = await server.request<SettingsBody>('GET', '/api/admin/settings', { token });
    for (const definition of SETTING_DEFINITIONS) {
      expect(all.body.settings.find((s) => s.key === definition.key), definition.key).toMatchObject({
        encrypted: definition.encrypted,
        category: definition.category,
      });
    }
    expect(all.body.settings.find((s) => s.key === 'data_axle_environment')?.value).toBe('sandbox');
  });

  it('audits every change by key, category and encryption, never with a value', async () => {
    const { token, id } = await account(server, 'admin');
    await put(token, 'oauth_linkedin_client_secret', { value: 'linkedin-secret-value' });
    await server.request('DELETE', '/api/admin/settings/oauth_linkedin_client_secret', { token });

    const { items } = await server.database.repositories.auditLog.list({ limit: 200 });
    const mine = items.filter((entry) => entry.actorUserId === id);
    expect(mine.map((entry) => entry.action).sort()).toEqual(['settings.deleted', 'settings.updated']);
    expect(mine.find((entry) => entry.action === 'settings.updated')).toMatchObject({
      targetType: 'admin_setting',
      targetId: 'oauth_linkedin_client_secret',
      details: { key: 'oauth_linkedin_client_secret', category: 'integrations', encrypted: true, hasValue: true },
    });
    expect(items.map((entry) => entry.action)).toContain('settings.initialized');
    const everything = JSON.stringify(items);
    for (const secret of ['linkedin-secret-value', GOOGLE_SECRET, 's3cret', 'whsec_', 'help@example.com']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('when hosted without SETTINGS_ENCRYPTION_KEY, refuses secrets with 503 and keeps plain settings working', async () => {
    const { token } = await account(hosted, 'admin');
    const secret = await hosted.request<ErrorBody>('PUT', '/api/admin/settings/data_axle_api_key', {
      token,
      body: { value: 'dak-123' },
    });
    expect(secret.status).toBe(503);
    expect(secret.body.code).toBe('SETTINGS_KEY_UNAVAILABLE');
    expect(secret.body.message).toMatch(/^Encrypted settings need SETTINGS_ENCRYPTION_KEY/);
    expect(await hosted.database.repositories.adminSettings.get('data_axle_api_key')).toBeUndefined();

    const plain = await hosted.request('PUT', '/api/admin/settings/mail_from', { token, body: { value: 'a@example.com' } });
    expect(plain.status).toBe(200);
    const initialized = await hosted.request<{ created: AdminSetting[] }>('POST', '/api/admin/settings/initialize', { token });
    expect(initialized.status).toBe(200);
    expect(initialized.body.created.find((s) => s.key === 'smtp_url')).toMatchObject({ encrypted: true, hasValue: false });
    expect((await hosted.request('GET', '/api/admin/settings', { token })).status).toBe(200);
    expect(existsSync(settingsKeyFilePath(hostedDir))).toBe(false);
  });
});
