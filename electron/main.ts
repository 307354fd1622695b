// Electron's entry (bundled to dist/electron/main.js): hands the real Electron modules and the
// embedded server to the lifecycle in desktop-app.ts, which holds all the logic.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, shell } from 'electron';
import { startServer } from '../server/start-server';
import { runDesktopApp } from './desktop-app';

const bundleDir = path.dirname(fileURLToPath(import.meta.url));

runDesktopApp({
  app,
  BrowserWindow,
  dialog,
  shell,
  startServer,
  preloadPath: path.join(bundleDir, 'preload.cjs'),
  platform: process.platform,
  log: (line) => console.log(line),
});
