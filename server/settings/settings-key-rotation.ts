import type { AdminSettingRecord, GoogleConnectionRecord } from '../db/records';
import type { Repositories } from '../db/repositories';
import { googleRefreshTokenContext } from '../google-business/refresh-token-context';
import { decryptSetting, encryptSetting } from './settings-cipher';

/** Rotation cannot go on; nothing was changed unless the message says so. */
export class RotationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationError';
  }
}

export interface RotationPlan {
  /** Each secret re-encrypted under the new key, with the value it must decrypt to. */
  updates: { setting: AdminSettingRecord; value: string; plaintext: string }[];
  /** Already under the new key: a rotation that stopped half way and runs again. */
  alreadyRotated: string[];
  /** Encrypted settings without a value. */
  empty: string[];
  /** Each Google connection's refresh token re-encrypted under the new key, with the token it must decrypt to. */
  googleUpdates: { connection: GoogleConnectionRecord; refreshToken: string; plaintext: string }[];
  /** Organizations whose Google refresh token is already under the new key. */
  googleAlreadyRotated: string[];
  /**
   * Organizations whose connection must be made again anyway and whose token decrypts under neither key:
   * the service never reads such a token, and a new consent replaces it, so it is left as it is.
   */
  googleAwaitingReconnect: string[];
}

/** The stores a rotation writes to. */
export type RotationRepositories = Pick<Repositories, 'adminSettings' | 'googleConnections'>;

function tryDecrypt(key: Buffer | undefined, context: string, stored: string): string | undefined {
  if (!key) return undefined;
  try {
    return decryptSetting(key, context, stored);
  } catch {
    return undefined;
  }
}

/** Encrypts under the new key and checks the result decrypts back, before anything is written. */
function reencrypt(newKey: Buffer, context: string, plaintext: string, what: string): string {
  const reencrypted = encryptSetting(newKey, context, plaintext);
  if (decryptSetting(newKey, context, reencrypted) !== plaintext) {
    throw new RotationError(`Re-encrypting ${what} did not round-trip; nothing was changed.`);
  }
  return reencrypted;
}

/**
 * Decrypts every secret and Google refresh token (under the current key, or the new one when a previous run
 * got that far) and re-encrypts it under the new key, in memory; refuses when any decrypts under neither.
 */
export function planRotation(
  settings: AdminSettingRecord[],
  currentKey: Buffer | undefined,
  newKey: Buffer,
  connections: GoogleConnectionRecord[],
): RotationPlan {
  if (currentKey?.equals(newKey)) throw new RotationError('The new key is the current key; nothing to rotate.');
  const plan: RotationPlan = {
    updates: [],
    alreadyRotated: [],
    empty: [],
    googleUpdates: [],
    googleAlreadyRotated: [],
    googleAwaitingReconnect: [],
  };
  const unreadable: string[] = [];
  for (const setting of settings) {
    if (!setting.encrypted) continue;
    const { value } = setting;
    if (!value) {
      plan.empty.push(setting.key);
      continue;
    }
    const plaintext = tryDecrypt(currentKey, setting.key, value);
    if (plaintext !== undefined) {
      plan.updates.push({ setting, value: reencrypt(newKey, setting.key, plaintext, setting.key), plaintext });
    } else if (tryDecrypt(newKey, setting.key, value) !== undefined) {
      plan.alreadyRotated.push(setting.key);
    } else {
      unreadable.push(setting.key);
    }
  }
  const unreadableGoogle: string[] = [];
  for (const connection of connections) {
    const { organizationId } = connection;
    const context = googleRefreshTokenContext(organizationId);
    const plaintext = tryDecrypt(currentKey, context, connection.refreshToken);
    if (plaintext !== undefined) {
      const refreshToken = reencrypt(newKey, context, plaintext, `the Google connection of organization ${organizationId}`);
      plan.googleUpdates.push({ connection, refreshToken, plaintext });
    } else if (tryDecrypt(newKey, context, connection.refreshToken) !== undefined) {
      plan.googleAlreadyRotated.push(organizationId);
    } else if (connection.needsReconnect) {
      plan.googleAwaitingReconnect.push(organizationId);
    } else {
      unreadableGoogle.push(organizationId);
    }
  }
  if (unreadable.length > 0 || unreadableGoogle.length > 0) {
    const problems: string[] = [];
    const fixes: string[] = [];
    if (unreadable.length > 0) {
      problems.push(`These settings decrypt under neither the current key nor the new one: ${unreadable.join(', ')}.`);
      fixes.push('Set those settings again (or delete them) in the admin settings.');
    }
    if (unreadableGoogle.length > 0) {
      const organizations = unreadableGoogle.join(', ');
      problems.push(`These organizations' Google connections decrypt under neither the current key nor the new one: ${organizations}.`);
      fixes.push('Have those organizations connect Google again (or disconnect it).');
    }
    throw new RotationError(`${problems.join(' ')} Nothing was changed. ${fixes.join(' ')} Then rotate.`);
  }
  return plan;
}

/** Stores the re-encrypted values and tokens, then reads each back, checking it decrypts under the new key. */
export async function applyRotation(repositories: RotationRepositories, plan: RotationPlan, newKey: Buffer): Promise<void> {
  const { adminSettings, googleConnections } = repositories;
  for (const { setting, value } of plan.updates) {
    await adminSettings.upsert({
      key: setting.key,
      value,
      encrypted: true,
      description: setting.description,
      category: setting.category,
    });
  }
  for (const { connection, refreshToken } of plan.googleUpdates) {
    await googleConnections.replaceRefreshToken(connection.organizationId, refreshToken);
  }
  for (const { setting, plaintext } of plan.updates) {
    const stored = await adminSettings.get(setting.key);
    if (!stored?.value || tryDecrypt(newKey, setting.key, stored.value) !== plaintext) {
      throw new RotationError(`${setting.key} did not read back under the new key.`);
    }
  }
  for (const { connection, plaintext } of plan.googleUpdates) {
    const { organizationId } = connection;
    const stored = await googleConnections.find(organizationId);
    if (!stored || tryDecrypt(newKey, googleRefreshTokenContext(organizationId), stored.refreshToken) !== plaintext) {
      throw new RotationError(`The Google connection of organization ${organizationId} did not read back under the new key.`);
    }
  }
}
