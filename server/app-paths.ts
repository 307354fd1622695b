import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module. The same code runs from
 * sources (tests), from dist/server (npm start) and from inside a packaged desktop app.
 */
export function findAppRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
}

export function migrationsFolder(dialect: 'sqlite' | 'pg', root: string = findAppRoot()): string {
  return path.join(root, 'server', 'db', dialect, 'migrations');
}

export function rendererFolder(root: string = findAppRoot()): string {
  return path.join(root, 'dist', 'renderer');
}
