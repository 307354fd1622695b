import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../db/pg/open-postgres';
import type { Database, Dialect } from '../db/repositories';
import { openSqlite, SQLITE_FILE_NAME } from '../db/sqlite/open-sqlite';
import { createLogger, describeError } from '../logger';
import { hashSessionToken } from '../services/accounts/session-tokens';
import { fixedSettingsKey } from '../settings/settings-key';
import { settingKeys } from '../social-auth/provider-settings';
import { startDataAxleProtocolServer, type DataAxleProtocolServer } from '../testing/data-axle-protocol-server';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { createServerDatabase, DIALECTS, postgresTarget } from '../testing/test-databases';
import { startTestServer, type TestResponse, type TestServer } from '../testing/test-server';

// Every secret the server handles (passwords, session tokens, emailed verification and reset tokens,
// stored API keys and passwords, and their ciphertexts and digests in the database) is looked for in
// everything the server logged and everything it answered during the flows that handle them. Only
// the answer that signs someone in holds that session's token, once.

/** Sessions refuse to end, so a sign-out fails inside a query that names the session token's digest. */
const REFUSE_SESSION_DELETES: Record<Dialect, { on: string; off: string }> = {
  sqlite: {
    on: `create trigger refuse_session_deletes before delete on sessions begin select raise(abort, 'sessions are kept'); end`,
    off: 'drop trigger refuse_session_deletes',
  },
  postgres: {
    on: `create function refuse_session_deletes() returns trigger language plpgsql as $$ begin raise exception 'sessions are kept'; end $$;
      create trigger refuse_session_deletes before delete on sessions for each row execute function refuse_session_deletes()`,
    off: 'drop trigger refuse_session_deletes on sessions; drop function refuse_session_deletes()',
  },
};

/** A test database the test can also run its own SQL on; closing it drops it. */
async function databaseWithSql(dialect: Dialect): Promise<{ database: Database; sql(text: string): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'citewise-secrets-'));
    const database = openSqlite(dir);
    const raw = new BetterSqlite3(path.join(dir, SQLITE_FILE_NAME));
    const close = async () => {
      raw.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return { database: { ...database, close }, sql: async (text) => void raw.exec(text) };
  }
  const target = await postgresTarget();
  if (target.kind !== 'server') throw new Error('This test runs its own SQL on a PostgreSQL server; none answered.');
  const created = await createServerDatabase(target.adminUrl);
  const database = await openPostgres(created.url, { poolSize: 4 });
  const sql = async (text: string) => {
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const close = async () => {
    await database.close();
    await created.drop();
  };
  return { database: { ...database, close }, sql };
}

type Body = Record<string, unknown> & { token?: string };

interface Seen {
  /** Where it was: a log, or the request that was answered. */
  where: string;
  text: string;
}

