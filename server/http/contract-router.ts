import type { Request, RequestHandler, Response, Router } from 'express';
import { type z } from 'zod';
import { ERROR_CODES } from '../../shared/contract/errors';
import {
  organizationRoleOf,
  type Contract,
  type OrganizationAccess,
  type ParsedRequest,
  type RouteDefinition,
  type RouteResponse,
} from '../../shared/contract/route';
import type { MemberRole } from '../../shared/domain/enums';
import { memberRoleAtLeast } from '../../shared/domain/plans';
import type { OrganizationRecord, SessionRecord, UserRecord } from '../db/records';
import type { SignedInMembership } from '../db/repositories';
import { ApiError } from './api-error';
import { jsonAnswer, writtenJsonAnswer, type ResponseCache } from './response-cache';

export interface Authenticated {
  user: UserRecord;
  session: SessionRecord;
  /** The bearer token's hash, as stored. */
  tokenHash: string;
  /** The membership of the session's organization, read with the session; resolving uses it before reading more. */
  membership?: SignedInMembership;
}

interface BaseContext {
  ip: string;
  userAgent: string | undefined;
  /** The host name the request was addressed to (a partner's custom domain, say). */
  host: string | undefined;
  /** Overrides the route's success status (e.g. health answering 503). */
  setStatus(status: number): void;
  /** For answers from organization data that also depend on the time: a cached one is used until then only. */
  holdsUntil(at: Date | null): void;
}

/** The organization a request works in, and the caller's role there. */
export interface OrganizationContext {
  organization: OrganizationRecord;
  role: MemberRole;
  /** The organization's data version as this request read it; absent when it was not read with the session. */
  dataVersion?: number | null;
}

export type RouteContext<R extends RouteDefinition> = BaseContext &
  (R['access'] extends 'public'
    ? { auth: Authenticated | null }
    : R['access'] extends OrganizationAccess
      ? { auth: Authenticated; org: OrganizationContext }
      : { auth: Authenticated });

/**
 * An answer the database wrote as JSON text, sent as it is: the route's schema does not parse it on the
 * way out, so what writes it must name each field the contract names, and nothing else. Outside the
 * built server the router still parses it and refuses any difference (Guards.checkWrittenAnswers).
 * Answered by handlers made with answersFromOrganizationData.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

export type Handler<R extends RouteDefinition> = (
  request: ParsedRequest<R>,
  context: RouteContext<R>,
) => Promise<RouteResponse<R>>;

/** One handler per route of an area: a route without a handler does not compile. */
export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/** Resolves the bearer token of a request; throws an ApiError for a bad or expired one. */
export type Authenticate = (request: Request) => Promise<Authenticated | null>;

/** The session's current organization and the user's role in it; undefined when they have none. */
export type ResolveOrganization = (auth: Authenticated) => Promise<OrganizationContext | undefined>;

export interface Guards {
  authenticate: Authenticate;
  resolveOrganization: ResolveOrganization;
  /** Keeps the answers of handlers marked by answersFromOrganizationData; none are kept without it. */
  responseCache?: ResponseCache;
  /** Parses each WrittenJson answer with the route's schema and refuses one that differs from what it accepts. */
  checkWrittenAnswers?: boolean;
}

const CACHE_POLICY = Symbol('answers from organization data');

/** What else an answer depends on, as one read saw it: the answer is rendered from that same read. */
export interface Varied {
  key: string;
}

interface CachePolicy {
  vary?: () => Promise<Varied>;
  render: (request: ParsedRequest<RouteDefinition>, context: RouteContext<RouteDefinition>, varied: Varied | undefined) => Promise<unknown | WrittenJson>;
}

/**
 * A handler whose answer depends only on the organization's businesses, listings, citation issues and
 * citation scans, the request's params and query, and what `vary` read (not on the caller or their role;
 * on the time only as far as it tells the context until when its answer holds). Its answers are cached
 * under the organization's data version, which every write to those rows changes in the same transaction
 * (migration 0008's triggers; a stored scan draws a new one itself), so a cached answer is never older
 * than the version the request read with its session; and under the key of the `vary` read the handler
 * is given, so the two cannot disagree.
 */
export function answersFromOrganizationData<R extends RouteDefinition, V extends Varied = Varied>(
  render: (request: ParsedRequest<R>, context: RouteContext<R>, varied: V | undefined) => Promise<RouteResponse<R> | WrittenJson>,
  vary?: () => Promise<V>,
): Handler<R> {
  // Only these handlers may answer WrittenJson: mountContract looks for it before parsing.
  const handler = (async (request, context) => render(request, context, vary && (await vary()))) as Handler<R>;
  return Object.assign(handler, { [CACHE_POLICY]: { vary, render } as unknown as CachePolicy });
}

const cachePolicyOf = (handler: Handler<RouteDefinition>): CachePolicy | undefined =>
  (handler as { [CACHE_POLICY]?: CachePolicy })[CACHE_POLICY];

function fieldErrorsOf(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode';

// In u-mode a paired surrogate is one code point, so \p{Cs} matches only lone ones.
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The path to the first string (or object key) holding a NUL or a lone surrogate: PostgreSQL
 * refuses the one and both databases mangle the other, each its own way. Walked without recursion,
 * so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (unstorable(next.value)) return next.path;
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (unstorable(key)) return [...next.path, key];
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return undefined;
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, part: string): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const unstorablePath = findUnstorableText(value);
  if (unstorablePath) {
    const key = [part === 'body' ? undefined : part, ...unstorablePath].filter(Boolean).join('.') || '_';
    throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE, ERROR_CODES.validation, { [key]: [UNSTORABLE_TEXT_MESSAGE] });
  }
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const prefix = part === 'body' ? undefined : part;
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new ApiError(400, first, ERROR_CODES.validation, fieldErrorsOf(result.error, prefix));
}

