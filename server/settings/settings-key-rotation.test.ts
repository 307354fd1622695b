import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/repositories';
import { googleRefreshTokenContext } from '../google-business/refresh-token-context';
import { createAccount } from '../services/accounts/accounts';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { decryptSetting, encryptSetting } from './settings-cipher';
import { applyRotation, planRotation, RotationError } from './settings-key-rotation';

describe.each(DIALECTS)('settings key rotation on %s', (dialect) => {
  let database: Database;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  /** Two organizations, each with a Google connection. */
  const organizationIds: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    for (const name of ['Ann', 'Bob']) {
      const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
      const user = await createAccount(database.repositories, { email, usernameSource: email, name, password: null, role: 'business' });
      const [membership] = await database.repositories.organizations.membershipsOf(user.id);
      organizationIds.push(membership!.organization.id);
    }
    organizationIds.sort();
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
    const { googleConnections } = database.repositories;
    for (const connection of await googleConnections.listAll()) await googleConnections.delete(connection.organizationId);
    for (const organizationId of organizationIds) await connect(organizationId, oldKey);
  });

  const list = () => database.repositories.adminSettings.list();
  const connections = () => database.repositories.googleConnections.listAll();
  const tokenOf = (organizationId: string) => `refresh-${organizationId}`;
  const connect = (organizationId: string, key: Buffer, needsReconnect = false) =>
    database.repositories.googleConnections.save({
      organizationId,
      refreshToken: encryptSetting(key, googleRefreshTokenContext(organizationId), tokenOf(organizationId)),
      scopes: 'https://www.googleapis.com/auth/business.manage',
      connectedByUserId: null,
      connectedAt: new Date('2024-05-01T10:00:00Z'),
      needsReconnect,
    });

  it('re-encrypts every secret under the new key and leaves plain settings alone', async () => {
    const plan = planRotation(await list(), oldKey, newKey, await connections());
    expect(plan.updates.map((u) => u.setting.key).sort()).toEqual(['data_axle_api_key', 'smtp_url']);
    expect(plan.empty).toEqual(['oauth_google_client_secret']);
    await applyRotation(database.repositories, plan, newKey);

    const after = new Map((await list()).map((s) => [s.key, s]));
    expect(decryptSetting(newKey, 'smtp_url', after.get('smtp_url')!.value!)).toBe('smtp://u:p@h');
    expect(() => decryptSetting(oldKey, 'smtp_url', after.get('smtp_url')!.value!)).toThrow();
    expect(after.get('data_axle_api_key')).toMatchObject({ description: 'API key', category: 'integrations', encrypted: true });
    expect(after.get('mail_from')!.value).toBe('a@example.com');
  });

  it('finishes a rotation that stopped half way', async () => {
    const partial = planRotation(await list(), oldKey, newKey, await connections());
    await applyRotation(database.repositories, { ...partial, updates: partial.updates.slice(0, 1) }, newKey);
    const rest = planRotation(await list(), oldKey, newKey, await connections());
    expect(rest.updates).toHaveLength(1);
    expect(rest.alreadyRotated).toEqual([partial.updates[0]!.setting.key]);
  });

  it('refuses a secret that decrypts under neither key, and a new key equal to the current one', async () => {
    const { adminSettings } = database.repositories;
    await adminSettings.upsert({ key: 'stray', value: encryptSetting(randomBytes(32), 'stray', 'x'), encrypted: true });
    const [settings, stored] = [await list(), await connections()];
    expect(() => planRotation(settings, oldKey, newKey, stored)).toThrow(
      /decrypt under neither the current key nor the new one: stray\. Nothing was changed/,
    );
    expect(() => planRotation([], oldKey, Buffer.from(oldKey), [])).toThrow(RotationError);
  });

  it('re-encrypts each Google refresh token, which still decrypts to the same token under the new key', async () => {
    const before = await connections();
    const plan = planRotation(await list(), oldKey, newKey, before);
    expect(plan.googleUpdates.map((u) => u.connection.organizationId)).toEqual(organizationIds);
    await applyRotation(database.repositories, plan, newKey);

    const after = await connections();
    for (const [index, connection] of after.entries()) {
      const { organizationId, refreshToken } = connection;
      const context = googleRefreshTokenContext(organizationId);
      expect(decryptSetting(newKey, context, refreshToken)).toBe(tokenOf(organizationId));
      expect(() => decryptSetting(oldKey, context, refreshToken)).toThrow();
      expect({ ...connection, refreshToken: undefined }).toEqual({ ...before[index], refreshToken: undefined });
    }
  });

  it('refuses the whole rotation, changing nothing, when a Google refresh token decrypts under neither key', async () => {
    const [first, second] = organizationIds as [string, string];
    await connect(second, randomBytes(32));
    const [settingsBefore, connectionsBefore] = [await list(), await connections()];
    expect(() => planRotation(settingsBefore, oldKey, newKey, connectionsBefore)).toThrow(
      new RegExp(`Google connections decrypt under neither the current key nor the new one: ${second}\\. Nothing was changed`),
    );
    expect(await list()).toEqual(settingsBefore);
    expect(await connections()).toEqual(connectionsBefore);
    expect(decryptSetting(oldKey, googleRefreshTokenContext(first), connectionsBefore[0]!.refreshToken)).toBe(tokenOf(first));
  });

  it('leaves an unreadable token of a connection that must be made again anyway', async () => {
    const [, second] = organizationIds as [string, string];
    await connect(second, randomBytes(32), true);
    const stale = (await database.repositories.googleConnections.find(second))!;
    const plan = planRotation(await list(), oldKey, newKey, await connections());
    expect(plan.googleAwaitingReconnect).toEqual([second]);
    expect(plan.googleUpdates).toHaveLength(1);
    await applyRotation(database.repositories, plan, newKey);
    expect(await database.repositories.googleConnections.find(second)).toEqual(stale);
  });

  it('finishes a rotation of the Google refresh tokens that stopped half way', async () => {
    const partial = planRotation(await list(), oldKey, newKey, await connections());
    await applyRotation(database.repositories, { ...partial, googleUpdates: partial.googleUpdates.slice(0, 1) }, newKey);
    const rest = planRotation(await list(), oldKey, newKey, await connections());
    expect(rest.googleAlreadyRotated).toEqual([organizationIds[0]]);
    expect(rest.googleUpdates.map((u) => u.connection.organizationId)).toEqual([organizationIds[1]]);
    await applyRotation(database.repositories, rest, newKey);
    for (const { organizationId, refreshToken } of await connections()) {
      expect(decryptSetting(newKey, googleRefreshTokenContext(organizationId), refreshToken)).toBe(tokenOf(organizationId));
    }
  });

  it('fails when a Google connection does not read back under the new key', async () => {
    const plan = planRotation(await list(), oldKey, newKey, await connections());
    await database.repositories.googleConnections.delete(organizationIds[1]!);
    await expect(applyRotation(database.repositories, plan, newKey)).rejects.toThrow(
      new RegExp(`Google connection of organization ${organizationIds[1]} did not read back under the new key`),
    );
  });
});