describe.each(DIALECTS)('secrets on %s', (dialect) => {
  const tag = randomBytes(4).toString('hex');
  const secrets = new Map<string, string>();
  const seen: Seen[] = [];
  /** The answer allowed to hold a session token: the sign-in that issued it. */
  const issuedIn = new Map<string, Seen>();
  let server: TestServer;
  let mail: MailCapture;
  let dataAxle: DataAxleProtocolServer;
  let sql: (text: string) => Promise<void>;

  const remember = (name: string, value: string | null | undefined) => {
    if (!value) throw new Error(`${name} was expected to have a value`);
    secrets.set(name, value);
    return value;
  };

  async function call<T = Body>(method: string, path: string, options: Parameters<TestServer['request']>[2] = {}): Promise<TestResponse<T>> {
    const answer = await server.request<T>(method, path, options);
    const headers = [...answer.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    seen.push({ where: `${method} ${path} -> ${answer.status}`, text: `${headers}\n\n${answer.text}` });
    return answer;
  }

  /** Signs in, keeping the token as a secret that only this answer may hold. */
  async function signIn(name: string, email: string, password: string): Promise<string> {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    const token = remember(name, answer.body.token);
    remember(`${name} digest`, hashSessionToken(token));
    issuedIn.set(token, seen.at(-1)!);
    return token;
  }

  const linkToken = (link: string | undefined) => new URL(link ?? 'http://link.invalid').searchParams.get('token');

  beforeAll(async () => {
    // Anything any part of the server writes to the console, besides its own logger.
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        seen.push({ where: `console.${method}`, text: parts.map((part) => (part instanceof Error ? describeError(part) : String(part))).join(' ') });
      });
    }
    mail = await startMailCapture();
    dataAxle = await startDataAxleProtocolServer({ apiKey: `dak-live-${tag}-${randomBytes(12).toString('hex')}` });
    const opened = await databaseWithSql(dialect);
    sql = opened.sql;
    server = await startTestServer(dialect, {
      database: opened.database,
      logger: createLogger((level, line) => seen.push({ where: `log (${level})`, text: line })),
      smtp: { url: mail.url, from: 'no-reply@example.com' },
      settingsKey: fixedSettingsKey(randomBytes(32)),
      dataAxle: { platformUrl: dataAxle.platformUrl, listingsUrl: dataAxle.listingsUrl, retries: 0, sleep: async () => undefined },
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await mail?.close();
    await dataAxle?.close();
  });

  it('never logs or answers a password, token or stored secret', { timeout: 60_000 }, async () => {
    const email = `secret-keeper-${tag}@example.com`;
    const first = remember('first password', `Tr0ub4dor&3-${tag}`);
    expect((await call('POST', '/api/auth/register', { body: { name: 'Sam Secret', email, password: first, role: 'business' } })).status).toBe(201);
    // Failing requests that carry a password: not verified yet, a wrong password, broken JSON, a bad field.
    expect((await call('POST', '/api/auth/login', { body: { email, password: first } })).status).toBeGreaterThanOrEqual(400);
    const wrong = remember('wrong password', `wrong-horse-${tag}`);
    expect((await call('POST', '/api/auth/login', { body: { email, password: wrong } })).status).toBeGreaterThanOrEqual(400);
    const broken = await call('POST', '/api/auth/login', {
      rawBody: `{"email":"${email}","password":"${first}"`,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await call('POST', '/api/auth/register', { body: { name: 'S', email: 'not-an-email', password: first, role: 'business' } })).status).toBe(400);

    const stored = () => server.database.repositories.users.findByEmail(email);
    remember('stored verification token', (await stored())!.emailVerificationToken);
    remember('first password hash', (await stored())!.password);
    const verification = remember('verification token', linkToken((await mail.waitFor(email, /verify your email/i)).links[0]));
    expect((await call('POST', '/api/auth/verify-email', { body: { token: verification } })).status).toBe(200);
    expect((await call('POST', '/api/auth/verify-email', { body: { token: verification } })).status).toBe(400);

    const session = await signIn('first session token', email, first);
    for (const path of ['/api/auth/validate', '/api/auth/sessions']) expect((await call('GET', path, { token: session })).status).toBe(200);
    const second = remember('second password', `correct-horse-${tag}`);
    const refused = await call('POST', '/api/auth/change-password', { token: session, body: { currentPassword: wrong, newPassword: second } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const changed = await call('POST', '/api/auth/change-password', { token: session, body: { currentPassword: first, newPassword: second } });
    expect(changed.status).toBe(200);

    expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const resetLink = (await mail.waitFor(email, /reset your password/i)).links.find((link) => link.includes('/reset-password?token='));
    // Stored before the mail went out.
    remember('stored reset token', (await stored())!.resetPasswordToken);
    remember('second password hash', (await stored())!.password);
    const reset = remember('reset token', linkToken(resetLink));
    const third = remember('third password', `battery-staple-${tag}`);
    expect((await call('POST', '/api/auth/reset-password', { body: { token: reset, password: third } })).status).toBe(200);
    expect((await call('POST', '/api/auth/reset-password', { body: { token: reset, password: third } })).status).toBe(400);
    // The reset ended the old session: its token is refused without being repeated.
    expect((await call('GET', '/api/auth/validate', { token: session })).status).toBe(401);

    const admin = await signIn('admin session token', email, third);
    const { repositories } = server.database;
    await repositories.users.update((await repositories.users.findByEmail(email))!.id, { role: 'admin' });

    const config = '/api/admin/settings/data-axle/config';
    const wrongKey = remember('wrong Data Axle key', `dak-wrong-${tag}-${randomBytes(12).toString('hex')}`);
    expect((await call('PUT', config, { token: admin, body: { enabled: true, environment: 'production', apiKey: wrongKey } })).status).toBe(200);
    // The protocol server echoes a refused key in its answer, as careless services do.
    expect((await call('POST', '/api/admin/settings/data-axle/test', { token: admin })).body).toMatchObject({ ok: false });
    const status = await call<{ lastError: string | null }>('GET', '/api/admin/settings/data-axle/status', { token: admin });
    expect(status.body.lastError).not.toBeNull();
    const apiKey = remember('Data Axle key', dataAxle.apiKey);
    expect((await call('PUT', config, { token: admin, body: { apiKey } })).status).toBe(200);
    expect((await call('POST', '/api/admin/settings/data-axle/test', { token: admin })).body).toMatchObject({ ok: true });
    const smtpPassword = remember('SMTP password', `smtp-pw-${tag}-${randomBytes(8).toString('hex')}`);
    const smtpUrl = `smtp://mailer:${smtpPassword}@mail.example.com:587`;
    expect((await call('PUT', '/api/admin/settings/smtp_url', { token: admin, body: { value: smtpUrl } })).status).toBe(200);
    const clientSecret = remember('OIDC client secret', `oidc-secret-${tag}-${randomBytes(12).toString('hex')}`);
    const secretKey = settingKeys('google').clientSecret;
    expect((await call('PUT', `/api/admin/settings/${secretKey}`, { token: admin, body: { value: clientSecret } })).status).toBe(200);
    // A value the setting refuses, holding a secret.
    expect((await call('PUT', '/api/admin/settings/smtp_url', { token: admin, body: { value: `ftp://${smtpPassword}` } })).status).toBe(400);
    for (const path of [
      '/api/admin/settings',
      '/api/admin/settings/category/email',
      '/api/admin/settings/category/integrations',
      config,
      '/api/admin/settings/data-axle/status',
      '/api/auth/providers',
    ]) {
      expect((await call('GET', path, { token: admin })).status).toBe(200);
    }

    // What the database holds for them: ciphertexts and digests are secrets as much as the values.
    for (const setting of await repositories.adminSettings.list()) {
      if (setting.encrypted && setting.value) remember(`stored ciphertext of ${setting.key}`, setting.value);
    }
    expect([...secrets.keys()].filter((name) => name.startsWith('stored ciphertext'))).toHaveLength(3);
    remember('third password hash', (await stored())!.password);

    // An unexpected failure is logged with its stack, which must not carry the query's parameters.
    await sql(REFUSE_SESSION_DELETES[dialect].on);
    expect((await call('POST', '/api/auth/logout', { token: admin })).status).toBe(500);
    await sql(REFUSE_SESSION_DELETES[dialect].off);
    expect(seen.some((entry) => entry.where === 'log (error)' && entry.text.includes('sessions are kept'))).toBe(true);
    expect((await call('POST', '/api/auth/logout', { token: admin })).status).toBeLessThan(300);
    expect((await call('GET', '/api/auth/validate', { token: admin })).status).toBe(401);

    const leaks: string[] = [];
    for (const [name, value] of secrets) {
      for (const entry of seen) {
        if (entry.text.includes(value) && issuedIn.get(value) !== entry) leaks.push(`${name} appeared in ${entry.where}:\n${entry.text.slice(0, 400)}`);
      }
    }
    expect(leaks, leaks.join('\n\n')).toEqual([]);
  });
});
