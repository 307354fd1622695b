import { INSTALL_PROMPT_DISMISS_MS } from '../../../shared/domain/constants';

// Spec section 4: the install prompt shows 30 seconds after the browser says the app can be
// installed, unless it already runs installed; a dismissal holds for 7 days.

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
