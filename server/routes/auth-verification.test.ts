import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Body = Record<string, unknown> & { message?: string; code?: string; token?: string; email?: string };

describe.each(DIALECTS)('email verification on %s', (dialect) => {
  let server: TestServer;
  let mail: MailCapture;
  let now = new Date('2026-11-01T12:00:00.000Z');
  let counter = 0;
  const email = () => `verify${++counter}-${dialect}@example.com`;

  const register = (address: string) =>
    server.request<Body & { user: { email: string; username: string } }>('POST', '/api/auth/register', {
      body: { name: 'Vera Verify', email: address, password: 'correct horse', role: 'business' },
    });
  const login = (identifier: string, password = 'correct horse') =>
    server.request<Body>('POST', '/api/auth/login', { body: { email: identifier, password } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(dialect, { clock: () => now, smtp: { url: mail.url, from: 'Citewise <no-reply@example.com>' } });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('says verification is on when mail is configured', async () => {
    const response = await server.request('GET', '/api/auth/providers');
    expect(response.body).toMatchObject({ emailVerification: true });
  });

  it('registers without a session and mails a single-use link that lands on the login banner', async () => {
    const address = email();
    const registered = await register(address);
    expect(registered.status).toBe(201);
    expect(registered.body.requiresVerification).toBe(true);
    expect(registered.body.token).toBeUndefined();

    const message = await mail.waitFor(address, /verify your email/i);
    expect(message.from).toBe('no-reply@example.com');
    const link = message.links.find((l) => l.includes('/verify-email?token='));
    expect(link).toBeDefined();
    expect(link!.startsWith(server.baseUrl)).toBe(true);
    expect(message.html).toContain('Verify email');

    const refused = await login(address);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Please verify your email address before signing in.', code: 'EMAIL_NOT_VERIFIED' });

    const verified = await server.request<Body>('POST', '/api/auth/verify-email', { body: { token: tokenOf(link!) } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: address });

    const again = await server.request<Body>('POST', '/api/auth/verify-email', { body: { token: tokenOf(link!) } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This verification link is invalid or has expired.');

    const signedIn = await login(address);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
  });

  it('keeps the wrong-password answer ahead of the verification one', async () => {
    const address = email();
    await register(address);
    const response = await login(address, 'wrong password');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets a link live 24 hours and no longer', async () => {
    const address = email();
    await register(address);
    const link = (await mail.waitFor(address, /verify your email/i)).links[0]!;
    const started = now;
    now = new Date(started.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await server.request<Body>('POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } });
      expect(expired.status).toBe(400);
    } finally {
      now = started;
    }
  });

  it('resends a fresh link and retires the old one', async () => {
    const address = email();
    await register(address);
    const first = (await mail.waitFor(address, /verify your email/i)).links[0]!;
    const resent = await server.request('POST', '/api/auth/resend-verification', { body: { email: address } });
    expect(resent.body).toEqual({ success: true });
    await expect.poll(() => mail.messages.filter((m) => m.to.includes(address)).length).toBe(2);
    const second = mail.messages.filter((m) => m.to.includes(address))[1]!.links[0]!;
    expect(second).not.toBe(first);

    expect((await server.request('POST', '/api/auth/verify-email', { body: { token: tokenOf(first) } })).status).toBe(400);
    expect((await server.request('POST', '/api/auth/verify-email', { body: { token: tokenOf(second) } })).status).toBe(200);
  });

  it('answers resend the same whether or not the account exists', async () => {
    const unknown = await server.request('POST', '/api/auth/resend-verification', { body: { email: 'ghost@example.com' } });
    const address = email();
    await register(address);
    const known = await server.request('POST', '/api/auth/resend-verification', { body: { email: address } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('does not reveal a taken email at registration, and tells the owner by mail', async () => {
    const address = email();
    const first = await register(address);
    const second = await register(address);
    expect(second.status).toBe(first.status);
    expect(Object.keys(second.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(Object.keys(second.body.user).sort()).toEqual(Object.keys(first.body.user).sort());
    // Neither answer shows an organization (a new account's used to be shown, a taken address's not).
    expect([first.body.organization, second.body.organization]).toEqual([null, null]);
    expect(second.body.requiresVerification).toBe(true);
    const notice = await mail.waitFor(address, /already have a citewise account/i);
    expect(notice.text).toContain('Someone tried to create a Citewise account');
  });

  it('reaches the mail limit at registration alike whether or not the address has an account', async () => {
    const taken = email();
    await register(taken);
    const free = email();
    for (const address of [taken, free]) {
      // The sign-up above mailed `taken` once already; four more reach its limit of five an hour.
      const asks = address === taken ? 4 : 5;
      for (let i = 0; i < asks; i += 1) {
        expect((await server.request('POST', '/api/auth/forgot-password', { body: { email: address } })).status).toBe(200);
      }
    }
    const again = await register(taken);
    const fresh = await register(free);
    expect([again.status, fresh.status]).toEqual([429, 429]);
    expect(again.body).toEqual(fresh.body);
  });

  it('changes the email only once the link sent to the new address is opened', async () => {
    const address = email();
    const registered = await register(address);
    const link = (await mail.waitFor(address, /verify your email/i)).links[0]!;
    await server.request('POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } });
    const token = (await login(address)).body.token!;

    const wrong = await server.request<Body>('POST', '/api/auth/change-email', {
      token,
      body: { email: `new-${address}`, currentPassword: 'not it' },
    });
    expect(wrong.status).toBe(400);
    const unchanged = await server.request<Body>('POST', '/api/auth/change-email', {
      token,
      body: { email: registered.body.user.email, currentPassword: 'correct horse' },
    });
    expect(unchanged.status).toBe(200);

    const requested = await server.request<Body & { user: { email: string }; pendingEmail: string }>('POST', '/api/auth/change-email', {
      token,
      body: { email: `new-${address}`, currentPassword: 'correct horse' },
    });
    expect(requested.body.user.email).toBe(address);
    expect(requested.body.pendingEmail).toBe(`new-${address}`);
    const sent = await mail.waitFor(`new-${address}`, /verify your email/i);
    expect((await login(address)).status).toBe(200);

    const confirmed = await server.request<Body>('POST', '/api/auth/verify-email', { body: { token: tokenOf(sent.links[0]!) } });
    expect(confirmed.body).toEqual({ email: `new-${address}` });
    expect((await login(`new-${address}`)).status).toBe(200);
    expect((await login(address)).status).toBe(401);
  });

  it('refuses an email address another account has', async () => {
    const mine = email();
    const theirs = email();
    await register(mine);
    await register(theirs);
    for (const address of [mine, theirs]) {
      const link = (await mail.waitFor(address, /verify your email/i)).links[0]!;
      await server.request('POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } });
    }
    const token = (await login(mine)).body.token!;
    const response = await server.request<Body>('POST', '/api/auth/change-email', {
      token,
      body: { email: theirs, currentPassword: 'correct horse' },
    });
    expect(response.status).toBe(409);
  });

  it('signs in by username as well as by email', async () => {
    const address = email();
    const registered = await register(address);
    const link = (await mail.waitFor(address, /verify your email/i)).links[0]!;
    await server.request('POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } });
    const byUsername = await login(registered.body.user.username.toUpperCase());
    expect(byUsername.status).toBe(200);
  });
});

describe('without mail configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs new accounts in at once and says verification is off', async () => {
    const registered = await server.request<Body>('POST', '/api/auth/register', {
      body: { name: 'Nomail Nora', email: 'nora@example.com', password: 'correct horse', role: 'business' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.token).toEqual(expect.any(String));
    expect(registered.body.requiresVerification).toBeUndefined();
    expect((await server.request('GET', '/api/auth/providers')).body).toMatchObject({ emailVerification: false });
  });

  it('changes the email at once when no link can be mailed', async () => {
    const registered = await server.request<Body>('POST', '/api/auth/register', {
      body: { name: 'Nomail Ned', email: 'ned@example.com', password: 'correct horse', role: 'business' },
    });
    const changed = await server.request<{ user: { email: string }; pendingEmail: string | null }>('POST', '/api/auth/change-email', {
      token: registered.body.token,
      body: { email: 'ned@new.example.com', currentPassword: 'correct horse' },
    });
    expect(changed.body).toMatchObject({ user: { email: 'ned@new.example.com' }, pendingEmail: null });
  });

  it('does not carry a proved address over to one nobody proved', async () => {
    const registered = await server.request<Body & { user: { id: string } }>('POST', '/api/auth/register', {
      body: { name: 'Nomail Nell', email: 'nell@example.com', password: 'correct horse', role: 'business' },
    });
    // Proved earlier (mail was on then, say).
    await server.database.repositories.users.update(registered.body.user.id, { emailVerified: true });
    const changed = await server.request<{ user: { email: string; emailVerified: boolean } }>('POST', '/api/auth/change-email', {
      token: registered.body.token,
      body: { email: 'victim@corp.example.com', currentPassword: 'correct horse' },
    });
    expect(changed.body.user).toMatchObject({ email: 'victim@corp.example.com', emailVerified: false });
    expect((await server.database.repositories.users.findById(registered.body.user.id))?.emailVerified).toBe(false);
  });

  it('still answers forgot-password neutrally', async () => {
    const response = await server.request('POST', '/api/auth/forgot-password', { body: { email: 'nora@example.com' } });
    expect(response.body).toEqual({ success: true });
  });
});
