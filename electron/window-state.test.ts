import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWindowState, readWindowState, writeWindowState, type Rectangle } from './window-state';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function stateFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-window-'));
  folders.push(dir);
  return path.join(dir, 'window-state.json');
}

const LAPTOP: Rectangle = { x: 0, y: 0, width: 1440, height: 875 };
const MONITOR_RIGHT: Rectangle = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('window state', () => {
  it('reads back what was written', () => {
    const file = stateFile();
    const state = { bounds: { x: 1600, y: 120, width: 1500, height: 1000 }, maximized: true };

    writeWindowState(file, state);

    expect(readWindowState(file, [LAPTOP, MONITOR_RIGHT])).toEqual(state);
  });

  it('has nothing to restore on the first launch or from a damaged file', () => {
    const file = stateFile();
    expect(readWindowState(file, [LAPTOP])).toBeUndefined();

    for (const text of ['{"bounds":', '{"bounds":{"x":"1"},"maximized":false}', 'null', '[]']) {
      writeFileSync(file, text);
      expect(readWindowState(file, [LAPTOP])).toBeUndefined();
    }
  });

  it('forgets a place that was on a monitor no longer connected', () => {
    const file = stateFile();
    writeWindowState(file, { bounds: { x: 1600, y: 120, width: 1500, height: 1000 }, maximized: false });

    expect(readWindowState(file, [LAPTOP])).toBeUndefined();
  });

  it('keeps a window whose title bar is partly on screen, shrunk to fit the largest screen', () => {
    const file = stateFile();
    writeWindowState(file, { bounds: { x: -300, y: 10, width: 2000, height: 1200 }, maximized: false });

    expect(readWindowState(file, [LAPTOP])).toEqual({ bounds: { x: -300, y: 10, width: 1440, height: 875 }, maximized: false });
  });

  it('forgets a window whose title bar is above the screen', () => {
    const file = stateFile();
    writeWindowState(file, { bounds: { x: 100, y: -500, width: 800, height: 600 }, maximized: false });

    expect(readWindowState(file, [LAPTOP])).toBeUndefined();
  });

  it('saves the size before maximising when the window closes', () => {
    const file = stateFile();
    const window = Object.assign(new EventEmitter(), {
      getNormalBounds: () => ({ x: 40, y: 50, width: 1200, height: 760 }),
      isMaximized: () => true,
    });
    keepWindowState(window, file, () => undefined);

    window.emit('close');

    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bounds: { x: 40, y: 50, width: 1200, height: 760 }, maximized: true });
  });

  it('logs and carries on when the state cannot be saved', () => {
    const log = vi.fn();
    const window = Object.assign(new EventEmitter(), {
      getNormalBounds: () => ({ x: 0, y: 0, width: 800, height: 600 }),
      isMaximized: () => false,
    });
    // A file where its folder should be: the folder cannot be made.
    const file = stateFile();
    writeFileSync(file, '');
    keepWindowState(window, path.join(file, 'window-state.json'), log);

    window.emit('close');

    expect(log).toHaveBeenCalledWith(expect.stringContaining("Saving the window's size and place failed"));
  });
});
