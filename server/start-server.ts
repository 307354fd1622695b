import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { findAppRoot, rendererFolder } from './app-paths';
import { openDatabase } from './db/open-database';
import type { Dialect } from './db/repositories';
import { consoleLogger, type Logger } from './logger';

export interface StartServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  trustProxy?: boolean | number | string;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  dialect: Dialect;
  /** Stops accepting connections, ends open ones and closes the database; safe to call twice. */
  close(): Promise<void>;
}

function appVersion(root: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return manifest && typeof manifest === 'object' && 'version' in manifest ? String(manifest.version) : '0.0.0';
}

/** Opens the database (migrating it), builds the app and listens. Used by `npm start` and the desktop app. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const root = findAppRoot();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const app = createApp({
    database,
    version: appVersion(root),
    logger,
    staticDir: rendererFolder(root),
    trustProxy: options.trustProxy,
  });

  const server = app.listen(options.port, options.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(options.host) ? 'localhost' : options.host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    dialect: database.dialect,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await database.close();
      })()),
  };
}
