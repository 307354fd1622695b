import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from '../server/db/sqlite/open-sqlite';
import { backUpDatabase, checkIntegrity, listBackups } from '../server/db/sqlite/sqlite-backups';
import { desktopPaths } from './database-care';
import { runDesktopApp, type DesktopAppDeps, type EmbeddedServer, type EmbeddedServerOptions } from './desktop-app';
import { deferred, FakeApp, FakeDialog, FakeSafeStorage, FakeSession, fakeWindowClass } from './testing/fake-electron';
import { SEALED_KEY_FILE_NAME } from './settings-key-store';
import { createWindowOptions } from './window-options';
import { writeWindowState } from './window-state';

const SERVER_PORT = 43117;
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
const PRELOAD = '/opt/Citewise/resources/app.asar/dist/electron/preload.cjs';
const SECRET = 'launch-secret-for-this-test-0123456789';
const SCREEN = { x: 0, y: 0, width: 1920, height: 1080 };

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function userDataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-desktop-'));
  folders.push(dir);
  return dir;
}

function setUp(overrides: Partial<DesktopAppDeps> = {}, app = new FakeApp(Promise.resolve(), userDataFolder())) {
  const server = { port: SERVER_PORT, close: vi.fn(() => Promise.resolve()) };
  const windows = fakeWindowClass();
  const dialog = new FakeDialog();
  const session = new FakeSession();
  let menu: MenuItemConstructorOptions[] = [];
  const scheduled: Array<() => Promise<void>> = [];
  const deps: DesktopAppDeps = {
    app,
    BrowserWindow: windows.BrowserWindow,
    session,
    dialog,
    shell: { openExternal: vi.fn(() => Promise.resolve()), openPath: vi.fn(() => Promise.resolve('')) },
    safeStorage: new FakeSafeStorage(),
    setMenu: (template) => void (menu = template),
    workAreas: () => [SCREEN],
    startServer: vi.fn((_options: EmbeddedServerOptions) => Promise.resolve<EmbeddedServer>(server)),
    preloadPath: PRELOAD,
    platform: 'linux',
    productName: 'Citewise',
    log: () => undefined,
    logFile: path.join(app.userData, 'logs', 'citewise.log'),
    launchSecret: SECRET,
    every: (_ms, task) => {
      scheduled.push(task);
      return () => undefined;
    },
    ...overrides,
  };
  const desktop = runDesktopApp(deps);
  const paths = desktopPaths(app.userData);
  const click = (label: string) => {
    const item = menu.flatMap((top) => (Array.isArray(top.submenu) ? top.submenu : [])).find((entry) => entry.label === label);
    if (!item?.click) throw new Error(`no menu item ${label}`);
    (item.click as () => void)();
  };
  return { app, deps, server, dialog, session, paths, click, scheduled, windows: windows.windows, started: desktop.started };
}

/** A migrated database in the user-data folder, with a marker table the test can read back. */
async function databaseIn(userData: string, marker: string): Promise<void> {
  const { dataDir, databaseFile } = desktopPaths(userData);
  const database = openSqlite(dataDir);
  await database.close();
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const db = new BetterSqlite3(databaseFile);
  db.exec('create table if not exists marker (text text)');
  db.exec('delete from marker');
  db.prepare('insert into marker values (?)').run(marker);
  db.close();
}

async function markerIn(file: string): Promise<string | undefined> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select text from marker').get() as { text: string } | undefined)?.text;
  } finally {
    db.close();
  }
}

