import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { Logger } from '../../logger';
import { registerTestAccount, type TestAccount } from '../../testing/accounts';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createServerDatabase, postgresTarget } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { openPostgres } from './open-postgres';

// The database going away under a running server (a restart, a failover, a cut network) and coming
// back: meanwhile every answer is a short 503 with Retry-After, and afterwards the same process serves
// again. A proxy between the pool and PostgreSQL is cut, so the shared server keeps running.

describe('PostgreSQL going away and coming back', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let drop: () => Promise<void>;
  let account: TestAccount;
  const logged: string[] = [];
  const logger: Logger = {
    info: (message) => logged.push(message),
    warn: (message) => logged.push(message),
    error: (message, error) => logged.push(`${message} ${error instanceof Error ? error.stack : String(error)}`),
  };

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('A database outage is tested against a PostgreSQL server; none answered.');
    const created = await createServerDatabase(target.adminUrl);
    drop = created.drop;
    const url = new URL(created.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startTestServer('postgres', { database: await openPostgres(url.toString(), { poolSize: 4 }), logger });
    account = await registerTestAccount(server);
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.close();
    await proxy?.close();
    await drop?.();
  });

  const listBusinesses = () => server.request('GET', '/api/businesses', { token: account.token });

  it('answers 503 with Retry-After while the database is away and serves again once it is back', async () => {
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    expect((await listBusinesses()).status).toBe(200);

    proxy.cut();
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'postgres' });

    const answers = [
      await listBusinesses(),
      await server.request('POST', '/api/businesses', {
        token: account.token,
        body: { name: 'Outage Cafe', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0100', category: 'restaurant' },
      }),
      // A public route reads the database too.
      await server.request('POST', '/api/auth/login', { body: { email: account.email, password: 'correct horse' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.body).toEqual({ message: expect.any(String), code: ERROR_CODES.unavailable });
      // Nothing of the driver or the network reaches the caller.
      expect(answer.text).not.toMatch(/ECONN|terminated|127\.0\.0\.1|5432|at .*\.ts/);
    }
    // An expected outage is a warning line per request, not a stack.
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toMatch(/\n\s+at /);

    await proxy.restore();
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    expect((await listBusinesses()).status).toBe(200);
    const created = await server.request('POST', '/api/businesses', {
      token: account.token,
      body: { name: 'Back Again Cafe', address: '2 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0101', category: 'restaurant' },
    });
    expect(created.status).toBe(201);
  });
});
