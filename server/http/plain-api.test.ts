import { createServer, request, ServerResponse, type IncomingMessage } from 'node:http';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/contract/errors';
import { createApp } from '../app';
import { openTestDatabase } from '../testing/test-databases';
import { ApiError } from './api-error';
import { errorHandler } from './error-handler';
import { listen } from './listen';
import { plainApi, servePlainApiFirst, type PlainApiOptions } from './plain-api';
import { createRouteTable } from './routing/route-table';

// Contract reads answered before Express must answer as Express's chain would, and every request that
// chain would treat differently must still go to it.

const servers: ReturnType<typeof createServer>[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

function setUp(trustProxy?: boolean) {
  const logged: string[] = [];
  const logger = { info: () => undefined, warn: () => undefined, error: (message: string) => void logged.push(message) };
  const expressSaw: string[] = [];
  const app = express();
  if (trustProxy !== undefined) app.set('trust proxy', trustProxy);
  app.use((req, _res, next) => {
    expressSaw.push(`${req.method} ${req.path}`);
    next();
  });
  app.use(express.json());
  const routes = createRouteTable();
  routes.add('get', '/api/things/:id', async (req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        id: req.params.id,
        query: req.query,
        ip: req.ip,
        host: req.hostname,
        authorization: req.get('authorization') ?? null,
        hasBody: req.body !== undefined,
        responseReprototyped: Object.getPrototypeOf(res) !== ServerResponse.prototype,
      }),
    );
  });
  routes.add('get', '/api/refused', async () => {
    throw new ApiError(409, 'Refused here', ERROR_CODES.conflict);
  });
  routes.add('get', '/api/broken', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  routes.add('get', '/api/partial', async (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
    res.write('{"started":');
    throw new ApiError(429, 'Too many', ERROR_CODES.rateLimited, undefined, 30);
  });
  routes.add('get', '/api/auth/thing', async (_req, res) => void res.end('table'));
  app.use((_req, res, next) => {
    res.setHeader('X-Went', 'express');
    next();
  });
  app.use(routes.middleware);
  app.use((_req, res) => void res.status(404).json({ message: 'none' }));
  app.use(errorHandler(logger));
  const options: PlainApiOptions = {
    app,
    routes,
    apiPath: /^\/api(?:\/|$)/i,
    servedEarlier: /^\/api\/auth\//i,
    setSecurityHeaders: (res) => res.setHeader('X-Security', 'set'),
    logger,
  };
  servePlainApiFirst(options);
  return { app, options, logged, expressSaw };
}

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sent with node:http, which sends a GET's body and its length as given, as a client may. */
async function served(app: express.Express) {
  const server = createServer(app);
  servers.push(server);
  const port = await listen(server, 0, '127.0.0.1');
  return (path: string, { method = 'GET', headers = {}, body }: Call = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string; body?: Record<string, unknown> }>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('error', reject);
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            headers: answer.headers,
            text,
            body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : undefined,
          }),
        );
      });
      sent.on('error', reject);
      sent.end(body);
    });
}

