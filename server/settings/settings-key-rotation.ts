import type { AdminSettingRecord } from '../db/records';
import type { AdminSettingRepository } from '../db/repositories';
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
}

function tryDecrypt(key: Buffer | undefined, setting: AdminSettingRecord & { value: string }): string | undefined {
  if (!key) return undefined;
  try {
    return decryptSetting(key, setting.key, setting.value);
  } catch {
    return undefined;
  }
}

/**
 * Decrypts every secret (under the current key, or the new one when a previous run got that far) and
 * re-encrypts it under the new key, in memory; refuses when any secret decrypts under neither.
 */
export function planRotation(settings: AdminSettingRecord[], currentKey: Buffer | undefined, newKey: Buffer): RotationPlan {
  if (currentKey?.equals(newKey)) throw new RotationError('The new key is the current key; nothing to rotate.');
  const plan: RotationPlan = { updates: [], alreadyRotated: [], empty: [] };
  const unreadable: string[] = [];
  for (const setting of settings) {
    if (!setting.encrypted) continue;
    const { value } = setting;
    if (!value) {
      plan.empty.push(setting.key);
      continue;
    }
    const plaintext = tryDecrypt(currentKey, { ...setting, value });
    if (plaintext !== undefined) {
      const reencrypted = encryptSetting(newKey, setting.key, plaintext);
      if (decryptSetting(newKey, setting.key, reencrypted) !== plaintext) {
        throw new RotationError(`Re-encrypting ${setting.key} did not round-trip; nothing was changed.`);
      }
      plan.updates.push({ setting, value: reencrypted, plaintext });
    } else if (tryDecrypt(newKey, { ...setting, value }) !== undefined) {
      plan.alreadyRotated.push(setting.key);
    } else {
      unreadable.push(setting.key);
    }
  }
  if (unreadable.length > 0) {
    throw new RotationError(
      `These settings decrypt under neither the current key nor the new one: ${unreadable.join(', ')}. ` +
        'Nothing was changed. Set them again (or delete them) in the admin settings, then rotate.',
    );
  }
  return plan;
}

/** Stores the re-encrypted values and reads each back, checking it decrypts under the new key. */
export async function applyRotation(repository: AdminSettingRepository, plan: RotationPlan, newKey: Buffer): Promise<void> {
  for (const { setting, value } of plan.updates) {
    await repository.upsert({
      key: setting.key,
      value,
      encrypted: true,
      description: setting.description,
      category: setting.category,
    });
  }
  for (const { setting, plaintext } of plan.updates) {
    const stored = await repository.get(setting.key);
    if (!stored?.value || tryDecrypt(newKey, { ...stored, value: stored.value }) !== plaintext) {
      throw new RotationError(`${setting.key} did not read back under the new key.`);
    }
  }
}
