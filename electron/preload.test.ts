import { describe, expect, it, vi } from 'vitest';

const { exposeInMainWorld } = vi.hoisted(() => ({ exposeInMainWorld: vi.fn() }));
// The real 'electron' module only runs inside Electron; the preload needs just contextBridge.
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld } }));

describe('preload', () => {
  it('exposes exactly one object, the desktop bridge, under window.desktop', async () => {
    await import('./preload');

    expect(exposeInMainWorld).toHaveBeenCalledExactlyOnceWith('desktop', {
      isDesktop: true,
      platform: expect.stringMatching(/^(darwin|win32|linux|other)$/),
    });
  });
});
