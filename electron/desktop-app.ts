import path from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { applyNavigationRules, type NavigableContents } from './navigation-rules';
import { createWindowOptions } from './window-options';

/**
 * The desktop app's lifecycle: start the embedded server, open the locked-down window on it, and
 * close the server before the process exits. Electron's objects are passed in (main.ts passes the
 * real ones) so the whole flow runs in tests without the Electron binary.
 */

export const SERVER_HOST = '127.0.0.1';

export interface EmbeddedServer {
  port: number;
  close(): Promise<void>;
}

/** The part of server/start-server.ts's `startServer` used here, restated so tests need no server. */
export type StartEmbeddedServer = (options: { port: number; host: string; dataDir: string }) => Promise<EmbeddedServer>;

export interface AppPort {
  whenReady(): Promise<unknown>;
  getPath(name: 'userData'): string;
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  on(event: 'activate', listener: () => void): unknown;
  on(event: 'second-instance', listener: () => void): unknown;
}

export interface WindowPort {
  readonly webContents: NavigableContents;
  loadURL(url: string): Promise<unknown>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

export interface WindowClass {
  new (options: BrowserWindowConstructorOptions): WindowPort;
  getAllWindows(): WindowPort[];
}

export interface DesktopAppDeps {
  app: AppPort;
  BrowserWindow: WindowClass;
  dialog: { showErrorBox(title: string, content: string): void };
  shell: { openExternal(url: string): Promise<unknown> };
  startServer: StartEmbeddedServer;
  preloadPath: string;
  platform: string;
  log: (line: string) => void;
}

export interface DesktopApp {
  /** Settles once start-up has either opened the window or reported its failure. */
  started: Promise<void>;
}

export function runDesktopApp(deps: DesktopAppDeps): DesktopApp {
  const { app, BrowserWindow, dialog, log } = deps;

  // A second copy would open a second server on the same SQLite file; hand over to the first.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { started: Promise.resolve() };
  }

  const dataDir = path.join(app.getPath('userData'), 'data');
  let server: Promise<EmbeddedServer> | undefined;
  let serverClosed: Promise<void> | undefined;
  let appUrl: string | undefined;
  let quitRequested = false;
  let readyToExit = false;

  const closeServerOnce = (): Promise<void> => {
    serverClosed ??= (server ?? Promise.resolve(undefined))
      // A server that never started has nothing to close; its error was already reported.
      .then((running) => running?.close(), () => undefined)
      .catch((error: unknown) => log(`Closing the server failed: ${errorMessage(error)}`));
    return serverClosed;
  };

  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('window-all-closed', () => {
    // macOS apps stay alive without windows until the user quits from the dock or menu.
    if (deps.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (appUrl === undefined || BrowserWindow.getAllWindows().length > 0) return;
    openMainWindow(deps, appUrl).catch(reportFatal);
  });

  // Electron does not wait for async work in before-quit, so hold the quit until the server
  // (and with it the database) is closed, then quit again.
  app.on('before-quit', (event) => {
    quitRequested = true;
    if (readyToExit) return;
    event.preventDefault();
    void closeServerOnce().then(() => {
      readyToExit = true;
      app.quit();
    });
  });

  function reportFatal(error: unknown): void {
    log(`Start-up failed: ${errorMessage(error)}`);
    dialog.showErrorBox(
      'Citewise could not start',
      `The local server or its window could not be started.\n\n${errorMessage(error)}\n\nData folder: ${dataDir}`,
    );
    app.quit();
  }

  const started = app.whenReady().then(async () => {
    if (quitRequested) return;
    server = deps.startServer({ port: 0, host: SERVER_HOST, dataDir });
    const { port } = await server;
    // The user quit while the server was starting; before-quit is already closing it.
    if (quitRequested) return;
    // The exact address the server listens on: the server's own URL says "localhost", which may
    // resolve to ::1 first, and the window's origin should name the loopback address it trusts.
    appUrl = `http://${SERVER_HOST}:${port}`;
    await openMainWindow(deps, appUrl);
  }).catch(reportFatal);

  return { started };
}

async function openMainWindow(deps: DesktopAppDeps, url: string): Promise<void> {
  const window = new deps.BrowserWindow(createWindowOptions(deps.preloadPath));
  applyNavigationRules(window.webContents, new URL(url).origin, (link) => {
    deps.shell.openExternal(link).catch((error: unknown) =>
      deps.log(`Opening ${link} in the browser failed: ${errorMessage(error)}`),
    );
  });
  window.once('ready-to-show', () => window.show());
  await window.loadURL(url);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
