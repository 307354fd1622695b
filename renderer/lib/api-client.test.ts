// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contract as contractSchemas } from '../../shared/contract';
import { defineRoute, type RouteDefinition } from '../../shared/contract/route';
import { ApiRequestError, apiRequest, callRoute, failureMessage } from './api-client';
import { contract, type RouteAddress } from './api-routes';
import { createQueryClient } from './query-client';
import { isOffline } from './connectivity';
import { STORAGE_KEYS } from './session-storage';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

function setPath(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  setPath('/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials, the bearer token and a JSON body', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('post', '/api/things', { a: 1 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends neither a token nor a content type when there is none to send', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('GET', '/api/things');
    const { init, headers } = lastRequest();
    expect(init?.body).toBeUndefined();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it.each<[string, Response, Partial<ApiRequestError>]>([
    [
      'a 401 uses the body message',
      jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
      { status: 401, message: 'Invalid email or password', serverMessage: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
    ],
    [
      'a validation error keeps its field errors',
      jsonResponse(400, { message: 'Invalid input', code: 'VALIDATION_FAILED', fieldErrors: { email: ['Invalid email address'] } }),
      { status: 400, message: '400: Invalid input', fieldErrors: { email: ['Invalid email address'] } },
    ],
    [
      'an HTML page is not shown as text',
      new Response('<!DOCTYPE html><html><body>Bad gateway</body></html>', { status: 502 }),
      { status: 502, message: '502: Server returned an HTML error page', serverMessage: undefined },
    ],
  ])('%s', async (_, response, expected) => {
    fetchMock.mockResolvedValue(response);
    const error = await apiRequest('GET', '/api/things').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject(expected);
  });

  it('ends an expired session and goes to the login page', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    localStorage.setItem(STORAGE_KEYS.currentOrg, '{}');
    localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    const assigned = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/reports', set href(value: string) { assigned(value); } });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Session expired, please sign in again', code: 'SESSION_EXPIRED' }));

    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('Session expired, please sign in again');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentOrg)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(assigned).toHaveBeenCalledWith('/login');
  });

  it.each(['/login', '/register', '/auth/callback'])('stays on %s when a session code arrives there', async (path) => {
    const assigned = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: path, set href(value: string) { assigned(value); } });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid session token', code: 'INVALID_TOKEN' }));
    await expect(apiRequest('GET', '/api/things')).rejects.toBeInstanceOf(ApiRequestError);
    expect(assigned).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 without a session code', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'kept');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('kept');
  });
});

/** A route as the renderer gets it from the contract: method, path and whether it takes a body. */
const address = <R extends RouteDefinition>(route: R): RouteAddress<R> => ({ method: route.method, path: route.path, hasBody: route.body !== undefined });

describe('callRoute', () => {
  const getItem = defineRoute({
    method: 'get',
    path: '/api/items/:id',
    summary: 'One item',
    tag: 'test',
    access: 'user',
    params: z.object({ id: z.string() }),
    query: z.object({ period: z.string().optional(), tags: z.array(z.string()).optional() }),
    status: 200,
    response: z.object({ id: z.string() }),
  });
  const deleteItem = defineRoute({
    method: 'delete',
    path: '/api/items/:id',
    summary: 'Delete an item',
    tag: 'test',
    access: 'user',
    params: z.object({ id: z.string() }),
    status: 204,
    response: z.undefined(),
  });

  it('fills the path, adds the query and answers the JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'a/b' }));
    const item = await callRoute(address(getItem), { params: { id: 'a/b' }, query: { period: 'monthly', tags: ['x', 'y'] } });
    expect(lastRequest().url).toBe('/api/items/a%2Fb?period=monthly&tags=x&tags=y');
    expect(item).toEqual({ id: 'a/b' });
  });

  it('sends the body of a route that has one', async () => {
    const renameItem = defineRoute({
      method: 'put',
      path: '/api/items/:id',
      summary: 'Rename an item',
      tag: 'test',
      access: 'user',
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string() }),
      status: 200,
      response: z.object({ id: z.string() }),
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { id: '1' }));
    await callRoute(address(renameItem), { params: { id: '1' }, body: { name: 'New name' } });
    expect(lastRequest().init?.method).toBe('PUT');
    expect(lastRequest().init?.body).toBe('{"name":"New name"}');
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callRoute(address(deleteItem), { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it('has every route of the contract, by the same method and path, and a body where the route takes one', () => {
    for (const [area, routes] of Object.entries(contractSchemas)) {
      for (const [name, route] of Object.entries(routes as Record<string, RouteDefinition>)) {
        expect(contract[area as keyof typeof contract][name as never], `${area}.${name}`).toEqual(address(route));
      }
      expect(Object.keys(contract[area as keyof typeof contract])).toEqual(Object.keys(routes));
    }
    expect(Object.keys(contract)).toEqual(Object.keys(contractSchemas));
  });

  it('sends no body to a route that takes none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user: {}, organization: null }));
    await callRoute(contract.auth.validate, undefined);
    expect(lastRequest().init?.body).toBeUndefined();
  });
});

describe('reaching the server', () => {
  it('is lost when a request gets no answer, and back with the next answer, even an error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('get', '/api/things')).rejects.toBeInstanceOf(TypeError);
    expect(isOffline()).toBe(true);

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Boom' }));
    await expect(apiRequest('get', '/api/things')).rejects.toBeInstanceOf(ApiRequestError);
    expect(isOffline()).toBe(false);
  });
});

describe('failureMessage', () => {
  it.each<[string, unknown, string]>([
    ['the server message', new ApiRequestError('400: Bad', 400, 'This reset link is invalid or has expired.', undefined, undefined), 'This reset link is invalid or has expired.'],
    ['the fallback without a server message', new ApiRequestError('502: Server returned an HTML error page', 502, undefined, undefined, undefined), 'Login failed'],
    [
      'the normalised rate-limit text',
      new ApiRequestError('429: Rate limit exceeded - please try again later', 429, 'Too many requests. Please try again later.', 'RATE_LIMITED', undefined),
      '429: Rate limit exceeded - please try again later',
    ],
    ['the fallback for a network failure', new TypeError('Failed to fetch'), 'Login failed'],
  ])('%s', (_, error, expected) => {
    expect(failureMessage(error, 'Login failed')).toBe(expected);
  });
});

describe('the query client', () => {
  it('never retries, never goes stale, never refetches on focus and never polls', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('loads a query key by GETting its segments joined with slashes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/businesses', 42] });
    expect(lastRequest().url).toBe('/api/businesses/42');
    expect(lastRequest().init?.method).toBe('GET');
    expect(data).toEqual([{ id: 1 }]);
  });
});
