import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../shared/contract';
import { DIALECTS } from './testing/test-databases';
import { startTestServer, type TestServer } from './testing/test-server';

describe.each(DIALECTS)('app on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports health with its database and version', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: dialect === 'sqlite' ? 'sqlite' : 'postgres',
      version: 'test',
    });
  });

  it('serves a valid OpenAPI 3 document naming every contract route', async () => {
    const response = await server.request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const result = await validate(structuredClone(response.body) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);

    for (const area of Object.values(contract)) {
      for (const route of Object.values(area)) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        expect(response.body.paths[path]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
      }
    }
  });

  it('answers malformed JSON with the error shape, not a stack trace', async () => {
    const response = await server.request('POST', '/api/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
    expect(response.text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await server.request('POST', '/api/auth/login', {
      body: { email: 'x@example.com', password: 'p'.repeat(2_000_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request('GET', '/api/does-not-exist?x=1');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No API route GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('sends security headers and keeps API answers out of caches', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Reset and verification links carry tokens in the address; no page may pass them on.
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('serves the built app: hashed files cached for a year, the shell and service worker revalidated', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'citewise-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Citewise</title>');
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    const withApp = await startTestServer(dialect, { staticDir });
    try {
      const cacheControl = async (pathname: string) => (await withApp.request('GET', pathname)).headers.get('cache-control');
      expect(await cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
      expect(await cacheControl('/sw.js')).toBe('no-cache');
      expect(await cacheControl('/index.html')).toBe('no-cache');
      expect(await cacheControl('/citations')).toBe('no-cache');
      expect(await cacheControl('/api/health')).toBe('no-store');
      // As Express matched the /api mount: any case, the bare prefix, never a longer first segment.
      expect(await cacheControl('/API/Health')).toBe('no-store');
      expect(await cacheControl('/api')).toBe('no-store');
      expect(await cacheControl('/api/no-such-route?x=1')).toBe('no-store');
      expect(await cacheControl('/apis')).toBe('no-cache');
    } finally {
      await withApp.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('answers 503 and degraded when the database is unreachable', async () => {
    const broken = await startTestServer(dialect);
    await broken.database.close();
    try {
      const response = await broken.request('GET', '/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'degraded' });
    } finally {
      // The database is closed already; only the listener is left.
      await broken.close().catch(() => undefined);
    }
  });
});
