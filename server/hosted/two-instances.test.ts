import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../shared/contract/provider';
import { openPostgres } from '../db/pg/open-postgres';
import type { Database } from '../db/repositories';
import { createAccount } from '../services/accounts/accounts';
import { createArgon2Hasher } from '../services/accounts/password-hasher';
import { RATE_LIMITS } from '../services/infrastructure/rate-limiter';
import { createNumberedBusinesses } from '../testing/batch-fixtures';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { startHostedInstance, type HostedInstance } from '../testing/hosted-instance';
import { createServerDatabase, postgresTarget } from '../testing/test-databases';

// Two hosted instances as separate processes on one PostgreSQL database, as behind a load balancer:
// sessions and rate limits live in the database, and background work runs once however many
// instances take part.

const PASSWORD = 'correct horse battery';
const ADMIN = { email: 'root@example.com', password: 'admin secret 123' };
const BUSINESSES = 12;

async function call<T = Record<string, unknown>>(
  instance: HostedInstance,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; client?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? '203.0.113.1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(instance.url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('two hosted instances on one PostgreSQL database', () => {
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  let sql: pg.Client;
  let mail: MailCapture;
  let organizationId: string;
  let businessIds: string[];
  const instances: HostedInstance[] = [];
  let a: HostedInstance;
  let b: HostedInstance;

  const ownerEmail = 'owner@example.com';
  const signIn = async (instance: HostedInstance) => {
    const response = await call<{ token: string }>(instance, 'POST', '/api/auth/login', { body: { email: ownerEmail, password: PASSWORD } });
    expect(response.status).toBe(200);
    return response.body.token;
  };

  /** Follows a batch through both instances in turn until it is done. */
  async function finished(batchId: string, token: string): Promise<Batch> {
    for (let look = 0; look < 5000; look++) {
      const { status, body } = await call<{ batch: Batch }>(look % 2 ? a : b, 'GET', `/api/data-axle/batches/${batchId}`, { token });
      expect(status).toBe(200);
      if (body.batch.status === 'completed' || body.batch.status === 'failed') return body.batch;
    }
    throw new Error(`Batch ${batchId} did not finish`);
  }

  const countsPerBusiness = async (query: string, values: unknown[]) => {
    const { rows } = await sql.query<{ business_id: string; count: string }>(query, values);
    return new Map(rows.map((row) => [row.business_id, Number(row.count)]));
  };
  const oncePerBusiness = () => new Map(businessIds.map((id) => [id, 1]));

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('Hosted instances are tested against a PostgreSQL server; none answered.');
    ({ url, drop } = await createServerDatabase(target.adminUrl));
    mail = await startMailCapture();
    // Migrated here first; the instances then find the schema current.
    database = await openPostgres(url, { poolSize: 2 });
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const { repositories } = database;
    const owner = await createAccount(repositories, {
      email: ownerEmail,
      usernameSource: 'owner',
      name: 'Olive Owner',
      password: await createArgon2Hasher().hash(PASSWORD),
      role: 'partner',
      emailVerified: true,
    });
    organizationId = (await repositories.organizations.membershipsOf(owner.id))[0]!.organizationId;
    const businesses = await createNumberedBusinesses(repositories, organizationId, BUSINESSES);
    businessIds = businesses.map((business) => business.id);

    // The same settings on every instance, as a deployment gives them; started together, as after a deploy.
    const env = {
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      // The load balancer is on loopback here; the client address comes from X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      SMTP_URL: mail.url,
      MAIL_FROM: 'no-reply@example.com',
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const started = await Promise.allSettled([startHostedInstance(env), startHostedInstance(env)]);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = instances as [HostedInstance, HostedInstance];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await sql?.end();
    await database?.close();
    await mail?.close();
    await drop?.();
  }, 30_000);

  it('both start together with the same first admin, who can sign in on either', async () => {
    for (const instance of [a, b]) {
      expect((await call(instance, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', database: 'postgres' });
      const login = await call(instance, 'POST', '/api/auth/login', { body: ADMIN });
      expect(login.status).toBe(200);
    }
    const { rows } = await sql.query("select count(*)::int as count from users where role = 'admin'");
    expect(rows[0]).toEqual({ count: 1 });
  });

  it('keeps a session made on one instance valid on the other, and a sign-out on one ends it on both', async () => {
    const token = await signIn(a);
    expect((await call(b, 'GET', '/api/auth/validate', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/validate', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/auth/validate', { token })).status).toBe(401);
  });

  it('counts failed sign-ins of an account across both instances against one limit', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      // Each from its own address, so only the account's limit applies.
      const response = await call(attempt % 2 ? b : a, 'POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'wrong password' },
        client: `198.51.100.${attempt + 1}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
  });

  it('lets no more failed sign-ins of an account through than the limit when they arrive at once on both', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    const attempts = Array.from({ length: limit * 3 }, (_, attempt) =>
      call(attempt % 2 ? b : a, 'POST', '/api/auth/login', {
        body: { email: 'burst@example.com', password: 'wrong password' },
        client: `198.51.100.${100 + attempt}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2);
  });

  it('counts sign-ins from one address across both instances against one limit', async () => {
    const { limit } = RATE_LIMITS.loginPerAddress;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      // A different account each time, so only the address's limit applies.
      const response = await call(attempt % 2 ? b : a, 'POST', '/api/auth/login', {
        body: { email: `someone-${attempt}@example.com`, password: 'wrong password' },
        client: '192.0.2.77',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    // Another client behind the same load balancer is not held back by it.
    expect((await call(b, 'POST', '/api/auth/login', { body: { email: ownerEmail, password: PASSWORD }, client: '192.0.2.78' })).status).toBe(
      200,
    );
  });

  it('works each item of batches started on either instance exactly once', async () => {
    const token = await signIn(a);
    const scan = await call<{ batch: Batch }>(a, 'POST', '/api/citation-scans', { token, body: { businessIds } });
    const submit = await call<{ batch: Batch }>(b, 'POST', '/api/data-axle/businesses/batch-submit', {
      token,
      body: { businessIds, directories: ['yelp'] },
    });
    expect([scan.status, submit.status]).toEqual([202, 202]);

    expect(await finished(scan.body.batch.id, token)).toMatchObject({ status: 'completed', succeeded: BUSINESSES, failed: 0 });
    expect(await finished(submit.body.batch.id, token)).toMatchObject({ status: 'completed', succeeded: BUSINESSES, failed: 0 });
    // A scan is not idempotent: an item worked twice would leave two.
    expect(
      await countsPerBusiness("select business_id, count(*) from citation_scans where trigger = 'batch' group by business_id", []),
    ).toEqual(oncePerBusiness());
    expect(
      await countsPerBusiness(
        "select business_id, count(*) from activity where kind = 'listings_published' and organization_id = $1 group by business_id",
        [organizationId],
      ),
    ).toEqual(oncePerBusiness());
  });

  it('runs a due scheduled scan and a due report email once, with both instances looking at the same moment', async () => {
    const recipient = 'reports@example.com';
    await sql.query(
      `insert into citation_schedules (organization_id, enabled, interval_days, next_scan_at)
       values ($1, true, 7, now() - interval '1 minute')
       on conflict (organization_id) do update set enabled = true, next_scan_at = excluded.next_scan_at`,
      [organizationId],
    );
    await sql.query(
      `insert into report_schedules (organization_id, enabled, frequency, recipients, next_send_at)
       values ($1, true, 'weekly', $2, now() - interval '1 minute')`,
      [organizationId, JSON.stringify([recipient])],
    );

    for (let round = 0; round < 3; round++) await Promise.all([a.tick(), b.tick()]);

    const { rows } = await sql.query<{ id: string }>(
      "select id from batches where organization_id = $1 and kind = 'scan' and created_by_user_id is null",
      [organizationId],
    );
    expect(rows).toHaveLength(1);
    expect(await finished(rows[0]!.id, await signIn(b))).toMatchObject({ status: 'completed', succeeded: BUSINESSES });
    expect(
      await countsPerBusiness("select business_id, count(*) from citation_scans where trigger = 'scheduled' group by business_id", []),
    ).toEqual(oncePerBusiness());
    // Each round awaits its sends, so every report the rounds sent has arrived by now.
    expect(mail.messages.filter((message) => message.to.includes(recipient))).toHaveLength(1);
    // The instance that lost each claim moved on quietly.
    for (const instance of [a, b]) expect(instance.log()).not.toMatch(/failed/i);
  });
});
