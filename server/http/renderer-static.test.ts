import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../shared/contract/organizations';
import type { PrerenderedManifest } from '../../shared/domain/prerendered-manifest';
import { rendererStatic, type RendererStaticOptions } from './renderer-static';

const page = (body: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="theme-color" content="#2563eb" />\n    <title>Citewise</title>\n  </head>\n` +
  `  <body><div id="root">${body}</div></body>\n</html>\n`;
const SHELL = page('');
const LOGIN = page('<h1>Welcome back</h1>');
const NOT_FOUND = page('<h1>Page not found</h1>');
const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
const SECRET = '{ "name": "a file beside the renderer that must never be served" }';
const MANIFEST: PrerenderedManifest = {
  pages: { '/login': 'login.html' },
  notFound: 'not-found.html',
  routedPaths: ['/', '/businesses', '/login'],
};
const WEB_MANIFEST = JSON.stringify({ name: 'Citewise', short_name: 'Citewise', theme_color: '#2563eb', icons: [{ src: '/icons/icon-192.png' }] });
const ACME: Brand = {
  name: 'Acme Listings',
  logoUrl: null,
  primaryColor: '#0f766e',
  secondaryColor: null,
  customCss: '.card { color: teal; }',
};

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Writes `<file>.br` and `<file>.gz` beside `file`, as the build does. */
function writeCopies(file: string, text: string): void {
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A built renderer: index.html, assets, and the prerendered pages unless `built` says otherwise,
 * with the build's compressed copies of index.html, login.html and one asset. It sits in a folder
 * beside a package.json (and its copies) that no request may reach.
 */
function builtRenderer({ built = true, prerendered = true } = {}): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'citewise-renderer-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  writeFileSync(path.join(parent, 'package.json'), SECRET);
  writeCopies(path.join(parent, 'package.json'), SECRET);
  const dir = path.join(parent, 'renderer');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'assets', 'main-abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), WEB_MANIFEST);
  writeCopies(path.join(dir, 'assets', 'main-abc.js'), SCRIPT);
  if (built) {
    writeFileSync(path.join(dir, 'index.html'), SHELL);
    writeCopies(path.join(dir, 'index.html'), SHELL);
  }
  if (prerendered) {
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(path.join(dir, 'prerendered', 'login.html'), LOGIN);
    writeCopies(path.join(dir, 'prerendered', 'login.html'), LOGIN);
    writeFileSync(path.join(dir, 'prerendered', 'not-found.html'), NOT_FOUND);
    writeFileSync(path.join(dir, 'prerendered', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return dir;
}

interface Served {
  port: number;
  hosts: Array<string | undefined>;
}

async function serve(dir: string, options: Partial<RendererStaticOptions> = {}): Promise<Served> {
  const hosts: Array<string | undefined> = [];
  const app = express();
  app.use(
    rendererStatic(dir, {
      prerendered: true,
      brandForHost: async (host) => {
        hosts.push(host);
        return host === 'listings.acme.example' ? ACME : undefined;
      },
      ...options,
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, hosts };
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as it came, before any content coding is undone. */
  bytes: Buffer;
}

interface GetOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
}

// node:http rather than fetch: fetch will not send a Host header of the caller's choosing, and
// undoes content codings on its own.
function get(port: number, urlPath: string, { method = 'GET', host, headers = {} }: GetOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers: host ? { ...headers, host } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body with its content coding undone. */
function decoded(response: RawResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.bytes).toString('utf8');
  if (coding === undefined) return response.body;
  throw new Error(`Unexpected content coding ${String(coding)}`);
}

const accepting = (acceptEncoding: string) => ({ headers: { 'accept-encoding': acceptEncoding } });
// What Chrome sends: gzip first, so a server keeping the browser's order would never pick brotli.
const CHROME = accepting('gzip, deflate, br, zstd');

describe('rendererStatic', () => {
  it.each([
    ['/login', LOGIN],
    ['/login?verified=true&email=ada%40example.com', LOGIN],
    ['/login?next=%2Finvitations%2Faccept%3Ftoken%3Dabc', LOGIN],
    ['/', SHELL],
    ['/businesses', SHELL],
    ['/businesses?page=2', SHELL],
    ['/login/', SHELL],
    ['/no-such-page', NOT_FOUND],
    ['/no-such-page?x=1', NOT_FOUND],
  ])('answers %s with its page, revalidated on every use', async (urlPath, expected) => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, urlPath);
    expect(response.status).toBe(expected === NOT_FOUND ? 404 : 200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(expected);
  });

  it('answers HEAD like GET, without the page', async () => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/login', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(LOGIN)));
    expect(response.body).toBe('');
  });

  it('keeps other methods for the routes after it', async () => {
    const { port } = await serve(builtRenderer());
    expect((await get(port, '/login', { method: 'POST' })).status).toBe(404);
  });

  it('serves hashed assets for a year', async () => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/assets/index-abc.js');
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the prerendered files only as the pages of their paths', async () => {
    const { port } = await serve(builtRenderer());
    expect((await get(port, '/prerendered/login.html')).body).toBe(NOT_FOUND);
    expect((await get(port, '/prerendered/manifest.json')).body).toBe(NOT_FOUND);
  });

  it('serves index.html everywhere when prerendering is off (the desktop window) or not built', async () => {
    const desktop = await serve(builtRenderer(), { prerendered: false });
    expect((await get(desktop.port, '/login')).body).toBe(SHELL);
    expect((await get(desktop.port, '/no-such-page')).body).toBe(SHELL);
    const older = await serve(builtRenderer({ prerendered: false }));
    expect((await get(older.port, '/login')).body).toBe(SHELL);
  });

  it('says so when nothing is built', async () => {
    const { port } = await serve(builtRenderer({ built: false, prerendered: false }));
    const response = await get(port, '/login');
    expect(response.status).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it.each([['/login'], ['/businesses'], ['/no-such-page']])("puts a custom domain's brand into %s", async (urlPath) => {
    const served = await serve(builtRenderer());
    const response = await get(served.port, urlPath, { host: 'listings.acme.example' });
    expect(served.hosts).toEqual(['listings.acme.example']);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Acme Listings</title>');
    expect(response.body).toContain('<html style="--color-primary:#0f766e;');
    expect(response.body).toContain('<style id="brand-css">.card { color: teal; }</style>');
  });

  it('asks for the brand by the host name alone', async () => {
    const served = await serve(builtRenderer());
    await get(served.port, '/login', { host: 'listings.acme.example:8443' });
    expect(served.hosts).toEqual(['listings.acme.example']);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['listings.acme.example"><script>alert(1)</script>'],
    ['evil.example/<img src=x onerror=alert(1)>'],
  ])('never writes the Host header %j into the page', async (host) => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/login', { host });
    expect(response.body).toBe(LOGIN);
  });

  it("gives a custom domain's installed app the brand's name and colour, and the product's elsewhere", async () => {
    const { port } = await serve(builtRenderer());
    const branded = await get(port, '/manifest.webmanifest', { host: 'listings.acme.example' });
    expect(branded.status).toBe(200);
    expect(branded.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(branded.body)).toEqual({ name: 'Acme Listings', short_name: 'Acme Listings', theme_color: '#0f766e', icons: [{ src: '/icons/icon-192.png' }] });
    const product = await get(port, '/manifest.webmanifest', { host: 'citewise.example' });
    expect(JSON.parse(product.body)).toEqual(JSON.parse(WEB_MANIFEST));
  });

  it.each([['red'], ['#12345g'], ['#0f766e" onload="x'], [null]])("keeps the product's colour for the brand colour %j", async (primaryColor) => {
    const brandForHost = async () => ({ ...ACME, primaryColor, name: '"},"start_url":"https://evil.example' });
    const { port } = await serve(builtRenderer(), { brandForHost });
    const manifest = JSON.parse((await get(port, '/manifest.webmanifest')).body) as Record<string, unknown>;
    expect(manifest.theme_color).toBe('#2563eb');
    expect(manifest.name).toBe('"},"start_url":"https://evil.example');
    expect(manifest).not.toHaveProperty('start_url');
    expect((await get(port, '/login', { host: 'listings.acme.example' })).body).not.toContain('#0f766e');
    expect((await get(port, '/login')).body).toContain('<meta name="theme-color" content="#2563eb"');
  });

  it('writes a brand name with markup in it as text', async () => {
    const name = '</title></style><script>alert(1)</script>';
    const customCss = '</style><script>alert(2)</script>';
    const { port } = await serve(builtRenderer(), { brandForHost: async () => ({ ...ACME, name, customCss }) });
    const response = await get(port, '/login');
    expect(response.body).toContain('<title>&lt;/title&gt;&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('brand-css');
  });
});

describe('rendererStatic compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
  ])("sends an asset's copy for Accept-Encoding %j: %s", async (acceptEncoding, coding) => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/assets/main-abc.js', accepting(acceptEncoding));
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.bytes.length));
    expect(decoded(response)).toBe(SCRIPT);
  });

  it.each([[undefined], [''], ['identity'], ['br;q=0, gzip;q=0'], ['*;q=0'], ['deflate'], ['br;q=0.5, identity'], ['br;q=bad']])(
    'sends the asset as it is for Accept-Encoding %j, still saying it varies',
    async (acceptEncoding) => {
      const { port } = await serve(builtRenderer());
      const response = await get(port, '/assets/main-abc.js', acceptEncoding === undefined ? {} : accepting(acceptEncoding));
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('answers HEAD with the headers of the copy, without it', async () => {
    const dir = builtRenderer();
    const { port } = await serve(dir);
    const response = await get(port, '/assets/main-abc.js', { method: 'HEAD', ...CHROME });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(readFileSync(path.join(dir, 'assets', 'main-abc.js.br')).length));
    expect(response.bytes.length).toBe(0);
  });

  it('sends a file without a copy as it is, with nothing to vary', async () => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/assets/index-abc.js', CHROME);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
  });

  it('gives each copy its own ETag, revalidated and ranged within that copy', async () => {
    const dir = builtRenderer();
    const { port } = await serve(dir);
    const plain = await get(port, '/assets/main-abc.js');
    const brotli = await get(port, '/assets/main-abc.js', CHROME);
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);

    const ifNoneMatch = (etag: unknown) => ({ headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect((await get(port, '/assets/main-abc.js', ifNoneMatch(brotli.headers.etag))).status).toBe(304);
    expect((await get(port, '/assets/main-abc.js', ifNoneMatch(plain.headers.etag))).status).toBe(200);

    const copy = readFileSync(path.join(dir, 'assets', 'main-abc.js.br'));
    const ranged = await get(port, '/assets/main-abc.js', { headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-encoding']).toBe('br');
    expect(ranged.headers['content-range']).toBe(`bytes 0-9/${copy.length}`);
    expect(ranged.bytes).toEqual(copy.subarray(0, 10));
  });

  it('serves the other files in their copies too, revalidated on every use', async () => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/index.html', CHROME);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(SHELL);
  });

  it.each([['/login', LOGIN], ['/businesses', SHELL]])('sends the page for %s in the build’s copy', async (urlPath, expected) => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, urlPath, accepting('gzip'));
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(decoded(response)).toBe(expected);
  });

  it.each([['gzip, deflate, br', 'br'], ['gzip', 'gzip']])(
    "compresses a page with a custom domain's brand put in as it is built, for %j",
    async (acceptEncoding, coding) => {
      const { port } = await serve(builtRenderer());
      const response = await get(port, '/login', { host: 'listings.acme.example', ...accepting(acceptEncoding) });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-length']).toBe(String(response.bytes.length));
      expect(response.headers.etag).toMatch(/^W\//);
      const html = decoded(response);
      expect(html).toContain('<h1>Welcome back</h1>');
      expect(html).toContain('<title>Acme Listings</title>');
      expect(html).toContain('<style id="brand-css">.card { color: teal; }</style>');

      const revalidated = await get(port, '/login', {
        host: 'listings.acme.example',
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(response.headers.etag) },
      });
      expect(revalidated.status).toBe(304);
      const head = await get(port, '/login', { method: 'HEAD', host: 'listings.acme.example', ...accepting(acceptEncoding) });
      expect(head.headers['content-length']).toBe(String(response.bytes.length));
      expect(head.bytes.length).toBe(0);
    },
  );

  it('sends a branded page as it is to a browser that takes no coding', async () => {
    const { port } = await serve(builtRenderer());
    const response = await get(port, '/login', { host: 'listings.acme.example', ...accepting('identity') });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toContain('<title>Acme Listings</title>');
  });

  it('never serves a copy by its own name', async () => {
    const { port } = await serve(builtRenderer());
    for (const urlPath of ['/assets/main-abc.js.br', '/assets/main-abc.js.gz', '/assets/main-abc.js%2ebr', '/assets/main-abc.js.BR']) {
      const response = await get(port, urlPath, CHROME);
      expect(response.status, urlPath).toBe(404);
      expect(response.headers['content-encoding'], urlPath).toBeUndefined();
    }
    // Outside /assets such a path is a page of the app, like any other it does not route.
    const response = await get(port, '/index.html.br', CHROME);
    expect(response.status).toBe(404);
    expect(decoded(response)).toBe(NOT_FOUND);
  });

  it.each([
    ['/assets/..%2f..%2fpackage.json'],
    ['/assets/..%2F..%2Fpackage.json'],
    ['/assets/%2e%2e/%2e%2e/package.json'],
    ['/assets/..%5c..%5cpackage.json'],
    ['/assets/main-abc.js.br%00'],
    ['/assets/main-abc.js%00'],
    ['/assets/main-abc.js%00.br'],
    ['/assets/%E0%A4%A'],
    ['/assets/'],
    ['/assets'],
  ])('keeps %s inside the renderer, compressed or not', async (urlPath) => {
    const { port } = await serve(builtRenderer());
    for (const options of [{}, CHROME, accepting('gzip')]) {
      const response = await get(port, urlPath, options);
      expect(response.status, urlPath).not.toBe(200);
      expect(response.headers['content-encoding'], urlPath).toBeUndefined();
      expect(response.body).not.toContain('never be served');
    }
  });

  it.each([['/..%2fpackage.json'], ['/%2e%2e/package.json'], ['/..%2fpackage.json.br'], ['/index.html%00']])(
    'answers %s outside /assets with a page, never a file beside the renderer',
    async (urlPath) => {
      const { port } = await serve(builtRenderer());
      for (const options of [{}, CHROME]) {
        const response = await get(port, urlPath, options);
        expect(response.status, urlPath).toBe(404);
        expect(decoded(response)).toBe(NOT_FOUND);
      }
    },
  );
});
