import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSetting, encryptSetting, SettingDecryptionError } from './settings-cipher';

const key = randomBytes(32);
const SECRET = 'smtps://mailer:pa55-wörd@mail.example.com:465';

/** The stored string with one byte of its nonce or sealed part changed. */
function flipByte(stored: string, part: 1 | 2, index: number): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[index]! ^= 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('settings cipher', () => {
  it('round-trips a value, stored as v1:<nonce>:<ciphertext and tag> without the plaintext', () => {
    const stored = encryptSetting(key, 'smtp_url', SECRET);
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('pa55');
    expect(Buffer.from(stored.split(':')[2]!, 'base64url').length).toBe(Buffer.byteLength(SECRET) + 16);
    expect(decryptSetting(key, 'smtp_url', stored)).toBe(SECRET);
    expect(decryptSetting(key, 'empty', encryptSetting(key, 'empty', ''))).toBe('');
  });

  it('uses a fresh nonce for every value', () => {
    const values = new Set(Array.from({ length: 50 }, () => encryptSetting(key, 'k', 'same value')));
    const nonces = new Set([...values].map((stored) => stored.split(':')[1]));
    expect(values.size).toBe(50);
    expect(nonces.size).toBe(50);
  });

  it('fails when any single byte of the nonce, ciphertext or tag is flipped', () => {
    const stored = encryptSetting(key, 'oauth_google_client_secret', 'top secret');
    const nonceLength = Buffer.from(stored.split(':')[1]!, 'base64url').length;
    const sealedLength = Buffer.from(stored.split(':')[2]!, 'base64url').length;
    const tampered = [
      ...Array.from({ length: nonceLength }, (_, i) => flipByte(stored, 1, i)),
      ...Array.from({ length: sealedLength }, (_, i) => flipByte(stored, 2, i)),
    ];
    expect(tampered).toHaveLength(12 + 10 + 16);
    for (const value of tampered) {
      expect(() => decryptSetting(key, 'oauth_google_client_secret', value)).toThrow(SettingDecryptionError);
    }
  });

  it('fails for a value moved to another setting, and under another key', () => {
    const stored = encryptSetting(key, 'oauth_google_client_secret', 'top secret');
    expect(() => decryptSetting(key, 'oauth_facebook_client_secret', stored)).toThrow(SettingDecryptionError);
    expect(() => decryptSetting(randomBytes(32), 'oauth_google_client_secret', stored)).toThrow(
      /cannot be decrypted: it was encrypted under another key or altered/,
    );
  });

  it.each([
    ['plain text', 'not encrypted'],
    ['another version', encryptSetting(key, 'k', 'x').replace(/^v1:/, 'v2:')],
    ['a missing part', encryptSetting(key, 'k', 'x').split(':').slice(0, 2).join(':')],
    ['an extra part', `${encryptSetting(key, 'k', 'x')}:extra`],
    ['a short nonce', `v1:${randomBytes(8).toString('base64url')}:${randomBytes(32).toString('base64url')}`],
    ['no room for the tag', `v1:${randomBytes(12).toString('base64url')}:${randomBytes(8).toString('base64url')}`],
    ['characters outside base64url', encryptSetting(key, 'k', 'x').replace(/.$/, '+')],
  ])('refuses %s', (_what, stored) => {
    expect(() => decryptSetting(key, 'k', stored)).toThrow(SettingDecryptionError);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptSetting(randomBytes(16), 'k', 'x')).toThrow(/32 bytes/);
  });
});
