import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Encrypted admin settings: AES-256-GCM with a random 96-bit nonce per value and the setting's key
// as associated data, stored as `v1:<nonce>:<ciphertext and tag>` (base64url), so the format can
// change later and a value copied under another key fails to decrypt.

export const SETTINGS_KEY_BYTES = 32;
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The value was altered, belongs to another setting, or was encrypted under another key. */
export class SettingDecryptionError extends Error {
  constructor(readonly settingKey: string) {
    super(`The stored value of ${settingKey} cannot be decrypted: it was encrypted under another key or altered.`);
    this.name = 'SettingDecryptionError';
  }
}

function associatedData(settingKey: string): Buffer {
  return Buffer.from(`${VERSION}:${settingKey}`, 'utf8');
}

function assertKey(key: Buffer): void {
  if (key.length !== SETTINGS_KEY_BYTES) throw new Error(`A settings key is ${SETTINGS_KEY_BYTES} bytes, not ${key.length}`);
}

export function encryptSetting(key: Buffer, settingKey: string, plaintext: string): string {
  assertKey(key);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(settingKey));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${nonce.toString('base64url')}:${sealed.toString('base64url')}`;
}

export function decryptSetting(key: Buffer, settingKey: string, stored: string): string {
  assertKey(key);
  const [version, nonceText, sealedText, ...rest] = stored.split(':');
  if (version !== VERSION || !nonceText || !sealedText || rest.length > 0) throw new SettingDecryptionError(settingKey);
  if (!BASE64URL.test(nonceText) || !BASE64URL.test(sealedText)) throw new SettingDecryptionError(settingKey);
  const nonce = Buffer.from(nonceText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  if (nonce.length !== NONCE_BYTES || sealed.length < TAG_BYTES) throw new SettingDecryptionError(settingKey);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(settingKey));
    const split = sealed.length - TAG_BYTES;
    decipher.setAuthTag(sealed.subarray(split));
    return Buffer.concat([decipher.update(sealed.subarray(0, split)), decipher.final()]).toString('utf8');
  } catch {
    throw new SettingDecryptionError(settingKey);
  }
}
