import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ScreenModule {
  default: ComponentType;
}

export interface ScreenPreloads<P extends string> {
  /** One lazy component per path; rendering it waits for the load `preload` started (or starts it). */
  screens: Record<P, LazyExoticComponent<ComponentType>>;
  /** Starts loading a path's screen once; other paths are ignored. */
  preload(path: string): Promise<ScreenModule> | undefined;
}

/**
 * Lazy screens whose chunks can be fetched before React renders them. A dynamic import made during
 * render does its preload work (Vite adds a `<link rel="modulepreload">` per import) inside React's
 * render task; started from module code or an event handler, that work runs in a task of its own.
 */
export function screenPreloads<P extends string>(loaders: Record<P, () => Promise<ScreenModule>>): ScreenPreloads<P> {
  const started = new Map<P, Promise<ScreenModule>>();
  const isPath = (path: string): path is P => Object.hasOwn(loaders, path);

  const load = (path: P): Promise<ScreenModule> => {
    let loading = started.get(path);
    if (!loading) {
      loading = loaders[path]();
      // A failed fetch (offline, a deploy replaced the chunk) may be tried again by the next intent.
      loading.catch(() => started.delete(path));
      started.set(path, loading);
    }
    return loading;
  };

  const screens = Object.fromEntries(
    (Object.keys(loaders) as P[]).map((path) => [path, lazy(() => load(path))]),
  ) as Record<P, LazyExoticComponent<ComponentType>>;

  return { screens, preload: (path) => (isPath(path) ? load(path) : undefined) };
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches a screen as soon as someone points at, focuses or touches a link to it, so the chunk is
 * usually there by the click. Returns the function that stops listening.
 */
export function preloadOnNavigationIntent(target: Document, preload: (path: string) => Promise<unknown> | undefined): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !('pathname' in link) || !('origin' in link) || link.origin !== target.location.origin) return;
    // A failure shows where the screen renders, not here.
    preload(String(link.pathname))?.catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}
