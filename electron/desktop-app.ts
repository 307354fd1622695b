import { randomBytes } from 'node:crypto';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { Logger } from '../server/logger';
import { buildAppMenu } from './app-menu';
import {
  backUpIfDue,
  backUpNow,
  chooseBackupToRestore,
  desktopPaths,
  ensureSoundDatabase,
  restoreChosenBackup,
  type DialogPort,
  type ShellPort,
} from './database-care';
import { applyNavigationRules, type NavigableContents } from './navigation-rules';
import { applySessionRules, type SessionPort } from './session-rules';
import { loadDesktopSettingsKey, settingsKeyOptions, type SafeStoragePort } from './settings-key-store';
import { createWindowOptions } from './window-options';
import { keepWindowState, readWindowState, type PlacedWindow, type Rectangle } from './window-state';

/**
 * The desktop app's lifecycle: check the database, start the embedded server, open the locked-down
 * window on it, keep daily backups, and close the server before the process exits. Electron's
 * objects are passed in (main.ts passes the real ones) so the whole flow runs in tests without the
 * Electron binary.
 */

export const SERVER_HOST = '127.0.0.1';
/** Migrations of a large database can take a while; a server silent for this long is stuck. */
export const SERVER_START_TIMEOUT_MS = 60_000;
const BACKUP_CHECK_MS = 60 * 60 * 1000;

export interface EmbeddedServer {
  port: number;
  close(): Promise<void>;
}

/** The options of server/start-server.ts's `startServer` used here, restated so tests need no server. */
export interface EmbeddedServerOptions {
  port: number;
  host: string;
  dataDir: string;
  launchSecret: string;
  settingsEncryptionKey?: Buffer;
  settingsKeyUnavailable?: string;
  logger?: Logger;
}

export type StartEmbeddedServer = (options: EmbeddedServerOptions) => Promise<EmbeddedServer>;

export interface AppPort {
  whenReady(): Promise<unknown>;
  getPath(name: 'userData'): string;
  getVersion(): string;
  requestSingleInstanceLock(): boolean;
  quit(): void;
  relaunch(): void;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  on(event: 'activate', listener: () => void): unknown;
  on(event: 'second-instance', listener: () => void): unknown;
}

export interface WindowPort extends PlacedWindow {
  readonly webContents: NavigableContents;
  loadURL(url: string): Promise<unknown>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  maximize(): void;
}

export interface WindowClass {
  new (options: BrowserWindowConstructorOptions): WindowPort;
  getAllWindows(): WindowPort[];
}

export interface DesktopAppDeps {
  app: AppPort;
  BrowserWindow: WindowClass;
  /** The default session, which the window uses. */
  session: SessionPort;
  dialog: DialogPort;
  shell: ShellPort;
  safeStorage: SafeStoragePort;
  /** Menu.setApplicationMenu(Menu.buildFromTemplate(template)). */
  setMenu(template: MenuItemConstructorOptions[]): void;
  /** The screens' work areas (screen.getAllDisplays()); asked once the app is ready. */
  workAreas(): Rectangle[];
  startServer: StartEmbeddedServer;
  preloadPath: string;
  platform: string;
  productName: string;
  log: (line: string) => void;
  /** The embedded server's logger; the server logs to the console when absent. */
  serverLogger?: Logger;
  /** Where Help > Show Logs points. */
  logFile: string;
  now?: () => Date;
  /** Runs `task` every `ms` until the returned function is called. */
  every?: (ms: number, task: () => Promise<void>) => () => void;
  serverStartTimeoutMs?: number;
  /** The per-launch secret; 256 random bits when absent. */
  launchSecret?: string;
}

export interface DesktopApp {
  /** Settles once start-up has either opened the window or reported its failure. */
  started: Promise<void>;
}

const defaultEvery = (ms: number, task: () => Promise<void>) => {
  const timer = setInterval(() => void task(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** The server, or a StartTimeout when it takes too long; a server that comes up late is closed. */
function startWithTimeout(starting: Promise<EmbeddedServer>, ms: number, log: (line: string) => void): Promise<EmbeddedServer> {
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`The local server did not start within ${Math.round(ms / 1000)} seconds.`));
    }, ms);
  });
  starting.then(
    (server) => {
      if (timedOut) void server.close().catch((error: unknown) => log(`Closing the late server failed: ${errorMessage(error)}`));
    },
    () => undefined,
  );
  return Promise.race([starting, timeout]).finally(() => clearTimeout(timer));
}

