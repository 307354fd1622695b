import { type z } from 'zod';
import type { MemberRole } from '../domain/enums';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone, any signed-in user, admins only, or members of the session's
 * current organization with at least the given role (the organization never comes from the request).
 */
export type RouteAccess = 'public' | 'user' | 'admin' | OrganizationAccess;
export type OrganizationAccess = `org:${MemberRole}`;

export function organizationRoleOf(access: RouteAccess): MemberRole | undefined {
  return access.startsWith('org:') ? (access.slice(4) as MemberRole) : undefined;
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface RouteDefinition {
  method: HttpMethod;
  /** Express-style path, e.g. /api/businesses/:id */
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** Status of a successful answer. */
  status: 200 | 201 | 202 | 204;
  /** A download instead of JSON: the handler answers with the file's text (CSV) or bytes (PDF). */
  produces?: 'text/csv' | 'application/pdf';
  /**
   * 'organization-data': the answer depends only on the organization's businesses, listings, citation
   * issues and scans, the params and the query, so the server keeps it under the organization's data
   * version. Only an organization's JSON reads (get, org access, no download) may say so.
   */
  cache?: 'organization-data';
  response: z.ZodType;
}

/** Keeps the literal types of a route so client and server infer from it. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

export type Contract = Record<string, RouteDefinition>;

type InferOr<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives after validation. */
export interface ParsedRequest<R extends RouteDefinition> {
  params: InferOr<R['params'], Record<string, never>>;
  query: InferOr<R['query'], Record<string, never>>;
  body: InferOr<R['body'], undefined>;
}

/** What a client sends: only the parts the route has. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: InputOr<R['params'], never> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: InputOr<R['query'], never> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InputOr<R['body'], never> } : { body?: undefined });

export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;

/** Fills the :name segments of a route's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
