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
      admin: undefined,
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
