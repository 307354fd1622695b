import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler } from 'express';

// The contract's routes found in one lookup: registered as Express routes, each request tried every
// pattern before its own (about fifty for the dashboard), a tenth of a signed-in read's time. Matching
// follows Express's router: paths case-insensitive, one trailing slash allowed, params decoded, HEAD
// answered by GET, and the first route registered wins where two would match.

/** Writes its answer on the bare response only: plain-api calls it without Express. */
export type ContractHandler = (req: Request, res: ServerResponse) => Promise<void>;

interface PatternRoute {
  order: number;
  /** The lower-cased path before its first param, which a matching path starts with. */
  prefix: string;
  pattern: RegExp;
  names: string[];
  handler: ContractHandler;
}

export interface RouteTable {
  add(method: string, path: string, handler: ContractHandler): void;
  /** The route a method and path reach, with its params decoded; throws a 400 error for a malformed escape. */
  find(method: string, path: string): { handler: ContractHandler; params: Record<string, string> } | undefined;
  /** One middleware serving every route added, before or after it is mounted. */
  readonly middleware: RequestHandler;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function decodeParam(name: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // As Express's router answers a malformed escape: a 400, never a 500.
    throw Object.assign(new URIError(`Failed to decode param '${name}'`), { status: 400 });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createRouteTable(): RouteTable {
  const fixed = new Map<string, { order: number; handler: ContractHandler }>();
  const patterns = new Map<string, PatternRoute[]>();
  let order = 0;

  const match = (method: string, path: string): { handler: ContractHandler; params: Record<string, string> } | undefined => {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const lower = trimmed.toLowerCase();
    const exact = fixed.get(`${method} ${lower}`);
    for (const route of patterns.get(method) ?? []) {
      if (exact && route.order > exact.order) break;
      if (!lower.startsWith(route.prefix)) continue;
      const found = route.pattern.exec(trimmed);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeParam(name, found[index + 1]!);
      });
      return { handler: route.handler, params };
    }
    return exact && { handler: exact.handler, params: {} };
  };

  const find: RouteTable['find'] = (method, path) => match(method, path) ?? (method === 'HEAD' ? match('GET', path) : undefined);

  return {
    find,
    add(method, path, handler) {
      const key = method.toUpperCase();
      const names = [...path.matchAll(PARAM)].map((found) => found[1]!);
      if (names.length === 0) {
        const id = `${key} ${path.toLowerCase()}`;
        if (!fixed.has(id)) fixed.set(id, { order: order++, handler });
        return;
      }
      const source = path
        .split(PARAM)
        .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '([^/]+)'))
        .join('');
      const list = patterns.get(key) ?? [];
      list.push({
        order: order++,
        prefix: path.slice(0, path.indexOf(':')).toLowerCase(),
        pattern: new RegExp(`^${source}$`, 'i'),
        names,
        handler,
      });
      patterns.set(key, list);
    },
    middleware: (req: Request, res: ServerResponse, next: NextFunction) => {
      let found;
      try {
        found = find(req.method, req.path);
      } catch (error) {
        next(error);
        return;
      }
      if (!found) {
        next();
        return;
      }
      req.params = found.params;
      found.handler(req, res).catch(next);
    },
  };
}