export function runDesktopApp(deps: DesktopAppDeps): DesktopApp {
  const { app, BrowserWindow, dialog, log } = deps;
  const now = deps.now ?? (() => new Date());
  const every = deps.every ?? defaultEvery;

  // A second copy would open a second server on the same SQLite file; hand over to the first.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { started: Promise.resolve() };
  }

  const paths = desktopPaths(app.getPath('userData'));
  const care = { paths, dialog, shell: deps.shell, now, log };
  let server: Promise<EmbeddedServer> | undefined;
  let serverClosed: Promise<void> | undefined;
  let appUrl: string | undefined;
  let stopBackups: (() => void) | undefined;
  let quitRequested = false;
  let readyToExit = false;
  // Backups and restores take turns, so a restore never swaps a file a backup is reading.
  let maintenance: Promise<unknown> = Promise.resolve();
  const inTurn = (task: () => Promise<unknown>): Promise<unknown> => {
    maintenance = maintenance.then(task, task);
    return maintenance;
  };

  const closeServerOnce = (): Promise<void> => {
    stopBackups?.();
    serverClosed ??= (server ?? Promise.resolve(undefined))
      // A server that never started (or timed out) has nothing to close; its error was already reported.
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
    openMainWindow(deps, appUrl, paths.windowStateFile).catch(reportFatal);
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
      `The local server or its window could not be started.\n\n${errorMessage(error)}\n\nData folder: ${paths.dataDir}\nLog: ${deps.logFile}`,
    );
    app.quit();
  }

  const restoreFromBackup = async (): Promise<void> => {
    const file = await chooseBackupToRestore(care);
    if (!file) return;
    await inTurn(async () => {
      // The server holds the database open; the swapped-in file is opened by the next launch.
      await closeServerOnce();
      restoreChosenBackup(care, file);
    });
    app.relaunch();
    app.quit();
  };

  deps.setMenu(
    buildAppMenu(
      {
        backUpNow: () => void inTurn(() => backUpNow(care)),
        restoreFromBackup: () => void restoreFromBackup().catch(reportError('Restoring')),
        openDataFolder: () => void deps.shell.openPath(paths.dataDir),
        openLogs: () => void deps.shell.openPath(deps.logFile),
        showAbout: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: `About ${deps.productName}`,
            message: `${deps.productName} ${app.getVersion()}`,
            detail: `Business listings and citation management.\n\nData: ${paths.dataDir}\nBackups: ${paths.backupsDir}\nLog: ${deps.logFile}`,
            buttons: ['OK'],
          }),
      },
      deps.platform,
      deps.productName,
    ),
  );

  function reportError(what: string) {
    return (error: unknown) => {
      log(`${what} failed: ${errorMessage(error)}`);
      dialog.showErrorBox(`${what} failed`, errorMessage(error));
    };
  }

  function keepDailyBackups(): void {
    const backUp = () =>
      inTurn(() => backUpIfDue(care)).then(
        () => undefined,
        (error: unknown) => log(`Daily backup failed: ${errorMessage(error)}`),
      );
    void backUp();
    stopBackups = every(BACKUP_CHECK_MS, backUp);
  }

  const started = app.whenReady().then(async () => {
    if (quitRequested) return;
    if ((await ensureSoundDatabase(care)) === 'quit') {
      app.quit();
      return;
    }
    if (quitRequested) return;
    const launchSecret = deps.launchSecret ?? randomBytes(32).toString('base64url');
    const settingsKey = loadDesktopSettingsKey({ safeStorage: deps.safeStorage, platform: deps.platform, dataDir: paths.dataDir, log });
    server = startWithTimeout(
      deps.startServer({
        port: 0,
        host: SERVER_HOST,
        dataDir: paths.dataDir,
        launchSecret,
        logger: deps.serverLogger,
        ...settingsKeyOptions(settingsKey),
      }),
      deps.serverStartTimeoutMs ?? SERVER_START_TIMEOUT_MS,
      log,
    );
    const { port } = await server;
    // The user quit while the server was starting; before-quit is already closing it.
    if (quitRequested) return;
    // The exact address the server listens on: the server's own URL says "localhost", which may
    // resolve to ::1 first, and the window's origin should name the loopback address it trusts.
    appUrl = `http://${SERVER_HOST}:${port}`;
    applySessionRules(deps.session, appUrl, launchSecret);
    keepDailyBackups();
    await openMainWindow(deps, appUrl, paths.windowStateFile);
  }).catch(reportFatal);

  return { started };
}

async function openMainWindow(deps: DesktopAppDeps, url: string, stateFile: string): Promise<void> {
  const state = readWindowState(stateFile, deps.workAreas());
  const window = new deps.BrowserWindow(createWindowOptions(deps.preloadPath, state?.bounds));
  if (state?.maximized) window.maximize();
  keepWindowState(window, stateFile, deps.log);
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
