import { SIGN_IN_CODE_COOKIE } from '../social-auth/pending-authorization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../services/accounts/session-tokens';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string; code?: string; token?: string };
interface SessionsBody {
  sessions: { id: string; current: boolean; userAgent: string | null; ipAddress: string | null; lastUsedAt: string }[];
}

const HOUR = 60 * 60 * 1000;

describe.each(DIALECTS)('sessions, profile and limits on %s', (dialect) => {
  let server: TestServer;
  let now = new Date('2026-11-01T12:00:00.000Z');
  let counter = 0;

  async function account() {
    const email = `s${++counter}-${dialect}@example.com`;
    const registered = await server.request<Body & { user: { username: string } }>('POST', '/api/auth/register', {
      body: { name: 'Sam Session', email, password: 'correct horse', role: 'business' },
    });
    return { email, token: registered.body.token!, username: registered.body.user.username };
  }
  const signIn = (email: string, options: { ip?: string; password?: string; userAgent?: string } = {}) =>
    server.request<Body>('POST', '/api/auth/login', {
      body: { email, password: options.password ?? 'correct horse' },
      ip: options.ip,
      headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    });
  /** Moves the clock for the duration of a check. */
  async function at<T>(moment: Date, check: () => Promise<T>): Promise<T> {
    const saved = now;
    now = moment;
    try {
      return await check();
    } finally {
      now = saved;
    }
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: () => now, sessions: { idleMs: 2 * HOUR, maxMs: 24 * HOUR } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the user’s sessions with device, address and which one is current', async () => {
    const { email, token } = await account();
    await signIn(email, { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh) Safari/605' });
    const listed = await server.request<SessionsBody>('GET', '/api/auth/sessions', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(listed.body.sessions.find((s) => !s.current)).toMatchObject({
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605',
    });
    expect(JSON.stringify(listed.body)).not.toContain(hashSessionToken(token));
  });

  it('revokes one of your sessions, and nobody else’s', async () => {
    const mine = await account();
    const theirs = await account();
    const second = (await signIn(mine.email)).body.token!;
    const sessions = (await server.request<SessionsBody>('GET', '/api/auth/sessions', { token: mine.token })).body.sessions;
    const other = sessions.find((s) => !s.current)!;

    const foreign = await server.request<Body>('DELETE', `/api/auth/sessions/${other.id}`, { token: theirs.token });
    expect(foreign.status).toBe(404);
    expect((await server.request('GET', '/api/auth/validate', { token: second })).status).toBe(200);

    expect((await server.request('DELETE', `/api/auth/sessions/${other.id}`, { token: mine.token })).body).toEqual({
      success: true,
    });
    expect((await server.request<Body>('GET', '/api/auth/validate', { token: second })).body.code).toBe('SESSION_NOT_FOUND');
  });

  it('refuses a session id that is not an id with 400, on either database', async () => {
    const mine = await account();
    const response = await server.request<Body>('DELETE', '/api/auth/sessions/not-an-id', { token: mine.token });
    expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('ends a session left idle too long, and one past its absolute end', async () => {
    const { email, token } = await account();
    const active = (await signIn(email)).body.token!;

    // Used every hour, a session outlives the two-hour idle limit...
    for (let hour = 1; hour <= 5; hour++) {
      const response = await at(new Date(now.getTime() + hour * HOUR), () =>
        server.request('GET', '/api/auth/validate', { token: active }),
      );
      expect(response.status).toBe(200);
    }
    // ...while the one left alone has expired.
    const idle = await at(new Date(now.getTime() + 5 * HOUR), () =>
      server.request<Body>('GET', '/api/auth/validate', { token }),
    );
    expect(idle.body.code).toBe('SESSION_EXPIRED');

    // No amount of use carries a session past its absolute lifetime.
    const ended = await at(new Date(now.getTime() + 24 * HOUR + 1), () =>
      server.request<Body>('GET', '/api/auth/validate', { token: active }),
    );
    expect(ended.body.code).toBe('SESSION_EXPIRED');
  });

  it('changes name and username, and refuses a taken username', async () => {
    const mine = await account();
    const theirs = await account();
    const updated = await server.request<{ user: { name: string; username: string } }>('PATCH', '/api/auth/profile', {
      token: mine.token,
      body: { name: 'Samantha Session', username: `Sam.Session-${dialect}` },
    });
    expect(updated.body.user).toMatchObject({ name: 'Samantha Session', username: `sam.session-${dialect}` });
    expect((await signIn(`sam.session-${dialect}`)).status).toBe(200);

    const taken = await server.request<Body>('PATCH', '/api/auth/profile', {
      token: mine.token,
      body: { username: theirs.username },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ username: ['That username is taken'] });

    const invalid = await server.request<Body>('PATCH', '/api/auth/profile', { token: mine.token, body: { username: 'a b' } });
    expect(invalid.status).toBe(400);
  });

  it('limits failed sign-ins per account, with Retry-After, until the window passes', async () => {
    const { email } = await account();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(email, { password: 'wrong password' })).status).toBe(401);
    }
    const limited = await signIn(email);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    const later = await at(new Date(now.getTime() + 15 * 60 * 1000 + 1), () => signIn(email));
    expect(later.status).toBe(200);
  });

  it('counts failed sign-ins by email and by username as one account', async () => {
    const { email, username } = await account();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(email, { password: 'wrong password' })).status).toBe(401);
      expect((await signIn(username, { password: 'wrong password' })).status).toBe(401);
    }
    expect((await signIn(username)).status).toBe(429);
    expect((await signIn(email)).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email } = await account();
    for (let attempt = 0; attempt < 9; attempt++) await signIn(email, { password: 'wrong password' });
    expect((await signIn(email)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) await signIn(email, { password: 'wrong password' });
    expect((await signIn(email)).status).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = `192.0.2.${counter}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt++) {
      statuses.push((await signIn(`nobody${attempt}@example.com`, { ip })).status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // Another address is not affected.
    expect((await signIn('nobody@example.com', { ip: '192.0.2.250' })).status).toBe(401);
  });

  it('exchanges a one-time sign-in code once, and not after it expires', async () => {
    const { email } = await account();
    const user = (await server.database.repositories.users.findByEmail(email))!;
    const code = 'c'.repeat(43);
    await server.database.repositories.loginCodes.create({
      code: hashSessionToken(code),
      userId: user.id,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    // As the browser that finished the sign-in sends it: with the code's cookie.
    const fromBrowser = (value: string) => ({ body: { code: value }, headers: { cookie: `${SIGN_IN_CODE_COOKIE}=${value}` } });
    const exchanged = await server.request<Body>('POST', '/api/auth/exchange', fromBrowser(code));
    expect(exchanged.status).toBe(200);
    expect((await server.request('GET', '/api/auth/validate', { token: exchanged.body.token })).status).toBe(200);
    expect((await server.request('POST', '/api/auth/exchange', fromBrowser(code))).status).toBe(400);

    const late = 'd'.repeat(43);
    await server.database.repositories.loginCodes.create({
      code: hashSessionToken(late),
      userId: user.id,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const expired = await at(new Date(now.getTime() + 60_001), () =>
      server.request('POST', '/api/auth/exchange', fromBrowser(late)),
    );
    expect(expired.status).toBe(400);
  });
});
