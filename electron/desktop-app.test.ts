import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runDesktopApp, type DesktopAppDeps, type EmbeddedServer } from './desktop-app';
import { deferred, FakeApp, fakeWindowClass } from './fake-electron';
import { createWindowOptions } from './window-options';

const SERVER_PORT = 43117;
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
const PRELOAD = '/opt/Citewise/resources/app.asar/dist/electron/preload.cjs';

function setUp(overrides: Partial<DesktopAppDeps> = {}, app = new FakeApp()) {
  const server = { port: SERVER_PORT, close: vi.fn(() => Promise.resolve()) };
  const windows = fakeWindowClass();
  const deps: DesktopAppDeps = {
    app,
    BrowserWindow: windows.BrowserWindow,
    dialog: { showErrorBox: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
    startServer: vi.fn(() => Promise.resolve<EmbeddedServer>(server)),
    preloadPath: PRELOAD,
    platform: 'linux',
    log: () => undefined,
    ...overrides,
  };
  const desktop = runDesktopApp(deps);
  return { app, deps, server, windows: windows.windows, started: desktop.started };
}

describe('desktop app start-up', () => {
  it('starts the server on 127.0.0.1 with a random port and its data under userData', async () => {
    const { app, deps, started } = setUp();
    await started;

    expect(deps.startServer).toHaveBeenCalledTimes(1);
    expect(deps.startServer).toHaveBeenCalledWith({ host: '127.0.0.1', port: 0, dataDir: path.join(app.userData, 'data') });
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
    const { app, deps, windows, started } = setUp({ startServer });
    await started;

    expect(deps.dialog.showErrorBox).toHaveBeenCalledTimes(1);
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(
      'Citewise could not start',
      expect.stringContaining('SQLITE_CANTOPEN: unable to open database file'),
    );
    expect(windows).toHaveLength(0);
    await app.whenExited;
    expect(app.exited).toBe(true);
  });

  it('shows an error, closes the server and quits when the window cannot load the app', async () => {
    const windows = fakeWindowClass(() => Promise.reject(new Error('ERR_CONNECTION_REFUSED')));
    const { app, deps, server, started } = setUp({ BrowserWindow: windows.BrowserWindow });
    await started;

    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(
      'Citewise could not start',
      expect.stringContaining('ERR_CONNECTION_REFUSED'),
    );
    await app.whenExited;
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('quits at once without starting a server when another instance holds the lock', async () => {
    const app = new FakeApp();
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
    const { app, deps, started } = setUp({}, new FakeApp(ready.promise));

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
    const first = windows[0];
    if (first) first.closed = true;

    app.emit('window-all-closed');
    expect(app.quitCalls).toBe(0);

    app.emit('activate');
    expect(windows).toHaveLength(2);
    expect(windows[1]?.loadedUrls).toEqual([SERVER_URL]);

    app.emit('activate');
    expect(windows).toHaveLength(2);
  });
});
