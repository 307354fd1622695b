// Electron's entry (bundled to dist/electron/main.js): hands the real Electron modules and the
// embedded server to the lifecycle in desktop-app.ts, which holds all the logic.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, Menu, safeStorage, screen, session, shell } from 'electron';
import { startServer } from '../server/start-server';
import { desktopPaths } from './database-care';
import { runDesktopApp } from './desktop-app';
import { createFileLog } from './file-log';

const bundleDir = path.dirname(fileURLToPath(import.meta.url));
const productName = 'Citewise';
app.setName(productName);
const fileLog = createFileLog(desktopPaths(app.getPath('userData')).logsDir);

runDesktopApp({
  app,
  BrowserWindow,
  get session() {
    // The default session exists only once the app is ready; it is first asked for after that.
    return session.defaultSession;
  },
  dialog,
  shell,
  safeStorage,
  setMenu: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
  workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
  startServer,
  preloadPath: path.join(bundleDir, 'preload.cjs'),
  platform: process.platform,
  productName,
  log: fileLog.log,
  serverLogger: fileLog.logger,
  logFile: fileLog.file,
});
