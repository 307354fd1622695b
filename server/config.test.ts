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
    });
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
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
