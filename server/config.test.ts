import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded mode on localhost:5000 with ./data', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 5000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      trustProxy: undefined,
      publicUrl: undefined,
      smtp: undefined,
      sessions: { idleMs: 7 * 24 * 3_600_000, maxMs: 30 * 24 * 3_600_000 },
      rateLimitFactor: 1,
      responseCacheBytes: 32 * 1024 * 1024,
      admin: undefined,
      settingsEncryptionKey: undefined,
    });
  });

  it('reads mail, public URL, session lifetimes and the first admin', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Listings <hello@example.com>',
      PUBLIC_URL: 'https://app.example.com/',
      SESSION_IDLE_HOURS: '2',
      SESSION_MAX_HOURS: '24',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'a long secret',
    });
    expect(config).toMatchObject({
      smtp: { url: 'smtps://user:pass@mail.example.com:465', from: 'Listings <hello@example.com>' },
      publicUrl: 'https://app.example.com',
      sessions: { idleMs: 2 * 3_600_000, maxMs: 24 * 3_600_000 },
      admin: { email: 'root@example.com', password: 'a long secret' },
    });
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).smtp?.from).toBe('Citewise <no-reply@citewise.local>');
  });

  it('sizes the answer cache in megabytes, 0 turning it off', () => {
    expect(loadConfig({ RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
    expect(loadConfig({ RESPONSE_CACHE_MB: '1.5' }).responseCacheBytes).toBe(1.5 * 1024 * 1024);
    expect(() => loadConfig({ RESPONSE_CACHE_MB: '-1' })).toThrow('RESPONSE_CACHE_MB must be 0 (off) or more');
    expect(() => loadConfig({ RESPONSE_CACHE_MB: 'lots' })).toThrow('RESPONSE_CACHE_MB');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', HOST: '' }, '/srv/app')).toMatchObject({
      databaseUrl: undefined,
      port: 5000,
      host: '127.0.0.1',
    });
  });

  it('listens on all interfaces when hosted on PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal/citewise', PORT: '8080' }, '/srv/app');
    expect(config).toMatchObject({ host: '0.0.0.0', port: 8080, databaseUrl: 'postgres://db.internal/citewise' });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('honours HOST and DATA_DIR', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR: '/var/lib/citewise' }, '/srv/app')).toMatchObject({
      host: '0.0.0.0',
      dataDir: '/var/lib/citewise',
    });
  });

  it('reads SETTINGS_ENCRYPTION_KEY as 64 hex characters or base64 of 32 bytes', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    const hex = key.toString('hex');
    for (const written of [hex, hex.toUpperCase(), ` ${hex}\n`, key.toString('base64'), key.toString('base64url')]) {
      expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: written }).settingsEncryptionKey, written).toEqual(key);
    }
  });

  it.each([
    ['too short', 'ab'.repeat(31)],
    ['too long', 'ab'.repeat(33)],
    ['a passphrase', 'correct horse battery staple'],
    ['base64 of 31 bytes', Buffer.alloc(31, 1).toString('base64')],
    ['base64 of 48 bytes', Buffer.alloc(48, 1).toString('base64')],
  ])('refuses a SETTINGS_ENCRYPTION_KEY that is %s, without repeating it', (_what, value) => {
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: value })).toThrow(
      /SETTINGS_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or as base64/,
    );
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: value })).not.toThrow(value);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be a URL/],
    [{ ADMIN_EMAIL: 'root@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8/],
    [{ SESSION_IDLE_HOURS: '-1' }, /SESSION_IDLE_HOURS/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
