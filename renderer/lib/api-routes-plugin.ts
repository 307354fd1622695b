import type { Plugin } from 'vite';
import { contract } from '../../shared/contract';
import type { RouteDefinition } from '../../shared/contract/route';

// The renderer calls the API by each route's method and path; the zod schemas stay on the server, which
// checks every request and every answer against them. This plugin hands the renderer the contract with
// its schemas taken out, so the first screens load no zod and no schema of a screen not yet shown.

export const API_ROUTES_MODULE = 'virtual:api-routes';
const RESOLVED_ID = `\0${API_ROUTES_MODULE}`;

export interface RouteAddressData {
  method: RouteDefinition['method'];
  path: string;
  /** The route takes a body, so one is sent. */
  hasBody: boolean;
}

/** Every route of the contract by area and name, as method, path and whether it takes a body. */
export function apiRouteTable(): Record<string, Record<string, RouteAddressData>> {
  return Object.fromEntries(
    Object.entries(contract).map(([area, routes]) => [
      area,
      Object.fromEntries(
        Object.entries(routes as Record<string, RouteDefinition>).map(([name, route]) => [
          name,
          { method: route.method, path: route.path, hasBody: route.body !== undefined },
        ]),
      ),
    ]),
  );
}

export function apiRoutesPlugin(): Plugin {
  return {
    name: 'citewise-api-routes',
    resolveId: (id) => (id === API_ROUTES_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(apiRouteTable())};` : undefined),
  };
}
