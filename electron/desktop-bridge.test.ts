import { describe, expect, it } from 'vitest';
import { createDesktopBridge } from './desktop-bridge';

describe('createDesktopBridge', () => {
  it.each([
    ['darwin', 'darwin'],
    ['win32', 'win32'],
    ['linux', 'linux'],
    ['freebsd', 'other'],
  ])('reports %s as %s', (nodePlatform, platform) => {
    expect(createDesktopBridge(nodePlatform)).toEqual({ isDesktop: true, platform });
  });

  it('holds data only and cannot be changed by page scripts', () => {
    const bridge = createDesktopBridge('linux');

    expect(Object.values(bridge).some((value) => typeof value === 'function')).toBe(false);
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
