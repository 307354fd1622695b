import { expect, test } from '@playwright/test';
import { registerAccount, signIn, signInAsAdmin, waitForReads } from './support';

test('a signed-in user sees the sidebar, its groups and the active entry', async ({ page, request }) => {
  const account = await registerAccount(request);
  // The sidebar's code is a file of its own, fetched only where it shows (a phone never does: mobile.spec.ts).
  const sidebarScript = page.waitForRequest((sent) => /\/sidebar-[\w-]+\.js$/.test(new URL(sent.url()).pathname));
  await signIn(page, account);
  await sidebarScript;

  await expect(page).toHaveURL(/\/$/);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId('brand-name')).toHaveText('Citewise');
  await expect(sidebar.getByText('General', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Partner Tools')).toHaveCount(0);
  await expect(sidebar.getByText('Administration')).toHaveCount(0);
  await expect(sidebar.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByTestId('role-badge')).toHaveText('Business');

  await sidebar.getByTestId('nav-business-profiles').click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole('heading', { name: 'Business Profiles' })).toBeVisible();
  await expect(page.getByText('No businesses yet. Add your first business to get started.')).toBeVisible();
  await expect(sidebar.getByTestId('nav-business-profiles')).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByTestId('nav-dashboard')).not.toHaveAttribute('aria-current', 'page');
});

test('the collapsed sidebar stays collapsed after a reload', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveCSS('width', '256px');

  await page.getByTestId('sidebar-collapse').click();
  await expect(sidebar).toHaveCSS('width', '64px');
  await expect(page.getByTestId('sidebar-collapse')).toHaveAttribute('aria-label', 'Expand sidebar');

  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '64px');
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');

  await page.getByTestId('sidebar').getByTestId('nav-reports').hover();
  await expect(page.getByRole('tooltip', { name: 'Reports' })).toBeVisible();

  await page.getByTestId('sidebar-collapse').click();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '256px');
});

test('the user menu shows the account and logs out', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);

  await page.getByTestId('user-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.name);
  await expect(menu).toContainText(account.email);
  await expect(menu.getByTestId('user-menu-organization')).toContainText("Ada Lovelace's organization");
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('Logged out successfully');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an unknown path inside the app shows not-found in the shell', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await page.goto('/nowhere/at/all');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('an admin-only route sends a business user to the dashboard', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
});

test('a partner sees the Partner Tools group', async ({ page, request }) => {
  const account = await registerAccount(request, 'partner');
  await signIn(page, account);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByText('Partner Tools')).toBeVisible();
  await expect(sidebar.getByTestId('nav-client-management')).toBeVisible();
  await expect(sidebar.getByTestId('role-badge')).toHaveText('Partner');
});

test('in a short window the sidebar scrolls its own list, and its last entry is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await signInAsAdmin(page);
  const sidebar = page.getByTestId('sidebar');
  // The list scrolls inside the sidebar's scroll area; the page and the sidebar keep their height.
  const viewport = sidebar.locator('[data-radix-scroll-area-viewport]');
  const overflow = await viewport.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow).toBeGreaterThan(0);
  await expect(sidebar).toHaveCSS('height', '420px');
  await sidebar.getByTestId('nav-billing').click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect.poll(() => viewport.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test('a rejected stored session is cleared and sends the browser to login', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  // Once the dashboard's reads are done: one still going out would take the bad token and start the
  // same navigation to /login under the reload.
  await waitForReads(page);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-session-token'));
  // The refusal can send the page on to /login before the reloaded page's load event; waiting for
  // that event would then fail as an interrupted navigation.
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login$/);
  // The session ends with a full load of /login: read the storage once that page stands.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user')).catch(() => 'still navigating')).toBeNull();
});

test('an unreachable server keeps the cached user signed in', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await page.route('**/api/auth/validate', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
