// Chromium says the app can be installed with a 'beforeinstallprompt' event, which may come before
// any screen has rendered; it is caught from the start, with when it came, and handed on.

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallOffer {
  event: BeforeInstallPromptEvent;
  /** When the browser made it, in epoch milliseconds. */
  at: number;
}

let latest: InstallOffer | undefined;
const listeners = new Set<(offer: InstallOffer) => void>();

export function captureInstallOffers(target: Pick<Window, 'addEventListener'>, now: () => number = Date.now): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // The app's own prompt, at its own time, replaces the browser's banner.
    event.preventDefault();
    latest = { event: event as BeforeInstallPromptEvent, at: now() };
    for (const listener of listeners) listener(latest);
  });
}

/** Calls back with the offer already made, if any, and with each one after. */
export function onInstallOffer(listener: (offer: InstallOffer) => void): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => listeners.delete(listener);
}

/** An offer can prompt once. */
export function forgetInstallOffer(): void {
  latest = undefined;
}
