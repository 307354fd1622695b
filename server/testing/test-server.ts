import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../app';
import { answerClientErrorsAsJson } from '../http/client-errors';
import type { Database, Dialect } from '../db/repositories';
import type { Scheduler } from '../jobs/scheduled-work';
import { openTestDatabase } from './test-databases';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  database: Database;
  baseUrl: string;
  /** Not started, so no timer runs in tests: `await server.scheduler.tick()` runs a round of scheduled scans. */
  scheduler: Scheduler;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
      /** The client address the server sees; each request gets a fresh one unless given. */
      ip?: string;
    },
  ): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * The real app on its own database (or the one given, which it then closes) and a free port, spoken
 * to over HTTP.
 */
export async function startTestServer(dialect: Dialect, deps: Partial<AppDeps> = {}): Promise<TestServer> {
  const database = deps.database ?? (await openTestDatabase(dialect));
  const server = createServer();
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Behind a trusted proxy header, each request can come from its own address, so address-based
  // rate limits apply only where a test pins one.
  const app = createApp({ version: 'test', publicUrl: baseUrl, trustProxy: true, ...deps, database });
  server.on('request', app);
  await app.jobs.start();
  let addresses = 0;

  return {
    database,
    baseUrl,
    scheduler: app.scheduler,
    async request(method, path, options = {}) {
      const n = ++addresses;
      const ip = options.ip ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const headers: Record<string, string> = { 'x-forwarded-for': ip, ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(baseUrl + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Non-JSON answers are checked through `text`.
      }
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.scheduler.stop();
      await app.jobs.stop();
      await database.close();
    },
  };
}
