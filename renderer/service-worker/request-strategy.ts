/**
 * How the service worker answers one request. Pure, so the rules are tested without a browser.
 * - network: not the worker's business; the browser fetches it and nothing is cached. Every /api
 *   call, including navigations to /api (social sign-in), other origins and anything but GET.
 * - page: a navigation. The network first, so a connected user always gets the current app; the
 *   cached shell when the network fails, so the app opens offline.
 * - cache-first: the app's own files. Their names carry a content hash, so a cached copy is current.
 */
export type RequestStrategy = 'network' | 'page' | 'cache-first';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function requestStrategy(request: RequestFacts, origin: string): RequestStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || isApiPath(url.pathname)) return 'network';
  return request.mode === 'navigate' ? 'page' : 'cache-first';
}

/** A navigation answer the shell should stand in for: none at all, or the server failing. */
export function shouldServeShell(response: { status: number } | undefined): boolean {
  return response === undefined || response.status >= 500;
}

export const SHELL_CACHE_PREFIX = 'citewise-shell-';

/** The cache a build's worker keeps its files in; older builds' caches go when it activates. */
export function shellCacheName(version: string): string {
  return `${SHELL_CACHE_PREFIX}${version}`;
}

export function isOutdatedShellCache(name: string, current: string): boolean {
  return name.startsWith(SHELL_CACHE_PREFIX) && name !== current;
}

/** The page asks a waiting worker to take over with this message (the 'update available' prompt). */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}
