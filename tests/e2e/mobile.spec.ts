import { expect, test } from '@playwright/test';
import { registerAccount, signIn } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('a phone shows the bottom tab bar and no sidebar, and never fetches its code', async ({ page, request }) => {
  const account = await registerAccount(request);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await signIn(page, account);

  const tabs = page.getByTestId('bottom-tab-bar');
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Businesses', 'Listings', 'Citations', 'Reports']);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('dashboard-metrics')).toBeVisible();
  expect(scripts.filter((script) => /\/sidebar-[\w-]+\.js$/.test(script))).toEqual([]);

  await tabs.getByRole('link', { name: 'Citations' }).click();
  await expect(page).toHaveURL(/\/citations$/);
  await expect(tabs.getByRole('link', { name: 'Citations' })).toHaveAttribute('aria-current', 'page');
});

test('the drawer lists Directory Integration and closes after a link is clicked', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);

  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(account.name);
  await expect(drawer.getByTestId('role-badge')).toHaveText('Business');
  await drawer.getByTestId('nav-directory-integration').click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/directories$/);
  await expect(page.getByRole('heading', { name: 'Directory Integration' })).toBeVisible();
});

test('Escape closes the drawer', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-drawer')).toHaveCount(0);
  await expect(page.getByTestId('mobile-menu-button')).toBeFocused();
});
