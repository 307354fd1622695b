import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string; code?: string; token?: string };

describe.each(DIALECTS)('passwords on %s', (dialect) => {
  let server: TestServer;
  let mail: MailCapture;
  let now = new Date('2026-11-01T12:00:00.000Z');
  let counter = 0;

  /** A verified, signed-in account: registered before mail existed, so it needs no link. */
  async function account() {
    const email = `pw${++counter}-${dialect}@example.com`;
    const user = await server.database.repositories.users.create({
      email,
      username: `pw${counter}${dialect}`,
      name: 'Paula Password',
      password: await hash('correct horse'),
      emailVerified: true,
    });
    const login = await server.request<Body>('POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
    return { email, user, token: login.body.token! };
  }
  let hash: (password: string) => Promise<string>;

  const signIn = (email: string, password: string) =>
    server.request<Body>('POST', '/api/auth/login', { body: { email, password } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  beforeAll(async () => {
    const { createArgon2Hasher } = await import('../services/accounts/password-hasher');
    hash = createArgon2Hasher().hash;
    mail = await startMailCapture();
    server = await startTestServer(dialect, { clock: () => now, smtp: { url: mail.url, from: 'no-reply@example.com' } });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('resets a forgotten password with a single-use link and ends every session', async () => {
    const { email, token } = await account();
    const asked = await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked.body).toEqual({ success: true });
    const link = (await mail.waitFor(email, /reset your password/i)).links.find((l) => l.includes('/reset-password?token='))!;
    expect(link).toBeDefined();

    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token: tokenOf(link), password: 'battery staple' },
    });
    expect(reset.body).toEqual({ success: true });
    expect((await server.request<Body>('GET', '/api/auth/validate', { token })).body.code).toBe('SESSION_NOT_FOUND');
    expect((await signIn(email, 'correct horse')).status).toBe(401);
    expect((await signIn(email, 'battery staple')).status).toBe(200);
    await mail.waitFor(email, /your password was changed/i);

    const reused = await server.request<Body>('POST', '/api/auth/reset-password', {
      body: { token: tokenOf(link), password: 'another password' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This reset link is invalid or has expired.');
  });

  it('lets the owner back in at once after a reset, however many failed sign-ins a stranger made', async () => {
    const { email } = await account();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(email, 'a stranger guessing')).status).toBe(401);
    expect((await signIn(email, 'correct horse')).status).toBe(429);

    await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    const link = (await mail.waitFor(email, /reset your password/i)).links.find((l) => l.includes('/reset-password?token='))!;
    const reset = await server.request('POST', '/api/auth/reset-password', { body: { token: tokenOf(link), password: 'a fresh secret' } });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'a fresh secret')).status).toBe(200);
  });

  it('lets a reset link live one hour', async () => {
    const { email } = await account();
    await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    const link = (await mail.waitFor(email, /reset your password/i)).links[0]!;
    const started = now;
    now = new Date(started.getTime() + 60 * 60 * 1000 + 1);
    try {
      const late = await server.request('POST', '/api/auth/reset-password', {
        body: { token: tokenOf(link), password: 'battery staple' },
      });
      expect(late.status).toBe(400);
    } finally {
      now = started;
    }
  });

  it('answers forgot-password the same for unknown addresses and sends nothing', async () => {
    const before = mail.messages.length;
    const unknown = await server.request('POST', '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    const { email } = await account();
    const known = await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mail.waitFor(email, /reset your password/i);
    expect(mail.messages.slice(before).some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('changes a password, keeping this session and ending the others', async () => {
    const { email, token } = await account();
    const other = (await signIn(email, 'correct horse')).body.token!;

    const wrong = await server.request<Body>('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'not it', newPassword: 'battery staple' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });

    const changed = await server.request('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'correct horse', newPassword: 'battery staple' },
    });
    expect(changed.body).toEqual({ success: true });
    expect((await server.request('GET', '/api/auth/validate', { token })).status).toBe(200);
    expect((await server.request('GET', '/api/auth/validate', { token: other })).status).toBe(401);
    expect((await signIn(email, 'battery staple')).status).toBe(200);
  });

  it('limits checks of the current password per account, changing the password and the email alike', async () => {
    const { token } = await account();
    const other = await account();
    const changePassword = (currentPassword: string, as = token) =>
      server.request<Body>('POST', '/api/auth/change-password', { token: as, body: { currentPassword, newPassword: 'a brand new secret' } });
    for (let i = 0; i < 5; i += 1) expect((await changePassword('wrong guess')).status).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const email = await server.request('POST', '/api/auth/change-email', { token, body: { email: `new${i}@example.com`, currentPassword: 'wrong guess' } });
      expect(email.status).toBe(400);
    }
    // The eleventh check is refused before the password is looked at, even the right one.
    const limited = await changePassword('correct horse');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another account is not affected, and the window passing lifts the limit.
    expect((await changePassword('correct horse', other.token)).status).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000 + 1);
    expect((await changePassword('correct horse')).status).toBe(200);
  });

  it('refuses passwords outside 8 to 128 characters', async () => {
    const { token } = await account();
    for (const newPassword of ['short', 'x'.repeat(129)]) {
      const response = await server.request<Body>('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: 'correct horse', newPassword },
      });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toHaveProperty('newPassword');
    }
  });
});

// The reset mail goes out after the answer: an address with an account must not answer later than one
// without (the mail took 100-200 ms), so the answer cannot wait for the mail server at all.
describe('forgot-password with a mail server that never answers', () => {
  let server: TestServer;
  let silentSmtp: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    silentSmtp = createNetServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = silentSmtp.address() as AddressInfo;
    server = await startTestServer('sqlite', { smtp: { url: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.com' } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.close();
    await new Promise((resolve) => silentSmtp?.close(resolve));
  });

  it('answers for an address with an account as for one without', async () => {
    const email = 'waiting@example.com';
    await server.database.repositories.users.create({ email, username: 'waiting', name: 'Wendy Waiting', emailVerified: true });
    const known = await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    const unknown = await server.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    // The mail is on its way all the same: the server has connected to send it.
    await expect.poll(() => sockets.size).toBeGreaterThan(0);
  });
});