describe('contract reads served before Express', () => {
  it("answers a read without Express's chain, reading the request as Express would", async () => {
    const { app, expressSaw } = setUp();
    const call = await served(app);
    const plain = await call('/api/things/a%20b?x=1&x=2&y=', { headers: { authorization: 'Bearer t1' } });
    expect(expressSaw).toEqual([]);
    expect(plain.status).toBe(200);
    expect(plain.headers['x-security']).toBe('set');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['x-went']).toBeUndefined();
    expect(plain.body).toEqual({
      id: 'a b',
      query: { x: ['1', '2'], y: '' },
      ip: '127.0.0.1',
      host: '127.0.0.1',
      authorization: 'Bearer t1',
      hasBody: false,
      responseReprototyped: false,
    });
    // The same read with an empty body goes through Express's chain; the handler reads the same.
    const viaExpress = await call('/api/things/a%20b?x=1&x=2&y=', { headers: { authorization: 'Bearer t1', 'content-length': '0' } });
    expect(expressSaw).toEqual(['GET /api/things/a%20b']);
    expect(viaExpress.headers['x-went']).toBe('express');
    expect({ ...viaExpress.body, responseReprototyped: false }).toEqual(plain.body);
  });

  it.each([
    [undefined, { ip: '127.0.0.1', host: '127.0.0.1' }],
    [true, { ip: '203.0.113.9', host: 'brand.example' }],
  ])('takes the client and host from forwarded headers only as trust proxy %s says', async (trustProxy, expected) => {
    const call = await served(setUp(trustProxy).app);
    const answer = await call('/api/things/t', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'brand.example:8443' } });
    expect(answer.body).toMatchObject(expected);
  });

  it('answers a failing read with the one error shape, logging only what was unexpected, and goes on serving', async () => {
    const { app, logged, expressSaw } = setUp();
    const call = await served(app);
    const refused = await call('/api/refused');
    expect([refused.status, refused.body]).toEqual([409, { message: 'Refused here', code: ERROR_CODES.conflict }]);
    expect(refused.headers['x-security']).toBe('set');
    const broken = await call('/api/broken');
    expect(broken.status).toBe(500);
    expect(broken.text).not.toContain('secret');
    expect(broken.body?.code).toBe(ERROR_CODES.internal);
    expect(logged).toEqual(['GET /api/broken failed']);
    expect((await call('/api/things/next')).status).toBe(200);
    expect(expressSaw).toEqual([]);
  });

  it('cuts an answer that fails once under way, and goes on serving', async () => {
    const { app, expressSaw } = setUp();
    const call = await served(app);
    await expect(call('/api/partial')).rejects.toThrow();
    expect((await call('/api/things/next')).status).toBe(200);
    expect(expressSaw).toEqual([]);
  });

  it("leaves to Express's chain what it would treat differently", async () => {
    const { app, expressSaw } = setUp();
    const call = await served(app);
    expect((await call('/api/things/t', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } })).body).toEqual({ message: 'none' });
    expect((await call('/api/things/t', { method: 'HEAD' })).status).toBe(200);
    const malformed = await call('/api/things/t', { body: '{', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    expect([malformed.status, malformed.body?.code]).toEqual([400, ERROR_CODES.malformedJson]);
    expect((await call('/api/auth/thing')).headers['x-went']).toBe('express');
    expect((await call('/api/things/%E0%A4%A')).status).toBe(400);
    expect((await call('/api/nothing')).body).toEqual({ message: 'none' });
    expect(expressSaw).toEqual(
      expect.arrayContaining(['POST /api/things/t', 'HEAD /api/things/t', 'GET /api/auth/thing', 'GET /api/things/%E0%A4%A', 'GET /api/nothing']),
    );
  });

  it('passes on, untouched, URLs that Express parses its own way', () => {
    const { options } = setUp();
    const plain = plainApi(options);
    const untouched = new ServerResponse({ method: 'GET' } as IncomingMessage);
    for (const url of ['/api/things/a\tb', '/api/things/a b', '/api/things/t#x', 'http://host/api/things/t', '*', '', '/api/things/t\u00a0']) {
      expect(plain({ method: 'GET', url, headers: {} } as IncomingMessage, untouched)).toBe(false);
    }
    expect(untouched.getHeaderNames()).toEqual([]);
  });
});

describe("the app's chain before the contract's routes", () => {
  it('holds only steps plain-api repeats (headers, no-store) or leaves to Express (bodies, the OpenAPI document, social sign-in)', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      const app = createApp({ database, version: 'test', publicUrl: 'http://127.0.0.1' });
      interface Layer {
        name: string;
        route?: { path: string; methods: Record<string, boolean> };
        handle: { stack?: Layer[] };
      }
      const describeLayer = (layer: Layer) =>
        layer.route ? `${Object.keys(layer.route.methods).join(',')} ${layer.route.path}` : layer.name;
      const appStack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
      const api = appStack.find((layer) => layer.handle.stack?.some((inner) => inner.name === 'middleware'))!;
      const apiStack = api.handle.stack!;
      const beforeRoutes = apiStack.slice(0, apiStack.findIndex((layer) => layer.name === 'middleware')).map(describeLayer);
      // A step added here must be repeated in plain-api.ts, or the requests it concerns left to Express there.
      expect(appStack.slice(0, appStack.indexOf(api)).map(describeLayer)).toEqual(['securityHeadersStep']);
      expect(beforeRoutes).toEqual(['post /api/businesses/import', 'jsonParser', 'noStoreStep', 'get /api/openapi.json', 'socialAuthStep']);
    } finally {
      await database.close();
    }
  });
});
