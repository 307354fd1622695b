import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../server/http/security-headers';
import { FakeSession } from './testing/fake-electron';
import { applySessionRules } from './session-rules';

const APP_ORIGIN = 'http://127.0.0.1:43117';
const SECRET = 'per-launch-secret-0123456789abcdef';

function setUp() {
  const session = new FakeSession();
  applySessionRules(session, APP_ORIGIN, SECRET);
  return session;
}

/** The CSP header the server itself sends. */
function serverCsp(): string {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  securityHeaders()(res);
  const csp = headers['content-security-policy'];
  if (!csp) throw new Error('the server sent no CSP');
  return csp;
}

describe('applySessionRules', () => {
  it('adds the launch secret to requests for the app origin, keeping their headers', () => {
    const session = setUp();

    expect(session.requestHeadersFor(`${APP_ORIGIN}/api/businesses`, { Accept: 'application/json' })).toEqual({
      Accept: 'application/json',
      'x-launch-secret': SECRET,
    });
    expect(session.requestHeadersFor(`${APP_ORIGIN}/assets/index-abc.js`)).toEqual({ 'x-launch-secret': SECRET });
  });

  it.each([
    'https://maps.googleapis.com/x',
    'http://127.0.0.1:43118/api/health',
    'http://localhost:43117/api/health',
    `http://127.0.0.1:43117@evil.example/`,
  ])('never sends the secret to %s', (url) => {
    const session = setUp();

    expect(session.requestHeadersFor(url, { Accept: '*/*' })).toEqual({ Accept: '*/*' });
  });

  it('gives the app’s pages the server’s CSP, replacing any other', () => {
    const session = setUp();

    const headers = session.responseHeadersFor(`${APP_ORIGIN}/`, {
      'content-security-policy': ["default-src *"],
      'Content-Type': ['text/html'],
    });

    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [serverCsp()] });
  });

  it('leaves other origins’ responses alone', () => {
    const session = setUp();
    const headers = { 'Content-Type': ['image/png'] };

    expect(session.responseHeadersFor('https://logo.example/logo.png', headers)).toEqual(headers);
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen'])('denies %s', (permission) => {
    const session = setUp();

    expect(session.requestPermission(permission)).toEqual({ requested: false, checked: false });
  });
});
