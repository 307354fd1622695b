import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../shared/contract/errors';
import { buildPath, type RouteDefinition, type RouteInput, type RouteResponse } from '../../shared/contract/route';
import { errorMessageForResponse, isSessionErrorCode } from '../../shared/domain/api-error-message';
import type { RouteAddress } from './api-routes';
import { reportServerReached } from './connectivity';
import { clearStoredSession, getStoredToken } from './session-storage';

// Every call the renderer makes goes through apiRequest: one place sends the stored token and turns
// a failed answer into a message a person can read.

/** A non-success answer: the normalised message plus what the error body carried. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly status: number,
    /** The body's own message, for screens that show it as the server wrote it. */
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string[]> | undefined,
  ) {
    super(message);
  }
}

/**
 * What a screen shows for a failed call: the server's own message, except for rate limits, which
 * keep the normalised '{status}: Rate limit exceeded ...' form; the fallback otherwise.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 429) return error.message;
  return error.serverMessage || fallback;
}

/** The server answered, but without what the screen needs of it. */
export class ApiResponseShapeError extends Error {
  override readonly name = 'ApiResponseShapeError';
}

// An ended session sends the browser to /login, except from login and register; the OAuth callback
// also reports its own failure.
const PUBLIC_AUTH_PATHS = ['/login', '/register', '/auth/callback'];

/** The error body's fields that have the contract's types; anything else is left out. */
function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!json || typeof json !== 'object') return undefined;
  const { message, code, fieldErrors } = json as Record<string, unknown>;
  const fieldErrorsOk =
    !!fieldErrors &&
    typeof fieldErrors === 'object' &&
    Object.values(fieldErrors).every((messages) => Array.isArray(messages) && messages.every((each) => typeof each === 'string'));
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    fieldErrors: fieldErrorsOk ? (fieldErrors as Record<string, string[]>) : undefined,
  };
}

/** A session the server no longer knows ends here, whichever screen asked. */
function endExpiredSession(): void {
  clearStoredSession();
  if (!PUBLIC_AUTH_PATHS.includes(window.location.pathname)) window.location.href = '/login';
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  const body = parseErrorBody(text);
  if (response.status === 401 && isSessionErrorCode(body?.code)) endExpiredSession();
  throw new ApiRequestError(
    errorMessageForResponse(response.status, text),
    response.status,
    body?.message,
    body?.code,
    body?.fieldErrors,
  );
}

/**
 * Sends a request with the session's credentials. A JSON content type is sent only with a body.
 * Resolves with the response when it is a success; otherwise throws an ApiRequestError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch (error) {
    // No answer at all: offline, or the server is unreachable. The TypeError goes on as it is.
    reportServerReached(false);
    throw error;
  }
  reportServerReached(true);
  await throwIfNotOk(response);
  return response;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface UntypedRouteInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

// Routes without params, query or body may be called with no input at all.
type CallRouteArgs<R extends RouteDefinition> =
  Record<never, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/**
 * Calls one endpoint of the contract and returns its answer. The server checks every answer against the
 * contract before sending it, so the renderer takes it as typed without loading the schemas.
 */
export async function callRoute<R extends RouteDefinition>(
  route: RouteAddress<R>,
  ...[input]: CallRouteArgs<R>
): Promise<RouteResponse<R>> {
  const { params, query, body }: UntypedRouteInput = input ?? {};
  const pathParams = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));
  const url = buildPath(route.path, pathParams) + queryString(query);
  const response = await apiRequest(route.method, url, route.hasBody ? body : undefined);
  return (response.status === 204 ? undefined : await response.json()) as RouteResponse<R>;
}

/** Fetches a file route (CSV) with the session's credentials and hands it to the browser as a download. */
export async function downloadRoute<R extends RouteDefinition & { produces: string }>(
  route: RouteAddress<R>,
  ...[input]: CallRouteArgs<R>
): Promise<void> {
  const { params, query }: UntypedRouteInput = input ?? {};
  const pathParams = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));
  const response = await apiRequest(route.method, buildPath(route.path, pathParams) + queryString(query));
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The default data loader: a GET of the query key's segments joined with '/', answering JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await apiRequest('GET', queryKey.join('/'));
  const json: unknown = await response.json();
  return json;
};
