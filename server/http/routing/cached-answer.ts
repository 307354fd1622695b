import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { organizationRoleOf, type ParsedRequest, type RouteDefinition } from '../../../shared/contract/route';
import type { OrganizationRecord } from '../../db/records';
import { jsonAnswer, writtenJsonAnswer, type ResponseCache } from '../response-cache';
import { WrittenJson, type CachedHandler, type RouteContext } from './handlers';
import type { AnswerSettings } from './route-context';
import { checkWrittenJson, sendBody } from './send-answer';

// Routes whose contract says `cache: 'organization-data'`: their answers are kept under the
// organization's data version (and what the handler's `vary` read), and sent with an ETag.

/** Refuses, when the routes are mounted, a cached route that is not an organization's JSON read. */
export function assertCacheable(route: RouteDefinition, routeName: string): void {
  if (route.method !== 'get' || route.produces || route.status === 204 || !organizationRoleOf(route.access)) {
    throw new Error(`${routeName}: only an organization's JSON reads can answer from its data`);
  }
}

/** Renders with the cached handler without keeping the answer: when no cache is kept, or the data version is unknown. */
export async function renderUncached(
  handler: CachedHandler<RouteDefinition>,
  request: ParsedRequest<RouteDefinition>,
  context: RouteContext<RouteDefinition>,
): Promise<unknown> {
  return handler.render(request, context, handler.vary && (await handler.vary()));
}

/** Sends the kept answer for this organization's data version, rendering and keeping it first when there is none. */
export async function sendCachedAnswer(
  res: ServerResponse,
  route: RouteDefinition,
  routeName: string,
  { handler, cache, organization, dataVersion, request, context, settings, checkWrittenAnswers }: {
    handler: CachedHandler<RouteDefinition>;
    cache: ResponseCache;
    organization: OrganizationRecord;
    /** The organization's data version as the request read it with its session. */
    dataVersion: number | null;
    request: ParsedRequest<RouteDefinition>;
    context: RouteContext<RouteDefinition>;
    settings: AnswerSettings;
    checkWrittenAnswers: boolean;
  },
): Promise<void> {
  const varied = handler.vary && (await handler.vary());
  const key = JSON.stringify([route.path, organization.id, dataVersion, varied?.key ?? null, request.params, request.query]);
  const answer = await cache.answer(key, async () => {
    const rendered = await handler.render(request, context, varied);
    if (rendered instanceof WrittenJson) {
      if (checkWrittenAnswers) checkWrittenJson(route.response, rendered, routeName);
      return writtenJsonAnswer(settings.status, rendered.text, settings.until);
    }
    return jsonAnswer(settings.status, route.response.parse(rendered), settings.until);
  });
  const notModified = answer.status >= 200 && answer.status < 300 && fresh(res.req.headers, answer.etag);
  res.setHeader('ETag', answer.etag);
  if (notModified) {
    res.statusCode = 304;
    res.end();
    return;
  }
  sendBody(res, answer.status, 'application/json; charset=utf-8', answer.body);
}

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

/** Whether the client holds this answer already: If-None-Match names its tag, weak or strong, or any. */
export function fresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch || NO_CACHE.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  return noneMatch.split(',').some((tag) => {
    const held = tag.trim();
    return held === etag || held === `W/${etag}` || `W/${held}` === etag;
  });
}
