import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '../http/listen';

/*
 * Web sites for the listing-pages tests: one node:http server on a loopback address that answers
 * for any number of host names (by the Host header), each with its own routes, robots.txt included.
 * The tests resolve those names to the server themselves. Every request is logged with its host,
 * path and headers, so a test can prove a page was never fetched.
 */

export type SiteRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface SiteRequest {
  host: string;
  path: string;
  userAgent: string | null;
  acceptEncoding: string | null;
}

export interface ListingSiteServer {
  address: string;
  port: number;
  /** http://host:port + path. */
  url(host: string, path: string): string;
  /** Answers `path` on `host` ('*' for any host without a route of its own). */
  route(host: string, path: string, handler: SiteRoute): void;
  readonly requests: SiteRequest[];
  close(): Promise<void>;
}

export async function startListingSiteServer(address = '127.0.0.1'): Promise<ListingSiteServer> {
  const routes = new Map<string, SiteRoute>();
  const requests: SiteRequest[] = [];
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = request.url ?? '/';
    requests.push({
      host,
      path,
      userAgent: request.headers['user-agent'] ?? null,
      acceptEncoding: typeof request.headers['accept-encoding'] === 'string' ? request.headers['accept-encoding'] : null,
    });
    const handler = routes.get(`${host} ${path}`) ?? routes.get(`* ${path}`);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  const port = await listen(server, 0, address);
  return {
    address,
    port,
    url: (host, path) => `http://${host}:${port}${path}`,
    route(host, path, handler) {
      routes.set(`${host.toLowerCase()} ${path}`, handler);
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 200 answer with this body and content type (and a Content-Length unless told otherwise). */
export function answer(contentType: string | null, body: string | Buffer, headers: Record<string, string> = {}): SiteRoute {
  return (_request, response) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    response.writeHead(200, { ...(contentType ? { 'content-type': contentType } : {}), 'content-length': String(bytes.length), ...headers });
    response.end(bytes);
  };
}

export function status(code: number, headers: Record<string, string> = {}): SiteRoute {
  return (_request, response) => {
    response.writeHead(code, { 'content-type': 'text/plain', ...headers }).end(`HTTP ${code}`);
  };
}

export function redirect(location: string, code = 302): SiteRoute {
  return status(code, { location });
}
