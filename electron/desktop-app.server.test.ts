import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../server/logger';
import { startServer } from '../server/start-server';
import { runDesktopApp } from './desktop-app';
import { FakeApp, FakeDialog, FakeSafeStorage, FakeSession, fakeWindowClass } from './testing/fake-electron';
import { SEALED_KEY_FILE_NAME } from './settings-key-store';

// The desktop lifecycle against the real embedded server (SQLite in a temporary user-data folder),
// with only Electron replaced: the fake window "loads" the app by asking its health endpoint with the
// headers the session would send, and the test then knocks without them.
let userData: string | undefined;

afterEach(() => {
  if (userData) rmSync(userData, { recursive: true, force: true });
});

describe('desktop app with the real embedded server', () => {
  it('serves only its own window from SQLite in userData and releases the port on quit', async () => {
    userData = mkdtempSync(path.join(tmpdir(), 'citewise-desktop-'));
    const app = new FakeApp(Promise.resolve(), userData);
    const session = new FakeSession();
    const health: unknown[] = [];
    const windows = fakeWindowClass(async (url) => {
      const healthUrl = new URL('/api/health', url).href;
      const response = await fetch(healthUrl, { headers: session.requestHeadersFor(healthUrl) });
      health.push(await response.json());
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dialog = new FakeDialog();

    const { started } = runDesktopApp({
      app,
      BrowserWindow: windows.BrowserWindow,
      session,
      dialog,
      shell: { openExternal: () => Promise.resolve(), openPath: () => Promise.resolve('') },
      safeStorage: new FakeSafeStorage(),
      setMenu: () => undefined,
      workAreas: () => [{ x: 0, y: 0, width: 1920, height: 1080 }],
      startServer,
      preloadPath: '/unused/preload.cjs',
      platform: 'linux',
      productName: 'Citewise',
      log: () => undefined,
      serverLogger: silentLogger,
      logFile: path.join(userData, 'logs', 'citewise.log'),
      every: () => () => undefined,
    });
    await started;

    expect(dialog.errors).toEqual([]);
    const url = windows.windows[0]?.loadedUrls[0] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(health).toEqual([expect.objectContaining({ status: 'ok', database: 'sqlite' })]);
    expect(existsSync(path.join(userData, 'data', 'citewise.db'))).toBe(true);
    expect(existsSync(path.join(userData, 'data', SEALED_KEY_FILE_NAME))).toBe(true);

    // Any other client on the machine: no secret, so no answer.
    const stranger = await fetch(new URL('/api/health', url));
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    expect((await fetch(url)).status).toBe(403);

    app.quit();
    await app.whenExited;
    await expect(fetch(new URL('/api/health', url))).rejects.toThrow();
  });
});
