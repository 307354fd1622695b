import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, E2E_ADMIN, registerAccount, signIn, signInThroughApi } from './support';

// The sandbox scores a match from the business's name, address and ZIP code: at this address
// Summit Gym is an A match and Blue Door Cafe is not in its database at all.
const ADDRESS = { address: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0132' };

async function addBusiness(request: APIRequestContext, token: string, name: string, category = 'fitness'): Promise<string> {
  const response = await request.post('/api/businesses', { headers: bearer(token), data: { name, category, ...ADDRESS } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { business: { id: string } }).business.id;
}

test('finds a match, accepts it, and the card shows the enriched business', async ({ page, request }) => {
  const account = await registerAccount(request, 'business_pro');
  const token = await signInThroughApi(request, account);
  const gym = await addBusiness(request, token, 'Summit Gym');
  const cafe = await addBusiness(request, token, 'Blue Door Cafe', 'restaurant');

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-business-matching').click();
  const cafeCard = page.locator(`[data-testid="matching-item"][data-business-id="${cafe}"]`).getByTestId('enhancement-card');
  await cafeCard.getByTestId('find-match-button').click();
  await expect(cafeCard).toHaveAttribute('data-state', 'no-match');
  await expect(cafeCard.getByTestId('no-match-alert')).toHaveText(
    'No match found in our business database. The business information may be too unique or incomplete.',
  );

  const gymCard = page.locator(`[data-testid="matching-item"][data-business-id="${gym}"]`).getByTestId('enhancement-card');
  await expect(gymCard).toHaveAttribute('data-state', 'available');
  await gymCard.getByTestId('find-match-button').click();
  await expect(gymCard).toHaveAttribute('data-state', 'match-found');
  await expect(gymCard.getByTestId('match-grade')).toHaveAttribute('data-grade', 'A');
  await expect(gymCard.getByTestId('match-grade')).toContainText('Excellent Match');
  await gymCard.getByTestId('accept-match-button').click();

  await expect(page.getByTestId('toast')).toContainText('Business enriched');
  await expect(page.getByTestId('toast')).toContainText('Business data has been enhanced with verified information');
  await expect(gymCard).toHaveAttribute('data-state', 'enhanced');
  await gymCard.getByTestId('enhanced-details-toggle').click();
  await expect(gymCard.getByTestId('enhanced-details')).toBeVisible();
  await expect(gymCard.getByTestId('enhanced-revenue')).toContainText('$');

  // The dashboard counts it, and the business card carries the Enhanced badge.
  await page.getByTestId('sidebar').getByTestId('nav-dashboard').click();
  await expect(page.getByTestId('metric-businesses-enhanced-value')).toHaveText('1');
  await expect(page.getByTestId('business-card').filter({ hasText: 'Summit Gym' }).getByTestId('business-enhanced')).toContainText(
    'Excellent Match',
  );
});

test('submits several businesses to chosen directories as a batch and follows its progress', async ({ page, request }) => {
  const account = await registerAccount(request, 'business_pro');
  const token = await signInThroughApi(request, account);
  await addBusiness(request, token, 'Summit Gym');
  await addBusiness(request, token, 'Harbor Florist', 'retail');

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-directory-submissions').click();
  const businesses = page.getByTestId('submission-business-picker');
  await businesses.getByTestId('submission-select-all-businesses').click();
  await expect(page.getByTestId('submission-picked-business')).toHaveCount(2);
  const directories = page.getByTestId('submission-directory-picker');
  await directories.getByTestId('submission-directory-search').fill('yelp');
  await directories.locator('[data-testid="submission-directory-option"][data-directory-id="yelp"]').getByRole('checkbox').check();
  await directories.getByTestId('submission-directory-search').fill('bing');
  await directories.locator('[data-testid="submission-directory-option"][data-directory-id="bing"]').getByRole('checkbox').check();
  await page.getByTestId('submit-button').click();

  const progress = page.getByTestId('batch-progress');
  await expect(progress).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(progress.getByTestId('batch-progress-bar')).toHaveAttribute('aria-valuenow', '100');
  await expect(progress.getByTestId('batch-item')).toHaveCount(2);

  await page.getByTestId('sidebar').getByTestId('nav-listings-management').click();
  await expect(page.getByTestId('listing-row')).toHaveCount(4);
});

test.describe('with the integration switched off', () => {
  test.use({ baseURL: `http://localhost:${process.env.E2E_INTEGRATION_OFF_APP_PORT ?? 5323}` });

  test('the admin switches it off and businesses see the not-configured states', async ({ page, browser, request }) => {
    await signIn(page, E2E_ADMIN);
    await page.getByTestId('sidebar').getByTestId('nav-admin-settings').click();
    const card = page.getByTestId('data-axle-card');
    await expect(card.getByTestId('data-axle-enabled')).toHaveAttribute('aria-checked', 'true');
    await card.getByTestId('data-axle-enabled').click();
    await card.getByTestId('data-axle-save').click();
    await expect(page.getByTestId('toast')).toContainText('Business data integration saved');

    const account = await registerAccount(request, 'business');
    const token = await signInThroughApi(request, account);
    await addBusiness(request, token, 'Summit Gym');
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, account);
    await owner.getByTestId('enhancement-panel').scrollIntoViewIfNeeded();
    await expect(owner.getByTestId('enhancement-status')).toHaveAttribute('data-enabled', 'false');
    await expect(owner.getByTestId('enhancement-status')).toContainText('Integration Not Configured');

    await owner.getByTestId('sidebar').getByTestId('nav-business-matching').click();
    const enhancement = owner.getByTestId('enhancement-card').first();
    await expect(enhancement).toHaveAttribute('data-state', 'disabled');
    await expect(enhancement).toContainText(
      'Business enhancement features are not configured. Contact your administrator to enable business data enrichment.',
    );
    await owner.close();
  });
});
