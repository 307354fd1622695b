import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { findAppRoot, rendererFolder } from './app-paths';
import { openDatabase } from './db/open-database';
import type { Database, Dialect } from './db/repositories';
import { consoleLogger, type Logger } from './logger';
import type { SmtpSettings } from './mail/mail-service';
import { ensureAdmin } from './services/accounts/first-admin';
import { createArgon2Hasher } from './services/accounts/password-hasher';
import { HOSTED_WITHOUT_KEY } from './settings/settings-key';
import { settingsKeySource } from './settings/settings-key-source';
import { answerClientErrorsAsJson } from './http/client-errors';
import { listen } from './http/listen';
import type { Scheduler } from './jobs/scheduled-work';

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

export interface StartServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  trustProxy?: boolean | number | string;
  /** Defaults to the address the server listens on, e.g. http://localhost:5000 */
  publicUrl?: string;
  smtp?: SmtpSettings;
  sessions?: { idleMs: number; maxMs: number };
  rateLimitFactor?: number;
  /** Memory for cached answers; the default when absent, none when 0. */
  responseCacheBytes?: number;
  /** Social sign-in credentials and endpoints (GOOGLE_CLIENT_ID, ...). */
  env?: NodeJS.ProcessEnv;
  /** Created, or promoted, as an admin at start. */
  admin?: { email: string; password: string };
  /** SETTINGS_ENCRYPTION_KEY; without it, embedded installs keep a key file in dataDir and hosted ones refuse secrets. */
  settingsEncryptionKey?: Buffer;
  /**
   * Without a key: why none can be had (e.g. the system key store holding it is locked). Encrypted
   * settings then answer 503 with this reason instead of falling back to a key file.
   */
  settingsKeyUnavailable?: string;
  /**
   * When set, every request must carry it in the x-launch-secret header and name `host:port` in its
   * Host header: a server meant for one local client that chose the secret (the desktop window).
   */
  launchSecret?: string;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  dialect: Dialect;
  /** Started already; `tick()` runs a round of scheduled scans and report emails now. */
  scheduler: Pick<Scheduler, 'tick'>;
  /** Stops accepting connections, ends open ones and closes the database; safe to call twice. */
  close(): Promise<void>;
}

/** The Host header a client sends for this address, IPv6 literals in brackets. */
function hostHeader(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

function appVersion(root: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return manifest && typeof manifest === 'object' && 'version' in manifest ? String(manifest.version) : '0.0.0';
}

async function bootstrapAdmin(database: Database, admin: StartServerOptions['admin'], logger: Logger): Promise<void> {
  if (!admin) return;
  const result = await ensureAdmin(database.repositories, createArgon2Hasher(), admin);
  if (result !== 'unchanged') logger.info(`Admin account ${admin.email} ${result}.`);
}

/** Opens the database (migrating it), listens, then serves the app. Used by `npm start` and the desktop app. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const root = findAppRoot();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const server = createServer();
  answerClientErrorsAsJson(server);
  // Idle connections outlive a load balancer's (commonly 60 s) and a client's reuse of them: a server
  // closing first races a request sent on the same socket, which the client sees as ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  let port: number;
  try {
    await bootstrapAdmin(database, options.admin, logger);
    // Listening first tells the real port (0 picks one), which the default public URL needs.
    port = await listen(server, options.port, options.host);
  } catch (error) {
    await database.close();
    throw error;
  }

  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(options.host) ? 'localhost' : options.host;
  const url = `http://${shownHost}:${port}`;
  const hosted = Boolean(options.databaseUrl);
  if (hosted && !options.settingsEncryptionKey) logger.warn(HOSTED_WITHOUT_KEY);
  const smtp = options.smtp;
  if (!smtp) {
    logger.info('Mail is not configured (SMTP_URL): new accounts can sign in at once without verifying their email.');
  }
  const app = createApp({
    database,
    version: appVersion(root),
    logger,
    staticDir: rendererFolder(root),
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl ?? url,
    smtp,
    sessions: options.sessions,
    rateLimitFactor: options.rateLimitFactor,
    responseCacheBytes: options.responseCacheBytes,
    // Tests hold the written answers to the contract's schemas on both databases.
    checkWrittenAnswers: false,
    env: options.env,
    settingsKey: settingsKeySource({
      configured: options.settingsEncryptionKey,
      unavailable: options.settingsKeyUnavailable,
      dataDir: options.dataDir,
      hosted,
    }),
    databaseUrl: options.databaseUrl,
    launchGuard: options.launchSecret ? { secret: options.launchSecret, allowedHosts: [hostHeader(options.host, port)] } : undefined,
  });
  server.on('request', app);
  try {
    // Batches left unfinished by the previous process resume here.
    await app.jobs.start();
  } catch (error) {
    server.close();
    server.closeAllConnections();
    await database.close();
    throw error;
  }
  // Started after the queue, so the batches it starts find a queue that takes them.
  app.scheduler.start();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    dialect: database.dialect,
    scheduler: app.scheduler,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        // A scheduling round under way and the item in hand both finish before the database closes.
        await app.scheduler.stop();
        await app.jobs.stop();
        await database.close();
      })()),
  };
}
