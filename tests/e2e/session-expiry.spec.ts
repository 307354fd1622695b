import { expect, test } from '@playwright/test';
import { bearer, registerAccount, signIn, signInThroughApi } from './support';

// Runs against the instance whose sessions end after about four seconds idle (playwright.config.ts).
test.use({ baseURL: `http://localhost:${process.env.E2E_EXPIRY_APP_PORT ?? 5322}` });

test('an expired session clears the stored sign-in and sends the browser to login', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  // A second session begun after the page's one: once it has expired, the page's has too. Asking
  // about it ends it, which is why the page's own session is not the one polled.
  const witness = await signInThroughApi(request, account);
  await expect
    .poll(async () => (await request.get('/api/auth/validate', { headers: bearer(witness) })).status(), {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(401);

  const refused = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  await page.getByTestId('sidebar').getByTestId('nav-settings').click();
  expect(await (await refused).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});
