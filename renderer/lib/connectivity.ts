import { useSyncExternalStore } from 'react';

// Whether the app can reach its server: the browser's own online flag, and whether the last
// request failed before any answer came (the server down, a captive portal, a dead connection),
// which the online flag does not see.

let unreachable = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** apiRequest reports each request: answered (whatever the status) or failed at the network. */
export function reportServerReached(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  notify();
}

export function isOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && !navigator.onLine);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
