import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, fetchLogo, type LogoFetchOptions } from './logo';

// A real HTTPS server on loopback with a certificate made for "logo.test"; the tests resolve that
// name to it themselves, and let loopback through only where the test is not about addresses.

function image(format: 'png' | 'jpeg'): Buffer {
  const canvas = createCanvas(16, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = '#dc2626';
  context.fillRect(0, 0, 16, 16);
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg');
}

const PNG = image('png');
const JPEG = image('jpeg');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

type Route = (response: http.ServerResponse) => void;
const send = (type: string, body: Buffer): Route => (response) => {
  response.writeHead(200, { 'content-type': type, 'content-length': body.length });
  response.end(body);
};
const ROUTES: Record<string, Route> = {
  '/logo.png': send('image/png', PNG),
  '/logo.jpg': send('image/jpeg', JPEG),
  '/logo-untyped': send('application/octet-stream', PNG),
  '/logo.gif': send('image/gif', GIF),
  '/page.png': send('image/png', Buffer.from('<html>not an image</html>')),
  '/logo.html': send('text/html', PNG),
  '/large-declared.png': send('image/png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)])),
  '/large-streamed.png': (response) => {
    // No length up front: the cap has to hold while reading.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(PNG);
    for (let sent = 0; sent <= LOGO_MAX_BYTES; sent += 64 * 1024) response.write(Buffer.alloc(64 * 1024));
    response.end();
  },
  '/moved.png': (response) => {
    response.writeHead(302, { location: '/logo.png' });
    response.end();
  },
  '/hanging.png': () => {},
};

const requests: string[] = [];
const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
  requests.push(request.url ?? '');
  const route = ROUTES[request.url ?? ''];
  if (route) route(response);
  else response.writeHead(404).end();
};

let directory: string;
let certificate: string;
let httpsServer: https.Server;
let httpServer: http.Server;
let httpsPort: number;
let httpPort: number;

async function listen<T extends http.Server | https.Server>(server: T): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'logo-test-'));
  const keyFile = path.join(directory, 'key.pem');
  const certificateFile = path.join(directory, 'certificate.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certificateFile, '-days', '2', '-subj', '/CN=logo.test', '-addext', 'subjectAltName=DNS:logo.test',
  ], { stdio: 'ignore' });
  certificate = readFileSync(certificateFile, 'utf8');
  httpsServer = https.createServer({ key: readFileSync(keyFile), cert: certificate }, handle);
  httpServer = http.createServer(handle);
  [httpsPort, httpPort] = await Promise.all([listen(httpsServer), listen(httpServer)]);
});

afterAll(async () => {
  for (const server of [httpsServer, httpServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(directory, { recursive: true, force: true });
});

beforeEach(() => {
  requests.length = 0;
});

const toLoopback: LogoFetchOptions['lookup'] = async () => [{ address: '127.0.0.1', family: 4 }];
/** The test server, reached by name, with its certificate trusted and loopback let through. */
const viaTestServer = (extra: LogoFetchOptions = {}): LogoFetchOptions => ({
  lookup: toLoopback,
  isAllowedAddress: () => true,
  ca: certificate,
  ...extra,
});
const at = (pathname: string) => `https://logo.test:${httpsPort}${pathname}`;

describe('fetchLogo', () => {
  it('returns the bytes of a PNG or JPEG logo', async () => {
    expect(Buffer.from((await fetchLogo(at('/logo.png'), viaTestServer()))!)).toEqual(PNG);
    expect(Buffer.from((await fetchLogo(at('/logo.jpg'), viaTestServer()))!)).toEqual(JPEG);
    expect(Buffer.from((await fetchLogo(at('/logo-untyped'), viaTestServer()))!)).toEqual(PNG);
  });

  it.each([
    ['a GIF', '/logo.gif'],
    ['a page served as a PNG', '/page.png'],
    ['a PNG served as a page', '/logo.html'],
    ['over 1 MB by its length', '/large-declared.png'],
    ['over 1 MB as it arrives', '/large-streamed.png'],
    ['a redirect', '/moved.png'],
    ['missing', '/missing.png'],
  ])('gives null for %s', async (_case, pathname) => {
    expect(await fetchLogo(at(pathname), viaTestServer())).toBeNull();
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await fetchLogo(at('/hanging.png'), viaTestServer({ timeoutMs: 200 }))).toBeNull();
    expect(requests).toEqual(['/hanging.png']);
  });

  it('fetches over https only', async () => {
    expect(await fetchLogo(`http://logo.test:${httpPort}/logo.png`, viaTestServer())).toBeNull();
    expect(await fetchLogo('ftp://logo.test/logo.png', viaTestServer())).toBeNull();
    expect(requests).toEqual([]);
  });

  it('checks the certificate', async () => {
    expect(await fetchLogo(at('/logo.png'), viaTestServer({ ca: undefined }))).toBeNull();
  });

  it.each([
    ['loopback', [{ address: '127.0.0.1', family: 4 }]],
    ['a private network', [{ address: '10.0.0.5', family: 4 }]],
    ['the cloud metadata address', [{ address: '169.254.169.254', family: 4 }]],
    ['IPv6 loopback', [{ address: '::1', family: 6 }]],
    ['one private address among public ones', [{ address: '93.184.215.14', family: 4 }, { address: '127.0.0.1', family: 4 }]],
    ['no address', []],
  ])('refuses a host that resolves to %s, without connecting', async (_case, addresses) => {
    const logo = await fetchLogo(at('/logo.png'), { lookup: async () => addresses, ca: certificate });
    expect(logo).toBeNull();
    expect(requests).toEqual([]);
  });

  it('refuses a private address written in the URL', async () => {
    expect(await fetchLogo(`https://127.0.0.1:${httpsPort}/logo.png`, { ca: certificate })).toBeNull();
    expect(await fetchLogo(`https://[::1]:${httpsPort}/logo.png`, { ca: certificate })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('gives null, never an error, for an unusable address or a failed lookup', async () => {
    expect(await fetchLogo('not a url')).toBeNull();
    expect(await fetchLogo(at('/logo.png'), viaTestServer({ lookup: () => Promise.reject(new Error('ENOTFOUND')) }))).toBeNull();
  });
});
