import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

describe.each(DIALECTS)('auth API on %s', (dialect) => {
  let server: TestServer;
  let now = new Date('2026-11-01T12:00:00.000Z');
  let counter = 0;
  const email = () => `person${++counter}-${dialect}@example.com`;

  const register = (overrides: Record<string, unknown> = {}) =>
    server.request<{
      user: Record<string, unknown>;
      token: string;
      organization: Record<string, unknown>;
      message?: string;
    }>(
      'POST',
      '/api/auth/register',
      { body: { name: 'Dana Diner', email: email(), password: 'correct horse', role: 'business', ...overrides } },
    );

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: () => now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers an account with its own organization and a session', async () => {
    const response = await register({ role: 'business_pro', email: 'Mixed.Case@Example.com' });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'mixed.case@example.com', role: 'business_pro', name: 'Dana Diner' });
    expect(response.body.organization).toMatchObject({ plan: 'business_pro', role: 'owner', type: 'standard' });
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.text).not.toMatch(/password|argon2/i);
  });

  it('never accepts admin from the outside', async () => {
    const response = await register({ role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { role: expect.any(Array) } });
  });

  it('answers bad input with field errors and their messages', async () => {
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'A', email: 'not-an-email', password: 'short', role: 'business' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('refuses a second account for the same email', async () => {
    const first = await register();
    const again = await register({ email: first.body.user.email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('signs in, validates the token, and logs out for good', async () => {
    const created = await register();
    const login = await server.request<{ token: string; user: { lastLogin: string } }>('POST', '/api/auth/login', {
      body: { email: created.body.user.email, password: 'correct horse' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.lastLogin).toBe(now.toISOString());

    const validated = await server.request('GET', '/api/auth/validate', { token: login.body.token });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({ user: { email: created.body.user.email }, organization: { role: 'owner' } });

    expect((await server.request('POST', '/api/auth/logout', { token: login.body.token })).status).toBe(200);
    const after = await server.request('GET', '/api/auth/validate', { token: login.body.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_NOT_FOUND');
    // The other session of the same account is untouched.
    expect((await server.request('GET', '/api/auth/validate', { token: created.body.token })).status).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const created = await register();
    const wrong = await server.request('POST', '/api/auth/login', {
      body: { email: created.body.user.email, password: 'incorrect horse' },
    });
    const unknown = await server.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'incorrect horse' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('requires both login fields, each with its message', async () => {
    const response = await server.request('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      email: ['Email or username is required'],
      password: ['Password is required'],
    });
  });

  it('tells missing, malformed, unknown and expired tokens apart by code', async () => {
    expect((await server.request('GET', '/api/auth/validate')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const malformed = await server.request('GET', '/api/auth/validate', { headers: { authorization: 'Bearer nope' } });
    expect(malformed.status).toBe(401);
    expect(malformed.body.code).toBe('INVALID_TOKEN');
    const unknown = await server.request('GET', '/api/auth/validate', { token: 'A'.repeat(43) });
    expect(unknown.body.code).toBe('SESSION_NOT_FOUND');

    const created = await register();
    const started = now;
    now = new Date(started.getTime() + 31 * 24 * 60 * 60 * 1000);
    try {
      const expired = await server.request('GET', '/api/auth/validate', { token: created.body.token });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('SESSION_EXPIRED');
    } finally {
      now = started;
    }
    // An expired session is gone, not merely refused.
    expect((await server.request('GET', '/api/auth/validate', { token: created.body.token })).body.code).toBe(
      'SESSION_NOT_FOUND',
    );
  });

  it('ignores a stale token on public routes', async () => {
    const response = await server.request('POST', '/api/auth/login', {
      token: 'B'.repeat(43),
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
  });
});
