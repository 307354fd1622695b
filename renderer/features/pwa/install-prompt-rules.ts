import { INSTALL_PROMPT_DISMISS_MS } from '../../../shared/domain/constants';

// The install prompt shows 30 seconds after the browser says the app can be
// installed, unless it already runs installed; a dismissal holds for 7 days. Safari on iPhone and iPad
// never says so and cannot be asked to install: there the prompt tells how, 30 seconds after the app opens.

/** Still inside the 7 days a dismissal holds for. A dismissal dated in the future (a clock set back) holds too. */
export function isInstallPromptSnoozed(dismissedAt: number | undefined, now: number): boolean {
  return dismissedAt !== undefined && now - dismissedAt < INSTALL_PROMPT_DISMISS_MS;
}

export function shouldOfferInstall({ standalone, dismissedAt, now }: { standalone: boolean; dismissedAt: number | undefined; now: number }): boolean {
  return !standalone && !isInstallPromptSnoozed(dismissedAt, now);
}

/** Running as an installed app: a standalone window (any browser) or Safari's home-screen mode. */
export function isRunningStandalone(window: { matchMedia(query: string): { matches: boolean }; navigator: object }): boolean {
  const { navigator } = window;
  return window.matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && navigator.standalone === true);
}

/**
 * Safari on an iPhone or iPad, in a tab: it adds the app to the home screen from its Share menu only.
 * Its home-screen flag exists there alone; iPadOS reports a Mac, so touch tells it from one.
 */
export function addsToHomeScreenFromShareMenu(navigator: object): boolean {
  return (
    'standalone' in navigator &&
    navigator.standalone === false &&
    'maxTouchPoints' in navigator &&
    typeof navigator.maxTouchPoints === 'number' &&
    navigator.maxTouchPoints > 1
  );
}