describe('desktop app start-up', () => {
  it('starts the server on 127.0.0.1 with a random port, the launch secret, its data and a sealed settings key', async () => {
    const { app, deps, started } = setUp();
    await started;

    expect(deps.startServer).toHaveBeenCalledTimes(1);
    expect(deps.startServer).toHaveBeenCalledWith(
      expect.objectContaining({
        host: '127.0.0.1',
        port: 0,
        dataDir: path.join(app.userData, 'data'),
        launchSecret: SECRET,
        settingsEncryptionKey: expect.any(Buffer),
      }),
    );
    expect(existsSync(path.join(app.userData, 'data', SEALED_KEY_FILE_NAME))).toBe(true);
  });

  it('makes a new 256-bit launch secret for every launch', async () => {
    const secrets: string[] = [];
    for (let launch = 0; launch < 2; launch++) {
      const { deps, started } = setUp({ launchSecret: undefined });
      await started;
      secrets.push(vi.mocked(deps.startServer).mock.calls[0]?.[0].launchSecret ?? '');
    }

    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('puts the secret on the window’s requests to the server only', async () => {
    const { session, started } = setUp();
    await started;

    expect(session.requestHeadersFor(`${SERVER_URL}/api/auth/validate`)).toEqual({ 'x-launch-secret': SECRET });
    expect(session.requestHeadersFor('https://www.yelp.com/')).toEqual({});
    expect(session.requestPermission('media')).toEqual({ requested: false, checked: false });
  });

  it('opens one locked-down window on the loopback address and port the server took, shown when ready', async () => {
    const { windows, started } = setUp();
    await started;

    expect(windows).toHaveLength(1);
    const [window] = windows;
    expect(window?.options).toEqual(createWindowOptions(PRELOAD));
    expect(window?.loadedUrls).toEqual([SERVER_URL]);
    expect(window?.shown).toBe(false);
    window?.emit('ready-to-show');
    expect(window?.shown).toBe(true);
  });

  it('reopens the window where it was closed last time, maximised if it was', async () => {
    const userData = userDataFolder();
    const bounds = { x: 200, y: 100, width: 1100, height: 720 };
    writeWindowState(desktopPaths(userData).windowStateFile, { bounds, maximized: true });

    const { windows, started } = setUp({}, new FakeApp(Promise.resolve(), userData));
    await started;

    expect(windows[0]?.options).toEqual(createWindowOptions(PRELOAD, bounds));
    expect(windows[0]?.maximized).toBe(true);
  });

  it('saves the window’s place when it closes', async () => {
    const { windows, paths, started } = setUp();
    await started;

    windows[0]?.close();

    expect(JSON.parse(readFileSync(paths.windowStateFile, 'utf8'))).toEqual({
      bounds: { x: 0, y: 0, width: 1280, height: 800 },
      maximized: false,
    });
  });

  it('keeps the window on the server origin and sends outside links to the browser', async () => {
    const { deps, windows, started } = setUp();
    await started;
    const contents = windows[0]?.webContents;

    expect(contents?.navigate(`${SERVER_URL}/businesses`)).toBe(false);
    expect(contents?.navigate('https://example.com/')).toBe(true);
    expect(contents?.requestWindow('https://www.yelp.com/biz/x')).toEqual({ action: 'deny' });
    expect(deps.shell.openExternal).toHaveBeenCalledWith('https://example.com/');
    expect(deps.shell.openExternal).toHaveBeenCalledWith('https://www.yelp.com/biz/x');
  });

  it('shows an error and quits when the server fails to start', async () => {
    const startServer = vi.fn(() => Promise.reject(new Error('SQLITE_CANTOPEN: unable to open database file')));
    const { app, dialog, windows, started } = setUp({ startServer });
    await started;

    expect(dialog.errors).toEqual([
      { title: 'Citewise could not start', content: expect.stringContaining('SQLITE_CANTOPEN: unable to open database file') },
    ]);
    expect(dialog.errors[0]?.content).toContain(path.join(app.userData, 'logs', 'citewise.log'));
    expect(windows).toHaveLength(0);
    await app.whenExited;
    expect(app.exited).toBe(true);
  });

  it('gives up on a server that does not become ready in time, and closes it if it comes up later', async () => {
    const starting = deferred<EmbeddedServer>();
    const { app, dialog, windows, started } = setUp({ startServer: () => starting.promise, serverStartTimeoutMs: 1 });
    await started;

    expect(dialog.errors[0]?.content).toContain('The local server did not start within');
    expect(windows).toHaveLength(0);
    await app.whenExited;

    const closed = deferred<void>();
    starting.resolve({ port: SERVER_PORT, close: () => (closed.resolve(), Promise.resolve()) });
    // Settles only when the late server is closed.
    await closed.promise;
  });

  it('shows an error, closes the server and quits when the window cannot load the app', async () => {
    const windows = fakeWindowClass(() => Promise.reject(new Error('ERR_CONNECTION_REFUSED')));
    const { app, dialog, server, started } = setUp({ BrowserWindow: windows.BrowserWindow });
    await started;

    expect(dialog.errors[0]).toEqual({ title: 'Citewise could not start', content: expect.stringContaining('ERR_CONNECTION_REFUSED') });
    await app.whenExited;
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('quits at once without starting a server when another instance holds the lock', async () => {
    const app = new FakeApp(Promise.resolve(), userDataFolder());
    app.hasSingleInstanceLock = false;
    const { deps, started } = setUp({}, app);
    await started;

    expect(app.exited).toBe(true);
    expect(deps.startServer).not.toHaveBeenCalled();
  });

  it('focuses and restores the existing window when a second instance starts', async () => {
    const { app, windows, started } = setUp();
    await started;
    const window = windows[0];
    if (window) window.minimized = true;

    app.emit('second-instance');

    expect(window?.minimized).toBe(false);
    expect(window?.focused).toBe(true);
  });
});

describe('desktop app database care', () => {
  it('starts normally on a sound database', async () => {
    const userData = userDataFolder();
    await databaseIn(userData, 'sound');

    const { deps, dialog, started } = setUp({}, new FakeApp(Promise.resolve(), userData));
    await started;

    expect(dialog.messages).toEqual([]);
    expect(deps.startServer).toHaveBeenCalledTimes(1);
  });

  it('on a damaged database offers the newest sound backup and, when chosen, restores it and starts', async () => {
    const userData = userDataFolder();
    const paths = desktopPaths(userData);
    await databaseIn(userData, 'from the backup');
    await backUpDatabase(paths.databaseFile, paths.backupsDir, { now: new Date('2025-03-01T09:00:00Z'), keep: 7 });
    const damaged = Buffer.from('garbage where the database was '.repeat(100));
    writeFileSync(paths.databaseFile, damaged);

    const app = new FakeApp(Promise.resolve(), userData);
    const dialog = new FakeDialog();
    dialog.presses.push('Restore the backup of');
    const { deps, started } = setUp({ dialog }, app);
    await started;

    expect(dialog.messages[0]).toMatchObject({ type: 'error', title: 'Citewise database is damaged' });
    expect(dialog.messages[0]?.buttons).toEqual([expect.stringMatching(/^Restore the backup of /), 'Open Data Folder', 'Quit']);
    expect(deps.startServer).toHaveBeenCalledTimes(1);
    expect(await markerIn(paths.databaseFile)).toBe('from the backup');
    const kept = readdirSync(paths.dataDir).filter((name) => name.startsWith('citewise.db.damaged-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(paths.dataDir, kept[0] ?? ''))).toEqual(damaged);
  });

  it('on a damaged database quits without touching it when the user chooses Quit', async () => {
    const userData = userDataFolder();
    const paths = desktopPaths(userData);
    mkdirSync(paths.dataDir, { recursive: true });
    const damaged = Buffer.from('not a database '.repeat(100));
    writeFileSync(paths.databaseFile, damaged);
    const dialog = new FakeDialog();
    dialog.presses.push('Quit');

    const { app, deps, started } = setUp({ dialog }, new FakeApp(Promise.resolve(), userData));
    await started;
    await app.whenExited;

    expect(dialog.messages[0]?.buttons).toEqual(['Open Data Folder', 'Quit']);
    expect(dialog.messages[0]?.detail).toContain('There is no sound backup');
    expect(deps.startServer).not.toHaveBeenCalled();
    expect(readFileSync(paths.databaseFile)).toEqual(damaged);
  });

  it('on a damaged database can open the data folder instead, and quits', async () => {
    const userData = userDataFolder();
    const paths = desktopPaths(userData);
    mkdirSync(paths.dataDir, { recursive: true });
    writeFileSync(paths.databaseFile, 'not a database '.repeat(100));
    const dialog = new FakeDialog();
    dialog.presses.push('Open Data Folder');

    const { app, deps, started } = setUp({ dialog }, new FakeApp(Promise.resolve(), userData));
    await started;
    await app.whenExited;

    expect(deps.shell.openPath).toHaveBeenCalledWith(paths.dataDir);
    expect(deps.startServer).not.toHaveBeenCalled();
  });

  it('takes a backup at start and then one a day, keeping the newest seven', async () => {
    const userData = userDataFolder();
    await databaseIn(userData, 'daily');
    let now = new Date('2025-03-01T09:00:00Z');
    const { paths, scheduled, started } = setUp({ now: () => now }, new FakeApp(Promise.resolve(), userData));
    await started;
    const check = scheduled[0];
    if (!check) throw new Error('no backup check was scheduled');

    await check();
    expect(listBackups(paths.backupsDir).map((backup) => backup.takenAt)).toEqual([new Date('2025-03-01T09:00:00Z')]);

    now = new Date('2025-03-02T08:59:59Z');
    await check();
    expect(listBackups(paths.backupsDir)).toHaveLength(1);

    for (let day = 2; day <= 10; day++) {
      now = new Date(`2025-03-${String(day).padStart(2, '0')}T09:00:00Z`);
      await check();
    }
    const kept = listBackups(paths.backupsDir);
    expect(kept).toHaveLength(7);
    expect(kept[0]?.takenAt).toEqual(new Date('2025-03-10T09:00:00Z'));
    expect(checkIntegrity(kept[0]?.file ?? '')).toEqual({ ok: true });
  });

  it('backs up on demand from the menu and says where', async () => {
    const userData = userDataFolder();
    await databaseIn(userData, 'now');
    const { dialog, paths, click, started } = setUp({ now: () => new Date('2025-03-05T12:00:00Z') }, new FakeApp(Promise.resolve(), userData));
    await started;

    const shown = dialog.nextMessage();
    click('Back Up Database Now');
    const message = await shown;

    expect(message).toMatchObject({ title: 'Backup saved' });
    expect(message.detail).toContain(paths.backupsDir);
    expect(listBackups(paths.backupsDir).map((backup) => backup.takenAt)).toEqual([new Date('2025-03-05T12:00:00Z')]);
  });

  it('restores a chosen backup from the menu: closes the server first, keeps the current database, restarts', async () => {
    const userData = userDataFolder();
    const paths = desktopPaths(userData);
    await databaseIn(userData, 'last week');
    const backup = await backUpDatabase(paths.databaseFile, paths.backupsDir, { now: new Date('2025-03-01T09:00:00Z'), keep: 7 });
    await databaseIn(userData, 'today');
    const dialog = new FakeDialog();
    dialog.openFile = backup.file;
    dialog.presses.push('Restore and Restart');
    const app = new FakeApp(Promise.resolve(), userData);
    const { server, click, started } = setUp({ dialog, now: () => new Date('2025-03-08T10:00:00Z') }, app);
    await started;
    let markerWhenClosed: string | undefined;
    server.close.mockImplementation(async () => {
      markerWhenClosed = await markerIn(paths.databaseFile);
    });

    click('Restore from Backup…');
    await app.whenExited;

    expect(markerWhenClosed).toBe('today');
    expect(await markerIn(paths.databaseFile)).toBe('last week');
    expect(await markerIn(`${paths.databaseFile}.before-restore-2025-03-08T10-00-00-000Z`)).toBe('today');
    expect(app.relaunchCalls).toBe(1);
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('refuses to restore a file that is not a Citewise backup, and keeps running', async () => {
    const userData = userDataFolder();
    await databaseIn(userData, 'current');
    const bogus = path.join(userData, 'holiday-photos.db');
    writeFileSync(bogus, 'jpeg bytes '.repeat(100));
    const dialog = new FakeDialog();
    dialog.openFile = bogus;
    const { app, server, paths, click, started } = setUp({ dialog }, new FakeApp(Promise.resolve(), userData));
    await started;

    const refused = dialog.nextError();
    click('Restore from Backup…');

    expect((await refused).title).toBe('This backup cannot be restored');
    expect(server.close).not.toHaveBeenCalled();
    expect(app.relaunchCalls).toBe(0);
    expect(await markerIn(paths.databaseFile)).toBe('current');
  });

  it('opens the data folder and the log from the menu, and tells the version in About', async () => {
    const { deps, dialog, paths, click, started } = setUp();
    await started;

    click('Open Data Folder');
    click('Show Logs');
    const about = dialog.nextMessage();
    click('About Citewise');

    expect(deps.shell.openPath).toHaveBeenCalledWith(paths.dataDir);
    expect(deps.shell.openPath).toHaveBeenCalledWith(deps.logFile);
    expect(await about).toMatchObject({ message: 'Citewise 0.1.0', detail: expect.stringContaining(paths.backupsDir) });
  });
});

describe('desktop app shutdown', () => {
  it('closes the server exactly once before the process exits, however often quit is asked', async () => {
    const { app, server, started } = setUp();
    await started;
    const closing = deferred<void>();
    server.close.mockImplementation(() => closing.promise);

    app.quit();
    app.quit();
    expect(app.exited).toBe(false);
    closing.resolve();
    await app.whenExited;

    expect(server.close).toHaveBeenCalledTimes(1);
    expect(app.exited).toBe(true);
  });

  it('still exits when closing the server fails', async () => {
    const log = vi.fn();
    const { app, server, started } = setUp({ log });
    await started;
    server.close.mockImplementation(() => Promise.reject(new Error('database is locked')));

    app.quit();
    await app.whenExited;

    expect(log).toHaveBeenCalledWith(expect.stringContaining('database is locked'));
  });

  it('waits for a server that is still starting, closes it and opens no window', async () => {
    const starting = deferred<EmbeddedServer>();
    const server = { port: SERVER_PORT, close: vi.fn(() => Promise.resolve()) };
    const asked = deferred<void>();
    const startServer = () => {
      asked.resolve();
      return starting.promise;
    };
    const { app, windows, started } = setUp({ startServer });
    await asked.promise;

    app.quit();
    starting.resolve(server);
    await started;
    await app.whenExited;

    expect(server.close).toHaveBeenCalledTimes(1);
    expect(windows).toHaveLength(0);
  });

  it('does not start the server when quit comes before the app is ready', async () => {
    const ready = deferred<void>();
    const { app, deps, started } = setUp({}, new FakeApp(ready.promise, userDataFolder()));

    app.quit();
    await app.whenExited;
    ready.resolve();
    await started;

    expect(deps.startServer).not.toHaveBeenCalled();
  });

  it('quits when the last window closes on Linux and Windows', async () => {
    for (const platform of ['linux', 'win32']) {
      const { app, started } = setUp({ platform });
      await started;
      app.emit('window-all-closed');
      await app.whenExited;
      expect(app.exited).toBe(true);
    }
  });

  it('stays running without windows on macOS and reopens the window on activate', async () => {
    const { app, windows, started } = setUp({ platform: 'darwin' });
    await started;
    windows[0]?.close();

    app.emit('window-all-closed');
    expect(app.quitCalls).toBe(0);

    app.emit('activate');
    expect(windows).toHaveLength(2);
    expect(windows[1]?.loadedUrls).toEqual([SERVER_URL]);

    app.emit('activate');
    expect(windows).toHaveLength(2);
  });
});
