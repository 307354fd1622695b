import { expect, test } from '@playwright/test';
import { bearer, registerAccount, signIn, signInThroughApi, waitForReads } from './support';

// Runs against the instance whose sessions end after ten seconds idle (playwright.config.ts).
test.use({ baseURL: `http://localhost:${process.env.E2E_EXPIRY_APP_PORT ?? 5322}` });

test('an expired session clears the stored sign-in and sends the browser to login', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  // The dashboard's reads are done before the session can expire under them.
  await waitForReads(page);
  // A second session begun after the page's one: once it has expired, the page's has too. Asking
  // about it ends it, which is why the page's own session is not the one polled.
  const witness = await signInThroughApi(request, account);
  await expect
    .poll(async () => (await request.get('/api/auth/validate', { headers: bearer(witness) })).status(), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(401);

  // The page leaves as soon as it is refused, so the refusal is read on its way in, not after.
  const refusals: unknown[] = [];
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    if (response.status() === 401) refusals.push(await response.json());
    await route.fulfill({ response });
  });
  await page.getByTestId('sidebar').getByTestId('nav-settings').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(refusals).toContainEqual(expect.objectContaining({ code: 'SESSION_EXPIRED' }));
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});
