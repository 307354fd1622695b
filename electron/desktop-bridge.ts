/**
 * The one object the desktop preload exposes to the renderer as `window.desktop`.
 * It carries facts only, no functions that reach Node or the main process, and the web build can
 * satisfy the same type (isDesktop false, platform 'web') so screens never branch on Electron.
 */
export interface DesktopBridge {
  readonly isDesktop: boolean;
  readonly platform: BridgePlatform;
}

export type BridgePlatform = 'darwin' | 'win32' | 'linux' | 'other' | 'web';

/** The property name on `window`; the preload and the renderer's type below agree through it. */
export const DESKTOP_BRIDGE_KEY = 'desktop';

declare global {
  interface Window {
    readonly desktop?: DesktopBridge;
  }
}

export function createDesktopBridge(nodePlatform: string): DesktopBridge {
  return Object.freeze({ isDesktop: true, platform: toBridgePlatform(nodePlatform) });
}

function toBridgePlatform(nodePlatform: string): BridgePlatform {
  switch (nodePlatform) {
    case 'darwin':
    case 'win32':
    case 'linux':
      return nodePlatform;
    default:
      return 'other';
  }
}
