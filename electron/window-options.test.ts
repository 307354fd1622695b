import { describe, expect, it } from 'vitest';
import { createWindowOptions } from './window-options';

describe('createWindowOptions', () => {
  const options = createWindowOptions('/app/dist/electron/preload.cjs');

  it('isolates and sandboxes the renderer with no Node access', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('uses the given preload and no other code-loading preferences', () => {
    expect(options.webPreferences?.preload).toBe('/app/dist/electron/preload.cjs');
    expect(options.webPreferences).not.toHaveProperty('experimentalFeatures');
    expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('opens at the default size, or where the window was last time', () => {
    expect(options).toMatchObject({ width: 1280, height: 800 });
    expect(options).not.toHaveProperty('x');
    const placed = createWindowOptions('/app/dist/electron/preload.cjs', { x: 30, y: 40, width: 1000, height: 700 });
    expect(placed).toMatchObject({ x: 30, y: 40, width: 1000, height: 700, webPreferences: options.webPreferences });
  });

  it('stays hidden until the first paint', () => {
    expect(options.show).toBe(false);
  });
});
