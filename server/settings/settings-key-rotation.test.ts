import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/repositories';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { decryptSetting, encryptSetting } from './settings-cipher';
import { applyRotation, planRotation, RotationError } from './settings-key-rotation';

describe.each(DIALECTS)('settings key rotation on %s', (dialect) => {
  let database: Database;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    const { adminSettings } = database.repositories;
    for (const setting of await adminSettings.list()) await adminSettings.delete(setting.key);
    const secret = (key: string, value: string) => ({ key, value: encryptSetting(oldKey, key, value), encrypted: true });
    await adminSettings.upsert({ ...secret('smtp_url', 'smtp://u:p@h'), category: 'email' });
    await adminSettings.upsert({ ...secret('data_axle_api_key', 'dak'), description: 'API key', category: 'integrations' });
    await adminSettings.upsert({ key: 'oauth_google_client_secret', value: null, encrypted: true, category: 'integrations' });
    await adminSettings.upsert({ key: 'mail_from', value: 'a@example.com', category: 'email' });
  });

  const list = () => database.repositories.adminSettings.list();

  it('re-encrypts every secret under the new key and leaves plain settings alone', async () => {
    const plan = planRotation(await list(), oldKey, newKey);
    expect(plan.updates.map((u) => u.setting.key).sort()).toEqual(['data_axle_api_key', 'smtp_url']);
    expect(plan.empty).toEqual(['oauth_google_client_secret']);
    await applyRotation(database.repositories.adminSettings, plan, newKey);

    const after = new Map((await list()).map((s) => [s.key, s]));
    expect(decryptSetting(newKey, 'smtp_url', after.get('smtp_url')!.value!)).toBe('smtp://u:p@h');
    expect(() => decryptSetting(oldKey, 'smtp_url', after.get('smtp_url')!.value!)).toThrow();
    expect(after.get('data_axle_api_key')).toMatchObject({ description: 'API key', category: 'integrations', encrypted: true });
    expect(after.get('mail_from')!.value).toBe('a@example.com');
  });

  it('finishes a rotation that stopped half way', async () => {
    const partial = planRotation(await list(), oldKey, newKey);
    await applyRotation(database.repositories.adminSettings, { ...partial, updates: partial.updates.slice(0, 1) }, newKey);
    const rest = planRotation(await list(), oldKey, newKey);
    expect(rest.updates).toHaveLength(1);
    expect(rest.alreadyRotated).toEqual([partial.updates[0]!.setting.key]);
  });

  it('refuses a secret that decrypts under neither key, and a new key equal to the current one', async () => {
    const { adminSettings } = database.repositories;
    await adminSettings.upsert({ key: 'stray', value: encryptSetting(randomBytes(32), 'stray', 'x'), encrypted: true });
    const settings = await list();
    expect(() => planRotation(settings, oldKey, newKey)).toThrow(
      /decrypt under neither the current key nor the new one: stray\. Nothing was changed/,
    );
    expect(() => planRotation([], oldKey, Buffer.from(oldKey))).toThrow(RotationError);
  });
});
