import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { oidcTestEnvironment } from '../server/testing/oidc-test-provider';
import { GOOGLE_ORIGIN, GOOGLE_PORT, googleStandInEnvironment } from './e2e/google-listings';
import { E2E_ADMIN } from './e2e/support';

// End-to-end tests run against the built app as `npm start` runs it, on a fresh data folder.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 5317);
const baseURL = `http://localhost:${port}`;
// Social sign-in: the identity provider that stands in for Google, Facebook and LinkedIn.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 5318);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const mailAppPort = Number(process.env.E2E_MAIL_APP_PORT ?? 5321);
const expiryAppPort = Number(process.env.E2E_EXPIRY_APP_PORT ?? 5322);
const integrationOffAppPort = Number(process.env.E2E_INTEGRATION_OFF_APP_PORT ?? 5323);
// Citation scans with real sources: a local directory site and an app allowed to read listing pages from it.
const directoryPort = Number(process.env.E2E_DIRECTORY_PORT ?? 5324);
const citationsAppPort = Number(process.env.E2E_CITATIONS_APP_PORT ?? 5325);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 5320);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 5319);
// Workers load this file too and inherit the environment, so the folder is made once per run.
const dataDir = (process.env.CITEWISE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'citewise-e2e-')));

// The server creates this administrator at start; specs sign in with it through e2e/support.ts.
const E2E_ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

// The system Chromium when there is one, else the browser Playwright installs.
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Every wait is for a state; the caps are for a busy 2-core machine, where two browsers, the servers
  // and PostgreSQL share the cores and a first screen has taken 11 s to come up (5 s is Playwright's).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: path.join(repoRoot, 'test-results', 'playwright.json') }],
  ],
  globalTeardown: './e2e/global-teardown.ts',
  // A folder of its own: Playwright empties it, and vitest writes its report beside it.
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Installing the service worker caches the whole build in every new browser context: only the
    // specs about it (pwa.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    // Mail first: the mail-enabled app sends to it. Specs read it through e2e/mailbox.ts.
    {
      command: 'node --import tsx tests/e2e/mail-server.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    },
    // The local directory whose listing pages citation-sources.spec.ts scans (on 127.0.0.1 only).
    {
      command: 'node --import tsx tests/e2e/directory-site.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${directoryPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_DIRECTORY_PORT: String(directoryPort) },
    },
    // Google's OAuth and Business Profile APIs (google-business.spec.ts); the citation-sources instance points at it.
    // Ready once its API answers: 401, as no token comes with the check.
    {
      command: 'node --import tsx tests/e2e/google-site.ts',
      cwd: repoRoot,
      url: `${GOOGLE_ORIGIN}/v1/accounts`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_GOOGLE_PORT: String(GOOGLE_PORT) },
    },
    // Social sign-in's identity provider (social-sign-in.spec.ts); the main app's strategies point at it.
    {
      command: 'node --import tsx tests/e2e/oidc-server.ts',
      cwd: repoRoot,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_OIDC_APP_URL: baseURL },
    },
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Every spec signs up from this one address, far more often than a real office would.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT_FACTOR: '100',
        ...E2E_ADMIN_ENV,
        ...oidcTestEnvironment(oidcIssuer),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // A second instance with mail configured, so sign-up requires verification (email-flows.spec.ts).
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      url: `http://localhost:${mailAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(mailAppPort),
        DATA_DIR: path.join(dataDir, 'with-mail'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        AUTH_RATE_LIMIT_FACTOR: '100',
        ...E2E_ADMIN_ENV,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Sessions here end after ten seconds idle, so a spec can watch one expire (session-expiry.spec.ts):
    // long enough for a busy machine to load the dashboard before the session ends under it.
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      url: `http://localhost:${expiryAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(expiryAppPort),
        DATA_DIR: path.join(dataDir, 'short-sessions'),
        SESSION_IDLE_HOURS: String(10 / 3600),
        AUTH_RATE_LIMIT_FACTOR: '100',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Its admin switches the business-data integration off (provider.spec.ts); the main app keeps it on.
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      url: `http://localhost:${integrationOffAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(integrationOffAppPort),
        DATA_DIR: path.join(dataDir, 'integration-off'),
        AUTH_RATE_LIMIT_FACTOR: '100',
        ...E2E_ADMIN_ENV,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Its admin switches listing pages on, so its scans read real pages of the local directory
    // (citation-sources.spec.ts), and it talks to the local Google (google-business.spec.ts); the main app
    // keeps the simulator the other specs rely on. Test-only:
    // LISTING_PAGES_ALLOW_ADDRESSES lets pages be read from this machine's loopback address.
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      url: `http://localhost:${citationsAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(citationsAppPort),
        DATA_DIR: path.join(dataDir, 'citation-sources'),
        AUTH_RATE_LIMIT_FACTOR: '100',
        LISTING_PAGES_ALLOW_ADDRESSES: '127.0.0.1',
        ...googleStandInEnvironment(),
        ...E2E_ADMIN_ENV,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
