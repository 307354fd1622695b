import type { ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Contract, RouteDefinition } from '../../shared/contract/route';
import type { ResponseCache } from './response-cache';
import { authenticateFor, requireAccess, type Authenticate, type ResolveOrganization } from './routing/access';
import { assertCacheable, renderUncached, sendCachedAnswer } from './routing/cached-answer';
import type { CachedHandler, Handler, Handlers } from './routing/handlers';
import { parseRequest } from './routing/parse-request';
import { routeContextOf } from './routing/route-context';
import type { RouteTable } from './routing/route-table';
import { sendAnswer } from './routing/send-answer';

// Serves a contract's routes. Each request goes through the same steps, one module each under routing/:
// who sends it (access), whether the route admits them (access), its params, query and body
// (parse-request), the handler's context (route-context), and the answer: kept under the organization's
// data version when the route's contract says `cache: 'organization-data'` (cached-answer), else sent as
// the contract says (send-answer).

export interface Guards {
  authenticate: Authenticate;
  resolveOrganization: ResolveOrganization;
  /** Keeps the answers of routes marked `cache: 'organization-data'`; none are kept without it. */
  responseCache?: ResponseCache;
  /** Parses each WrittenJson answer with the route's schema and refuses one that differs from what it accepts. */
  checkWrittenAnswers?: boolean;
}

/** Binds every route of an area: validates input from the contract, checks access, validates output. */
export function mountContract<C extends Contract>(
  table: RouteTable,
  contract: C,
  handlers: Handlers<C>,
  { authenticate, resolveOrganization, responseCache, checkWrittenAnswers = true }: Guards,
): void {
  // Fixed paths first, so /api/businesses/export is not taken for /api/businesses/:id.
  const names = (Object.keys(contract) as (keyof C & string)[]).sort(
    (a, b) => Number(contract[a]!.path.includes('/:')) - Number(contract[b]!.path.includes('/:')),
  );
  for (const name of names) {
    const route: RouteDefinition = contract[name]!;
    const cached = route.cache === 'organization-data' ? (handlers[name] as CachedHandler<RouteDefinition>) : undefined;
    const handler = handlers[name] as Handler<RouteDefinition>;
    if (cached) assertCacheable(route, name);
    table.add(route.method, route.path, async (req: Request, res: ServerResponse) => {
      const auth = await authenticateFor(route, req, authenticate);
      const org = await requireAccess(route, auth, resolveOrganization);
      const request = parseRequest(route, req);
      const { context, settings } = routeContextOf(route, req, auth, org);
      // The version is known only when read with the session; other requests render afresh.
      if (cached && responseCache && org?.dataVersion !== undefined) {
        const { organization, dataVersion } = org;
        await sendCachedAnswer(res, route, name, { handler: cached, cache: responseCache, organization, dataVersion, request, context, settings, checkWrittenAnswers });
        return;
      }
      const result = cached ? await renderUncached(cached, request, context) : await handler(request, context);
      sendAnswer(res, route, name, result, settings.status, checkWrittenAnswers);
    });
  }
}
