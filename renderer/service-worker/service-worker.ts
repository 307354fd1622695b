// The service worker served at /sw.js: keeps the app shell so the app opens offline, never
// touches /api. Bundled on its own by ./vite-plugin.ts, which fills in the build's file list.
import {
  isOutdatedShellCache,
  isSkipWaitingMessage,
  requestStrategy,
  shellCacheName,
  shouldServeShell,
} from './request-strategy';

declare const PRECACHE_MANIFEST: { version: string; urls: string[] };

// The few worker types used here: the DOM library this project compiles against has none of them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = shellCacheName(PRECACHE_MANIFEST.version);
const SHELL_URL = '/index.html';

worker.addEventListener('install', (event) => {
  // 'reload' skips the HTTP cache, so the shell cached here is this build's, not an older copy.
  const requests = PRECACHE_MANIFEST.urls.map((url) => new Request(url, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => isOutdatedShellCache(name, CACHE)).map((name) => caches.delete(name)))),
  );
});

// A new build waits until the person chooses to reload (the page's 'update available' prompt).
worker.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const strategy = requestStrategy(event.request, worker.location.origin);
  if (strategy === 'network') return;
  event.respondWith(strategy === 'page' ? pageOrShell(event.request) : cachedOrFetched(event.request));
});

async function pageOrShell(request: Request): Promise<Response> {
  const response = await fetch(request).catch(() => undefined);
  if (response && !shouldServeShell(response)) return response;
  const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
  return shell ?? response ?? Response.error();
}

async function cachedOrFetched(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}
