import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// End-to-end tests run against the built app as `npm start` runs it, on a fresh data folder.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 5317);
const baseURL = `http://localhost:${port}`;
// Workers load this file too and inherit the environment, so the folder is made once per run.
const dataDir = (process.env.CITEWISE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'citewise-e2e-')));

// The system Chromium when there is one, else the browser Playwright installs.
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
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
  webServer: {
    command: 'node dist/server/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
