import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../server/start-server';
import { runDesktopApp } from './desktop-app';
import { FakeApp, fakeWindowClass } from './fake-electron';

// The desktop lifecycle against the real embedded server (SQLite in a temporary user-data folder),
// with only Electron replaced: the fake window "loads" the app by asking its health endpoint.
let userData: string | undefined;

afterEach(() => {
  if (userData) rmSync(userData, { recursive: true, force: true });
});

describe('desktop app with the real embedded server', () => {
  it('serves the window from SQLite in userData and releases the port on quit', async () => {
    userData = mkdtempSync(path.join(tmpdir(), 'citewise-desktop-'));
    const app = new FakeApp(Promise.resolve(), userData);
    const health: unknown[] = [];
    const windows = fakeWindowClass(async (url) => {
      const response = await fetch(new URL('/api/health', url));
      health.push(await response.json());
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    const { started } = runDesktopApp({
      app,
      BrowserWindow: windows.BrowserWindow,
      dialog: { showErrorBox: (title, content) => expect.fail(`${title}: ${content}`) },
      shell: { openExternal: () => Promise.resolve() },
      startServer,
      preloadPath: '/unused/preload.cjs',
      platform: 'linux',
      log: () => undefined,
    });
    await started;

    const url = windows.windows[0]?.loadedUrls[0] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(health).toEqual([expect.objectContaining({ status: 'ok', database: 'sqlite' })]);
    expect(existsSync(path.join(userData, 'data', 'citewise.db'))).toBe(true);

    app.quit();
    await app.whenExited;
    await expect(fetch(new URL('/api/health', url))).rejects.toThrow();
  });
});
