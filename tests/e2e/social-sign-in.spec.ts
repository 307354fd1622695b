import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { OIDC_TEST_PASSWORD } from '../../server/testing/oidc-test-provider';

// The app's Google, Facebook and LinkedIn strategies point at a local oidc-provider (e2e/oidc-server.ts).

/** Signs in on the test identity provider's own page. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /Sign in to continue/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OIDC_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const provider of [
  { id: 'google', name: 'Google' },
  { id: 'linkedin', name: 'LinkedIn' },
]) {
  test(`signing in with ${provider.name} lands on the dashboard with nothing secret in the address bar`, async ({
    page,
  }) => {
    const email = `social-${provider.id}-${randomUUID()}@example.com`;
    await page.goto('/login');
    await page.getByRole('button', { name: `Sign in with ${provider.name}` }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await signInAtProvider(page, email);

    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu')).toContainText(email);
    // The callback's one-time code was spent and cleared; the session token lives only in storage.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(page.url()).not.toContain(token);
  });
}

test('cancelling at the provider comes back to the login page with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: /Sign in to continue/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByTestId('social-error')).toHaveText('Sign-in was cancelled.');
  // The login page reads the error once and clears it from the address bar.
  await expect(page).toHaveURL(/\/login$/);
});
