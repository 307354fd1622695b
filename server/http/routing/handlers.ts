import type { ParsedRequest, RouteDefinition, RouteResponse, Contract, OrganizationAccess } from '../../../shared/contract/route';
import type { Authenticated } from '../../services/accounts/authenticated';
import type { OrganizationContext } from '../../services/organizations/organization-context';

// What a route's handler is given and answers. A route whose contract says `cache: 'organization-data'`
// is served by a CachedHandler (made with answersFromOrganizationData), every other by a plain Handler.

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
 * Answered by cached handlers only.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

export type Handler<R extends RouteDefinition> = (request: ParsedRequest<R>, context: RouteContext<R>) => Promise<RouteResponse<R>>;

/** What else an answer depends on, as one read saw it: the answer is rendered from that same read. */
export interface Varied {
  key: string;
}

/** The handler of a route whose answers are kept under the organization's data version. */
export interface CachedHandler<R extends RouteDefinition, V extends Varied = Varied> {
  /** Read before the cache is asked: its key is part of the cached answer's. */
  vary?: () => Promise<V>;
  render: (request: ParsedRequest<R>, context: RouteContext<R>, varied: V | undefined) => Promise<RouteResponse<R> | WrittenJson>;
}

/**
 * The handler of a route whose contract says `cache: 'organization-data'`: its answer depends only on the
 * organization's businesses, listings, citation issues and citation scans, the request's params and query,
 * and what `vary` read (not on the caller or their role; on the time only as far as it tells the context
 * until when its answer holds). Its answers are cached under the organization's data version, which every
 * write to those rows changes in the same transaction (migration 0008's triggers; a stored scan draws a new
 * one itself), so a cached answer is never older than the version the request read with its session; and
 * under the key of the `vary` read the handler is given, so the two cannot disagree.
 */
export function answersFromOrganizationData<R extends RouteDefinition, V extends Varied = Varied>(
  render: CachedHandler<R, V>['render'],
  vary?: () => Promise<V>,
): CachedHandler<R> {
  return { vary, render } as unknown as CachedHandler<R>;
}

/** One handler per route of an area: a route without a handler, or with the wrong kind, does not compile. */
export type Handlers<C extends Contract> = {
  [K in keyof C]: C[K] extends { cache: 'organization-data' } ? CachedHandler<C[K]> : Handler<C[K]>;
};
