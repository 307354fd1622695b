import type { DesktopBridge } from '../../electron/desktop-bridge';

/** What a browser (or the installed PWA) reports: the same shape the desktop preload exposes. */
export const WEB_BRIDGE: DesktopBridge = Object.freeze({ isDesktop: false, platform: 'web' });

/** The desktop app's facts when running in it, the web's otherwise; the one place screens ask. */
export function desktopBridge(): DesktopBridge {
  // Prerendering at build time has no window: the pages it writes are the web's.
  return (typeof window === 'undefined' ? undefined : window.desktop) ?? WEB_BRIDGE;
}
