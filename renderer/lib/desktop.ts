import type { DesktopBridge } from '../../electron/desktop-bridge';

/** What a browser (or the installed PWA) reports: the same shape the desktop preload exposes. */
export const WEB_BRIDGE: DesktopBridge = Object.freeze({ isDesktop: false, platform: 'web' });

/** The desktop app's facts when running in it, the web's otherwise; the one place screens ask. */
export function desktopBridge(): DesktopBridge {
  return window.desktop ?? WEB_BRIDGE;
}
