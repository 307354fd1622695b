import type { BrowserWindowConstructorOptions } from 'electron';
import { DEFAULT_SIZE, type Rectangle } from './window-state';

/**
 * The main window's options. The renderer is a web page served over HTTP, so it gets no Node,
 * runs sandboxed in an isolated world and keeps the browser's same-origin rules.
 */
export function createWindowOptions(preloadPath: string, bounds?: Rectangle): BrowserWindowConstructorOptions {
  return {
    // Where the window was last time; the default size, centred, the first time.
    ...(bounds ?? DEFAULT_SIZE),
    // The renderer has a phone layout from 390 px, so narrow windows still work.
    minWidth: 360,
    minHeight: 520,
    // Shown on 'ready-to-show' so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    },
  };
}
