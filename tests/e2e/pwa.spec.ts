import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startShellServer } from './shell-server';
import { registerAccount, signIn } from './support';

// The installable web app: its service worker keeps the shell so the app opens offline and never
// keeps an API answer; it offers a new build when one is out; the install prompt waits 30 seconds
// and a dismissal holds for 7 days; and Chromium finds it installable.

test.use({ serviceWorkers: 'allow' });

const INSTALL_DELAY_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Waits for the page's service worker to be active, and answers its cache's URLs. */
async function activeServiceWorkerCache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/**
 * What Chromium fires when the app can be installed, once the app is running; a stand-in whose
 * prompt() is recorded.
 */
async function signalInstallable(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('the service worker keeps the shell, never an API answer, and the app opens offline', async ({ page, context, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  const cached = await activeServiceWorkerCache(page);
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);

  // Controlled from the next load on; screens visited while online read the API through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/citations');
  await expect(page.getByRole('heading', { name: 'Citation Monitoring' })).toBeVisible();
  expect((await activeServiceWorkerCache(page)).filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  const offline = await page.goto('/businesses');
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  // The signed-in shell, from the stored user; the screen says its data did not load.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Profiles' })).toBeVisible();

  // Back online, the app checks the server by itself and the banner goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('the server going away leaves the app openable, and says so', async ({ browser }) => {
  const shell = await startShellServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shell.url}/login`);
    await activeServiceWorkerCache(page);
    await shell.close();
    // A prerendered page's path: the worker's shell renders it, ready to use.
    await page.goto(`${shell.url}/register`);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  } finally {
    await context.close();
    await shell.close();
  }
});

test('a new build is offered with an update prompt, and Reload switches to it', async ({ browser }) => {
  const shell = await startShellServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${shell.url}/login`);
    await activeServiceWorkerCache(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const firstBuild = await page.evaluate(() => caches.keys());
    expect(firstBuild).toHaveLength(1);

    // What a new build changes in the worker: the version its files are cached under.
    shell.write('sw.js', (text) => text.replace(/version:"[0-9a-f]+"/, 'version:"0123456789abcdef"'));
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    // Nothing is offered before the minute's check (looked at well before it: the clock also moves
    // with real time).
    await page.clock.runFor(50_000);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await page.clock.runFor(10_000);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Update available');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // The new build controls the page, and its worker dropped the old build's files.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    const nextBuild = await page.evaluate(() => caches.keys());
    expect(nextBuild).toHaveLength(1);
    expect(nextBuild).not.toEqual(firstBuild);
  } finally {
    await context.close();
    await shell.close();
  }
});

test.describe('the install prompt', () => {
  test('shows 30 seconds after the browser offers installation, and installs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await signalInstallable(page);

    // The installed clock also moves with real time, so the early look leaves a wide margin.
    await page.clock.runFor(INSTALL_DELAY_MS - 10_000);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('install-prompt')).toContainText('Install Citewise');

    await page.getByTestId('install-accept').click();
    await expect.poll(() => page.evaluate(() => 'installPrompted' in window)).toBe(true);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByTestId('toast')).toContainText('App installed successfully!');
  });

  test('a dismissal is kept as a timestamp and honoured for 7 days', async ({ page }) => {
    const start = new Date('2026-11-24T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/login');
    await signalInstallable(page);
    await page.clock.runFor(INSTALL_DELAY_MS);
    await page.getByTestId('install-dismiss').click();
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'));
    expect(Number(stored)).toBeGreaterThanOrEqual(start.getTime() + INSTALL_DELAY_MS);

    // Six days on, the browser offers installation again: no prompt.
    await page.reload();
    await page.clock.setSystemTime(start.getTime() + 6 * DAY_MS);
    await signalInstallable(page);
    await page.clock.runFor(INSTALL_DELAY_MS * 2);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);

    // Past the 7 days it shows again (the clock runs on through the steps above; they take seconds).
    await page.reload();
    await page.clock.setSystemTime(Number(stored) + 7 * DAY_MS + 60_000);
    await signalInstallable(page);
    await page.clock.runFor(INSTALL_DELAY_MS);
    await expect(page.getByTestId('install-prompt')).toBeVisible();
  });

  test("tells Safari on an iPhone how to add the app to the home screen, as its browser never offers to", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Safari on iOS in a tab: its home-screen flag is false and its screen takes touch.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
    });
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // The installed clock also moves with real time, so the early look leaves a wide margin.
    await page.clock.runFor(INSTALL_DELAY_MS - 10_000);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    await page.clock.runFor(10_000);
    const prompt = page.getByRole('region', { name: 'Install Citewise' });
    await expect(prompt).toContainText('Tap Share in Safari, then Add to Home Screen.');
    await expect(prompt.getByRole('button', { name: 'Install' })).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.clock.runFor(INSTALL_DELAY_MS * 2);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  });

  test('is never shown in the installed app', async ({ page }) => {
    // The installed app's window reports display-mode standalone; headless Chromium has no such window.
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)' ? ({ ...matchMedia(query), matches: true } as MediaQueryList) : matchMedia(query);
    });
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await signalInstallable(page);
    await page.clock.runFor(INSTALL_DELAY_MS * 2);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  });
});

test('the desktop app registers no service worker', async ({ page }) => {
  // What the desktop preload exposes; the web build reads it and stays out of the way.
  await page.addInitScript(() => Object.defineProperty(window, 'desktop', { value: { isDesktop: true, platform: 'linux' } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => (document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve))));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('Chromium finds the app installable: a full manifest and an active service worker', async ({ playwright, launchOptions, baseURL }) => {
  // Installation needs a profile of its own: Playwright's usual contexts are incognito.
  const profile = mkdtempSync(path.join(tmpdir(), 'citewise-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/login`);
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(state === 'activating' || state === 'activated').toBe(true);

    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({
      name: 'Citewise',
      short_name: 'Citewise',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2563eb',
      background_color: '#f8fafc',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
