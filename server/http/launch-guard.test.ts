import { mkdtempSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start-server';
import { LAUNCH_SECRET_HEADER, launchGuard } from './launch-guard';

const SECRET = 'b1c7f0c3e2a94d5e8f60a1b2c3d4e5f6';

interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

// node:http rather than fetch: fetch will not send a Host header of the caller's choosing.
function get(port: number, urlPath: string, headers: Record<string, string | string[]>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function guardedApp(): Promise<number> {
  const app = express();
  let port = 0;
  app.use((req, res, next) => launchGuard({ secret: SECRET, allowedHosts: [`127.0.0.1:${port}`] })(req, res, next));
  app.get('/api/ping', (_req, res) => {
    res.json({ pong: true });
  });
  app.get('/businesses', (_req, res) => {
    res.type('text/html').send('<p>app</p>');
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  port = (server.address() as AddressInfo).port;
  return port;
}

describe('launchGuard', () => {
  it('lets through a request with the secret and the allowed host', async () => {
    const port = await guardedApp();

    const api = await get(port, '/api/ping', { host: `127.0.0.1:${port}`, [LAUNCH_SECRET_HEADER]: SECRET });
    const page = await get(port, '/businesses', { host: `127.0.0.1:${port}`, [LAUNCH_SECRET_HEADER]: SECRET });

    expect(api).toMatchObject({ status: 200, body: '{"pong":true}' });
    expect(page).toMatchObject({ status: 200, body: '<p>app</p>' });
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret of the same length', { [LAUNCH_SECRET_HEADER]: SECRET.replace(/.$/, '0') }],
    ['a prefix of the secret', { [LAUNCH_SECRET_HEADER]: SECRET.slice(0, 16) }],
    ['the secret twice', { [LAUNCH_SECRET_HEADER]: [SECRET, SECRET] }],
    ['an empty secret', { [LAUNCH_SECRET_HEADER]: '' }],
  ])('refuses %s with 403 and the JSON error shape on /api', async (_case, headers) => {
    const port = await guardedApp();

    const response = await get(port, '/api/ping', { host: `127.0.0.1:${port}`, ...headers });

    expect(response.status).toBe(403);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
  });

  it('refuses pages with a plain 403', async () => {
    const port = await guardedApp();

    const response = await get(port, '/businesses', { host: `127.0.0.1:${port}` });

    expect(response).toEqual({ status: 403, contentType: expect.stringMatching(/^text\/plain/), body: 'Forbidden' });
  });

  it.each([
    ['a rebound domain', (port: number) => `evil.example:${port}`],
    ['localhost', (port: number) => `localhost:${port}`],
    ['another port', (port: number) => `127.0.0.1:${port + 1}`],
    ['no port', () => '127.0.0.1'],
  ])('refuses the right secret sent to %s', async (_case, hostOf) => {
    const port = await guardedApp();

    const response = await get(port, '/api/ping', { host: hostOf(port), [LAUNCH_SECRET_HEADER]: SECRET });

    expect(response.status).toBe(403);
  });

  it('will not start with a short secret', () => {
    expect(() => launchGuard({ secret: 'short', allowedHosts: ['127.0.0.1:1'] })).toThrow(/at least 16/);
  });
});

describe('startServer with a launch secret', () => {
  it('guards every route and accepts only the address it listens on', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-guard-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server: RunningServer = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      launchSecret: SECRET,
      logger: silentLogger,
    });
    cleanups.push(() => server.close());
    const host = `127.0.0.1:${server.port}`;

    expect((await get(server.port, '/api/health', { host, [LAUNCH_SECRET_HEADER]: SECRET })).status).toBe(200);
    expect((await get(server.port, '/api/health', { host })).status).toBe(403);
    expect((await get(server.port, '/api/openapi.json', { host })).status).toBe(403);
    expect((await get(server.port, '/', { host })).status).toBe(403);
    expect((await get(server.port, '/api/health', { host: `localhost:${server.port}`, [LAUNCH_SECRET_HEADER]: SECRET })).status).toBe(403);
  });

  it('stays open to every client without one, as npm start runs it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-guard-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, logger: silentLogger });
    cleanups.push(() => server.close());

    expect((await get(server.port, '/api/health', { host: `localhost:${server.port}` })).status).toBe(200);
  });
});
