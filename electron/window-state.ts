import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Where the main window was, kept in userData/window-state.json, so the next launch opens it at the
// same size and place, unless that place is no longer on any screen.

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 };
// At least this much of the window's top must be on a screen for the user to grab and move it.
const GRAB_WIDTH = 100;
const GRAB_HEIGHT = 40;

function isRectangle(value: unknown): value is Rectangle {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((key) => Number.isInteger(record[key]));
}

function parseState(text: string): WindowState | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return undefined;
    const { bounds, maximized } = value as Record<string, unknown>;
    return isRectangle(bounds) && typeof maximized === 'boolean' ? { bounds, maximized } : undefined;
  } catch {
    return undefined;
  }
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Whether the window's title bar area shows on one of the screens' work areas. */
function isReachable(bounds: Rectangle, workAreas: readonly Rectangle[]): boolean {
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRAB_HEIGHT };
  return workAreas.some((area) => {
    const shared = overlap(titleBar, area);
    return shared.width >= Math.min(GRAB_WIDTH, bounds.width) && shared.height >= Math.min(GRAB_HEIGHT, bounds.height);
  });
}

/**
 * The saved state when the file holds one and it is still reachable on the given screens, shrunk to
 * fit the largest of them; undefined (open at the default size, centred) otherwise.
 */
export function readWindowState(file: string, workAreas: readonly Rectangle[]): WindowState | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const state = parseState(text);
  if (!state || !isReachable(state.bounds, workAreas)) return undefined;
  const widest = Math.max(...workAreas.map((area) => area.width));
  const tallest = Math.max(...workAreas.map((area) => area.height));
  return {
    maximized: state.maximized,
    bounds: { ...state.bounds, width: Math.min(state.bounds.width, widest), height: Math.min(state.bounds.height, tallest) },
  };
}

/** Written to a temporary file first, so a crash mid-write leaves the previous state. */
export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}

/** The parts of a BrowserWindow whose place is kept. */
export interface PlacedWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  on(event: 'close', listener: () => void): unknown;
}

/** Saves the window's place when it closes; the size before maximising is the one kept. */
export function keepWindowState(window: PlacedWindow, file: string, log: (line: string) => void): void {
  window.on('close', () => {
    try {
      writeWindowState(file, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
    } catch (error) {
      log(`Saving the window's size and place failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
