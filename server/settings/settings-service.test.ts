import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/repositories';
import { ApiError } from '../http/api-error';
import type { AuditEvent } from '../services/admin/audit-service';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { SETTING_DEFINITIONS } from './setting-definitions';
import { decryptSetting } from './settings-cipher';
import { fixedSettingsKey, unavailableSettingsKey } from './settings-key';
import { createSettingsService } from './settings-service';

const SECRET = 'smtps://mailer:s3cret-pass@mail.example.com:465';

describe.each(DIALECTS)('settings service on %s', (dialect) => {
  let database: Database;
  const key = randomBytes(32);
  const events: AuditEvent[] = [];
  const service = () =>
    createSettingsService({
      repository: database.repositories.adminSettings,
      keys: fixedSettingsKey(key),
      audit: { record: async (event) => void events.push(event) },
    });

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    events.length = 0;
    for (const setting of await database.repositories.adminSettings.list()) {
      await database.repositories.adminSettings.delete(setting.key);
    }
  });

  const raw = async (settingKey: string) => (await database.repositories.adminSettings.get(settingKey))?.value;

  it('stores a secret encrypted under its key, and reads it back decrypted', async () => {
    const view = await service().set('admin-1', 'smtp_url', { value: SECRET });
    expect(view).toMatchObject({ key: 'smtp_url', value: null, encrypted: true, hasValue: true, category: 'email' });
    const stored = (await raw('smtp_url'))!;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('s3cret');
    expect(stored).not.toContain('mail.example.com');
    expect(decryptSetting(key, 'smtp_url', stored)).toBe(SECRET);
    expect(await service().value('smtp_url')).toBe(SECRET);
    expect(await service().value('absent')).toBeUndefined();
  });

  it('keeps plain settings plain and hands them out as they are', async () => {
    await service().set('admin-1', 'mail_from', { value: 'Listings <hello@example.com>' });
    expect(await raw('mail_from')).toBe('Listings <hello@example.com>');
    expect((await service().list('email'))[0]).toMatchObject({ value: 'Listings <hello@example.com>', encrypted: false });
  });

  it('keeps a secret encrypted: a known secret, or a setting once encrypted', async () => {
    await service().set('admin-1', 'custom_token', { value: 'first', encrypted: true });
    const again = await service().set('admin-1', 'custom_token', { value: 'second' });
    expect(again.encrypted).toBe(true);
    expect(await raw('custom_token')).not.toContain('second');
    expect(await service().value('custom_token')).toBe('second');

    await expect(service().set('admin-1', 'custom_token', { value: 'third', encrypted: false })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { encrypted: ['A secret stays encrypted'] },
    });
    await expect(service().set('admin-1', 'oauth_google_client_secret', { value: 'x', encrypted: false })).rejects.toThrow(
      /stays encrypted/,
    );
    expect((await service().set('admin-1', 'oauth_google_client_secret', { value: 'gsecret' })).encrypted).toBe(true);
  });

  it('keeps the stored value when none is given, encrypting a plain one that becomes secret', async () => {
    await service().set('admin-1', 'partner_token', { value: 'was plain' });
    await service().set('admin-1', 'partner_token', { encrypted: true, description: 'Now secret' });
    expect(await raw('partner_token')).toMatch(/^v1:/);
    expect(await service().value('partner_token')).toBe('was plain');

    const stored = await raw('partner_token');
    const view = await service().set('admin-1', 'partner_token', { category: 'integrations' });
    expect(view).toMatchObject({ description: 'Now secret', category: 'integrations', hasValue: true });
    expect(await raw('partner_token')).toBe(stored);
  });

  it('clears a value with null or an empty string', async () => {
    await service().set('admin-1', 'smtp_url', { value: SECRET });
    expect(await service().set('admin-1', 'smtp_url', { value: '' })).toMatchObject({ hasValue: false, encrypted: true });
    expect(await raw('smtp_url')).toBeNull();
    await service().set('admin-1', 'support_email', { value: 'help@example.com' });
    expect(await service().set('admin-1', 'support_email', { value: null })).toMatchObject({ value: null, hasValue: false });
  });

  it('checks the values of known settings, without repeating a secret', async () => {
    await expect(service().set('admin-1', 'data_axle_environment', { value: 'staging' })).rejects.toMatchObject({
      status: 400,
      message: 'Use one of: sandbox, production',
    });
    const refused = await service()
      .set('admin-1', 'smtp_url', { value: 'mail.example.com with p4ssword' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(JSON.stringify(refused)).not.toContain('p4ssword');
    expect((refused as ApiError).message).not.toContain('p4ssword');
    expect(await raw('smtp_url')).toBeUndefined();
  });

  it('refuses a value moved to another setting, and one under another key', async () => {
    await service().set('admin-1', 'oauth_google_client_secret', { value: 'google secret' });
    await database.repositories.adminSettings.upsert({
      key: 'oauth_facebook_client_secret',
      value: (await raw('oauth_google_client_secret'))!,
      encrypted: true,
      category: 'integrations',
    });
    await expect(service().value('oauth_facebook_client_secret')).rejects.toMatchObject({
      status: 500,
      code: 'SETTING_UNREADABLE',
    });
    const otherKey = createSettingsService({
      repository: database.repositories.adminSettings,
      keys: fixedSettingsKey(randomBytes(32)),
      audit: { record: async () => undefined },
    });
    await expect(otherKey.value('oauth_google_client_secret')).rejects.toThrow(/cannot be decrypted/);
  });

  it('without a key, refuses secrets with 503 but keeps plain settings and masks working', async () => {
    await service().set('admin-1', 'smtp_url', { value: SECRET });
    const keyless = createSettingsService({
      repository: database.repositories.adminSettings,
      keys: unavailableSettingsKey('Set SETTINGS_ENCRYPTION_KEY'),
      audit: { record: async () => undefined },
    });
    await expect(keyless.set('admin-1', 'data_axle_api_key', { value: 'k' })).rejects.toMatchObject({
      status: 503,
      code: 'SETTINGS_KEY_UNAVAILABLE',
      message: 'Set SETTINGS_ENCRYPTION_KEY',
    });
    await expect(keyless.value('smtp_url')).rejects.toMatchObject({ status: 503 });
    expect(await raw('data_axle_api_key')).toBeUndefined();
    expect(await keyless.set('admin-1', 'mail_from', { value: 'a@example.com' })).toMatchObject({ value: 'a@example.com' });
    expect(await keyless.set('admin-1', 'data_axle_api_key', { value: null })).toMatchObject({ encrypted: true, hasValue: false });
    expect((await keyless.list()).find((s) => s.key === 'smtp_url')).toMatchObject({ value: null, hasValue: true });
    expect((await keyless.initialize('admin-1')).length).toBeGreaterThan(0);
  });

  it('initializes only missing settings, with their categories, and audits what it created', async () => {
    await service().set('admin-1', 'data_axle_environment', { value: 'production' });
    events.length = 0;
    const created = await service().initialize('admin-1');
    expect(created.map((s) => s.key).sort()).toEqual(
      SETTING_DEFINITIONS.map((d) => d.key)
        .filter((k) => k !== 'data_axle_environment')
        .sort(),
    );
    expect(await service().value('data_axle_environment')).toBe('production');
    expect(created.find((s) => s.key === 'data_axle_enabled')).toMatchObject({ value: 'true', category: 'integrations' });
    expect(created.find((s) => s.key === 'smtp_url')).toMatchObject({ encrypted: true, hasValue: false, category: 'email' });
    expect(new Set(created.map((s) => s.category))).toEqual(new Set(['integrations', 'email', 'general', 'security']));
    expect(events).toEqual([
      expect.objectContaining({ actorUserId: 'admin-1', action: 'settings.initialized', details: { settings: expect.any(Array) } }),
    ]);

    expect(await service().initialize('admin-1')).toEqual([]);
    expect(events).toHaveLength(1);
  });

  it('audits changes and deletions by key, category and encryption, never the value', async () => {
    await service().set('admin-1', 'smtp_url', { value: SECRET });
    await service().remove('admin-1', 'smtp_url');
    expect(events).toEqual([
      {
        actorUserId: 'admin-1',
        action: 'settings.updated',
        target: { type: 'admin_setting', id: 'smtp_url' },
        details: { key: 'smtp_url', category: 'email', encrypted: true, hasValue: true },
      },
      {
        actorUserId: 'admin-1',
        action: 'settings.deleted',
        target: { type: 'admin_setting', id: 'smtp_url' },
        details: { key: 'smtp_url', category: 'email', encrypted: true },
      },
    ]);
    await expect(service().remove('admin-1', 'smtp_url')).rejects.toMatchObject({ status: 404 });
    expect(events).toHaveLength(2);
  });
});
