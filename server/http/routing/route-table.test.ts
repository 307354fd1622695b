import { createServer } from 'node:http';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '../listen';
import { createRouteTable } from './route-table';

// The contract's routes in one table must match as Express's router matched them route by route.

const servers: ReturnType<typeof createServer>[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** The app served on a port of its own; each call answers its status and parsed body. */
async function served(app: express.Express) {
  const server = createServer(app);
  servers.push(server);
  const port = await listen(server, 0, '127.0.0.1');
  return async (method: string, path: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as { name?: string; params?: unknown; message?: string }) : undefined };
  };
}

function appWith(routes: [method: string, path: string, name: string][]) {
  const table = createRouteTable();
  for (const [method, path, name] of routes) {
    table.add(method, path, async (req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ name, params: req.params }));
    });
  }
  const app = express();
  app.use(table.middleware);
  app.use((_req, res) => {
    res.status(404).json({ name: 'none' });
  });
  app.use((error: { status?: number; message: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.status ?? 500).json({ message: error.message });
  });
  return app;
}

describe('the route table', () => {
  const app = served(appWith([
    ['get', '/api/businesses', 'list'],
    ['post', '/api/businesses', 'create'],
    ['get', '/api/businesses/export', 'export'],
    ['get', '/api/businesses/:id', 'detail'],
    ['get', '/api/businesses/:id/listings/:listingId', 'listing'],
    ['get', '/api/reports/:id', 'report'],
    ['get', '/api/reports/latest', 'shadowed'],
  ]));
  const call = async (method: string, path: string) => (await app)(method, path);

  it('finds a fixed path and a pattern by method, with decoded params', async () => {
    expect((await call('GET', '/api/businesses')).body).toEqual({ name: 'list', params: {} });
    expect((await call('POST', '/api/businesses')).body).toEqual({ name: 'create', params: {} });
    expect((await call('GET', '/api/businesses/export')).body?.name).toBe('export');
    expect((await call('GET', '/api/businesses/a%20b')).body).toEqual({ name: 'detail', params: { id: 'a b' } });
    expect((await call('GET', '/api/businesses/b1/listings/l2')).body).toEqual({ name: 'listing', params: { id: 'b1', listingId: 'l2' } });
  });

  it('matches as Express does: any case, one trailing slash, HEAD by GET, the first route added first', async () => {
    expect((await call('GET', '/API/Businesses/')).body?.name).toBe('list');
    expect((await call('GET', '/api/businesses/B1/')).body).toEqual({ name: 'detail', params: { id: 'B1' } });
    expect((await call('HEAD', '/api/businesses')).status).toBe(200);
    expect((await call('GET', '/api/reports/latest')).body).toEqual({ name: 'report', params: { id: 'latest' } });
  });

  it('passes on what it does not serve, and answers a malformed escape with a 400', async () => {
    expect((await call('DELETE', '/api/businesses')).body?.name).toBe('none');
    expect((await call('GET', '/api/businesses//')).body?.name).toBe('none');
    expect((await call('GET', '/api/businesses/a/b')).body?.name).toBe('none');
    expect((await call('GET', '/api/businesses-and-more')).body?.name).toBe('none');
    const malformed = await call('GET', '/api/businesses/%E0%A4%A');
    expect(malformed.status).toBe(400);
  });

  it('hands a handler that fails to the error handler', async () => {
    const table = createRouteTable();
    table.add('get', '/api/fails', async () => {
      throw Object.assign(new Error('Refused'), { status: 409 });
    });
    const failing = express();
    failing.use(table.middleware);
    failing.use((error: { status: number; message: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error.status).json({ message: error.message });
    });
    const answer = await (await served(failing))('GET', '/api/fails');
    expect([answer.status, answer.body]).toEqual([409, { message: 'Refused' }]);
  });
});
