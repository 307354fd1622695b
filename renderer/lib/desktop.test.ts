// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDesktopBridge, type DesktopBridge } from '../../electron/desktop-bridge';
import { desktopBridge, WEB_BRIDGE } from './desktop';

afterEach(() => {
  delete (window as { desktop?: unknown }).desktop;
});

describe('desktopBridge', () => {
  it('answers the web facts in a browser, in the same shape the desktop preload exposes', () => {
    const web: DesktopBridge = desktopBridge();

    expect(web).toEqual({ isDesktop: false, platform: 'web' });
    expect(Object.keys(web).sort()).toEqual(Object.keys(createDesktopBridge('linux')).sort());
    expect(Object.isFrozen(WEB_BRIDGE)).toBe(true);
  });

  it('answers the preload’s bridge in the desktop app', () => {
    const bridge = createDesktopBridge('win32');
    Object.defineProperty(window, 'desktop', { value: bridge, configurable: true });

    expect(desktopBridge()).toBe(bridge);
  });
});
