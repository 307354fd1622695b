import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request } from 'express';
import type { Logger } from '../logger';
import { sendError } from './error-handler';
import type { RouteTable } from './routing/route-table';

// The contract's reads answered from node:http, before Express. Express's own work on every request
// (re-prototyping the request and the response, walking its chain) cost about a third of a list page's
// time, and made V8 promote more of each request's garbage to the old generation (a bare Express
// route under load: 4.4 MB a scavenge; node:http alone: none). Only a request that every earlier step
// of Express's chain would pass along untouched comes this way: a GET without a body, to a contract
// route under /api, outside what a step before the routes answers, on a server without a launch guard.
// Every other request goes to Express.

/** Characters that send Express's URL parser down its slower, different path: such requests go to Express. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

export interface PlainApiOptions {
  app: Express;
  routes: RouteTable;
  /** Where the API answers. */
  apiPath: RegExp;
  /** Paths a step before the route table in Express's chain may answer. */
  servedEarlier: RegExp;
  setSecurityHeaders(res: ServerResponse): void;
  logger: Logger;
}

/** Serves the request and answers true, or answers false and leaves it untouched for Express. */
export function plainApi({ app, routes, apiPath, servedEarlier, setSecurityHeaders, logger }: PlainApiOptions) {
  return (raw: IncomingMessage, res: ServerResponse): boolean => {
    const { url, headers } = raw;
    if (raw.method !== 'GET' || !url?.startsWith('/') || UNUSUAL_URL.test(url)) return false;
    // Express's body parser reads any body, a GET's too, and refuses a malformed one.
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!apiPath.test(path) || servedEarlier.test(path)) return false;
    let found;
    try {
      found = routes.find('GET', path);
    } catch {
      // A malformed escape in a param: Express's chain answers it with its 400.
      return false;
    }
    if (!found) return false;
    // The request as Express's getters read it (its query, and its ip and host name under the trust
    // proxy setting), in a new object, so the socket's request keeps its shape.
    const req = Object.create(app.request) as Request;
    Object.assign(req, { url, method: 'GET', headers, socket: raw.socket, params: found.params, body: undefined });
    setSecurityHeaders(res);
    res.setHeader('Cache-Control', 'no-store');
    found.handler(req, res)
      .catch((error: unknown) => sendError(logger, error, 'GET', path, res))
      // Nothing waits on this chain: a failure here would otherwise end the process.
      .catch(() => res.destroy());
    return true;
  };
}

/** Puts the plain way in front of the app: at Express's entry point, as app(req, res) and a server's 'request' event call it. */
export function servePlainApiFirst(options: PlainApiOptions): void {
  const plain = plainApi(options);
  const entry = options.app as unknown as { handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void };
  const expressHandle = entry.handle.bind(options.app);
  entry.handle = (req, res, callback) => {
    if (!plain(req, res)) expressHandle(req, res, callback);
  };
}