async function requireAccess(
  route: RouteDefinition,
  auth: Authenticated | null,
  resolveOrganization: ResolveOrganization,
): Promise<OrganizationContext | undefined> {
  if (route.access === 'public') return undefined;
  if (!auth) throw authenticationRequired();
  if (route.access === 'admin' && auth.user.role !== 'admin') {
    throw new ApiError(403, 'Administrator access required', ERROR_CODES.forbidden);
  }
  const required = organizationRoleOf(route.access);
  if (!required) return undefined;
  const org = await resolveOrganization(auth);
  if (!org) throw new ApiError(403, 'You are not a member of any organization', ERROR_CODES.forbidden);
  if (!memberRoleAtLeast(org.role, required)) {
    throw new ApiError(403, `This needs the ${required} role in ${org.organization.name}`, ERROR_CODES.forbidden);
  }
  return org;
}

/**
 * Checks written JSON against the schema: the text must parse to a value the schema accepts and leaves
 * as it is (nothing stripped, added, reordered or converted), else the answer is refused.
 */
export function checkWrittenJson(schema: z.ZodType, written: WrittenJson, routeName: string): void {
  const value: unknown = JSON.parse(written.text);
  const parsed = schema.safeParse(value);
  if (!parsed.success || JSON.stringify(parsed.data) !== JSON.stringify(value)) {
    throw new Error(`${routeName}: the answer written as JSON is not what the contract's schema makes of it`);
  }
}

const authenticationRequired = () => new ApiError(401, 'Authentication required', ERROR_CODES.unauthenticated);

/** Lets a request on only with a valid session: placed before a body parser, so a stranger's body is never read. */
export function signedInOnly(authenticate: Authenticate): RequestHandler {
  return (req, _res, next) => {
    authenticate(req).then((auth) => next(auth ? undefined : authenticationRequired()), next);
  };
}

/** Binds every route of an area: validates input from the contract, checks access, validates output. */
export function mountContract<C extends Contract>(
  router: Router,
  contract: C,
  handlers: Handlers<C>,
  { authenticate, resolveOrganization, responseCache, checkWrittenAnswers = true }: Guards,
): void {
  // Fixed paths first, so /api/businesses/export is not taken for /api/businesses/:id.
  const names = (Object.keys(contract) as (keyof C & string)[]).sort(
    (a, b) => Number(contract[a]!.path.includes('/:')) - Number(contract[b]!.path.includes('/:')),
  );
  for (const name of names) {
    const route = contract[name]!;
    const handler = handlers[name] as Handler<RouteDefinition>;
    const cachePolicy = cachePolicyOf(handler);
    if (cachePolicy && (route.method !== 'get' || route.produces || route.status === 204 || !organizationRoleOf(route.access))) {
      throw new Error(`${name}: only an organization's JSON reads can answer from its data`);
    }
    router[route.method](route.path, async (req: Request, res: Response) => {
      // Public routes ignore a stale token instead of failing on it.
      const auth = route.access === 'public' ? await authenticate(req).catch(() => null) : await authenticate(req);
      const org = await requireAccess(route, auth, resolveOrganization);
      const parsed = {
        params: parsePart(route.params, req.params, 'params'),
        query: parsePart(route.query, req.query, 'query'),
        body: parsePart(route.body, req.body, 'body'),
      } as ParsedRequest<RouteDefinition>;
      let status: number = route.status;
      let until: Date | null = null;
      const context = {
        auth,
        org,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent'),
        host: req.hostname || undefined,
        setStatus: (value: number) => {
          status = value;
        },
        holdsUntil: (at: Date | null) => {
          until = at;
        },
      } as RouteContext<RouteDefinition>;
      // The version is known only when read with the session; other requests render afresh.
      if (cachePolicy && responseCache && org?.dataVersion !== undefined) {
        const varied = cachePolicy.vary && (await cachePolicy.vary());
        const key = JSON.stringify([route.path, org.organization.id, org.dataVersion, varied?.key ?? null, parsed.params, parsed.query]);
        const answer = await responseCache.answer(key, async () => {
          const rendered = await cachePolicy.render(parsed, context, varied);
          if (rendered instanceof WrittenJson) {
            if (checkWrittenAnswers) checkWrittenJson(route.response, rendered, name);
            return writtenJsonAnswer(status, rendered.text, until);
          }
          return jsonAnswer(status, route.response.parse(rendered), until);
        });
        // Express answers 304 itself when If-None-Match names this tag.
        res.status(answer.status).set({ 'Content-Type': 'application/json; charset=utf-8', ETag: answer.etag }).send(answer.body);
        return;
      }
      const result = await handler(parsed, context);
      if (result instanceof WrittenJson) {
        if (checkWrittenAnswers) checkWrittenJson(route.response, result, name);
        res.status(status).type('application/json; charset=utf-8').send(result.text);
        return;
      }
      if (route.status === 204) {
        res.status(204).end();
        return;
      }
      if (route.produces) {
        const extension = route.produces === 'application/pdf' ? 'pdf' : 'csv';
        const fileName = `${route.tag}-${new Date().toISOString().slice(0, 10)}.${extension}`;
        const file: unknown = route.response.parse(result);
        res
          .status(status)
          .type(route.produces)
          .attachment(fileName)
          .send(file instanceof Uint8Array ? Buffer.from(file.buffer, file.byteOffset, file.byteLength) : file);
        return;
      }
      // Parsing the answer strips anything the contract does not name, so no secret leaks by accident.
      res.status(status).json(route.response.parse(result));
    });
  }
}
