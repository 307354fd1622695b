import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_CHECK_MS } from '../../../shared/domain/constants';
import { desktopBridge } from '../../lib/desktop';
import { SKIP_WAITING_MESSAGE } from '../../service-worker/request-strategy';

// Registers /sw.js, checks for a new build every minute, and offers it when it is ready: the new
// worker waits until the person chooses to reload, so an open screen never changes under them.

export const SERVICE_WORKER_URL = '/sw.js';

/** What this module uses of the browser, so tests can hand in fakes. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
  setInterval(callback: () => void, ms: number): unknown;
  reload(): void;
}

let waiting: ServiceWorker | undefined;
let reloadWhenActive = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | undefined): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The web build in a browser; never the desktop app, which loads its screens from its own server. */
export function shouldUseServiceWorker(window: Window): boolean {
  return import.meta.env.PROD && 'serviceWorker' in window.navigator && !desktopBridge().isDesktop;
}

export async function startServiceWorker(host: ServiceWorkerHost): Promise<ServiceWorkerRegistration | undefined> {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await host.container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // The app works without it, only not offline.
    console.warn('The service worker could not be registered', error);
    return undefined;
  }
  // A browser that blocks service workers (an automated one may) answers with no registration at all.
  if (!registration) return undefined;
  // With no controller this is the first install, not an update: nothing to offer.
  const offerWaiting = () => {
    if (registration.waiting && host.container.controller) setWaiting(registration.waiting);
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  host.container.addEventListener('controllerchange', () => {
    if (reloadWhenActive) host.reload();
  });
  host.setInterval(() => {
    // Offline or the server away: the next check tries again.
    registration.update().catch(() => undefined);
  }, SERVICE_WORKER_CHECK_MS);
  return registration;
}

/** Hands over to the waiting build; the page reloads once it controls it. */
export function applyUpdate(): void {
  if (!waiting) return;
  reloadWhenActive = true;
  waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
}

/** 'Later': the new build takes over by itself once every tab of the app is closed. */
export function dismissUpdate(): void {
  setWaiting(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return waiting !== undefined;
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribe, isUpdateReady, () => false);
}
