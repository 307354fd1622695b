import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bearer, chooseOption, registerAccount, signIn, signInThroughApi } from './support';

const toast = (page: Page) => page.getByTestId('toast');

async function fillBusiness(page: Page, values: Record<string, string>): Promise<void> {
  const dialog = page.getByTestId('business-dialog');
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Category *') await chooseOption(dialog.getByLabel(label), value);
    else await dialog.getByLabel(label, { exact: true }).fill(value);
  }
}

test('adds a business after fixing its errors, edits it, publishes, syncs, and the dashboard follows', async ({ page, request }) => {
  test.slow(); // The whole flow: a business added, edited, published to every directory, synced, and the dashboard read.
  const account = await registerAccount(request, 'business_pro', 'Grace Hopper');
  await signIn(page, account);
  await expect(page.getByTestId('metric-total-businesses-value')).toHaveText('0');
  await expect(page.getByTestId('recent-businesses')).toContainText('No businesses yet. Add your first business to get started.');

  await page.getByTestId('add-business-button').first().click();
  const dialog = page.getByTestId('business-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add New Business' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Business' }).click();
  await expect(dialog).toContainText('Business name is required');
  await expect(dialog).toContainText('Choose a category');
  await expect(dialog).toContainText('Phone is required');

  await fillBusiness(page, {
    'Business Name *': 'Blue Door Cafe',
    'Category *': 'Restaurant',
    'Address *': '12 Main Street',
    'City *': 'Springfield',
    'State *': 'IL',
    'ZIP Code *': '627',
    'Phone *': '555-01',
  });
  await dialog.getByRole('button', { name: 'Add Business' }).click();
  await expect(dialog).toContainText('Enter a 5-digit ZIP code, like 94107 or 94107-1234');
  await expect(dialog).toContainText('Enter a phone number with 10 to 15 digits');
  await fillBusiness(page, { 'ZIP Code *': '62701', 'Phone *': '(217) 555-0132' });
  await dialog.getByRole('button', { name: 'Add Business' }).click();
  await expect(toast(page)).toContainText('Business created successfully');
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('business-card').filter({ hasText: 'Blue Door Cafe' });
  await expect(card.getByTestId('business-status')).toHaveText('Pending');
  await expect(page.getByTestId('metric-total-businesses-value')).toHaveText('1');
  await expect(page.getByTestId('metric-total-businesses-change')).toContainText('+1');

  // Edit: a website, an email, a description and Monday's hours make the profile complete.
  await card.getByTestId('business-edit').click();
  await expect(dialog.getByRole('heading', { name: 'Edit Business' })).toBeVisible();
  await fillBusiness(page, {
    'Business Name *': 'Blue Door Bistro',
    Email: 'hello@bluedoor.example.com',
    Website: 'bluedoor.example.com',
    Description: 'Breakfast and lunch in the old town.',
  });
  await chooseOption(dialog.getByTestId('hours-monday').getByRole('combobox'), 'Open');
  await dialog.getByLabel('Monday opens at').fill('08:00');
  await dialog.getByLabel('Monday closes at').fill('16:00');
  await dialog.getByRole('button', { name: 'Update Business' }).click();
  await expect(toast(page)).toContainText('Business updated successfully');
  const bistro = page.getByTestId('business-card').filter({ hasText: 'Blue Door Bistro' });
  await expect(bistro.getByTestId('business-completeness')).toContainText('100%');

  await bistro.getByTestId('business-publish').click();
  await expect(toast(page)).toContainText('Listings published successfully');
  await expect(bistro.getByTestId('business-status')).toHaveText('Pending');

  await page.getByTestId('sidebar').getByTestId('nav-listings-management').click();
  const rows = page.getByTestId('listing-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.locator('[data-status="published"]')).toHaveCount(0);
  // Zocdoc lists healthcare only, so a cafe is never sent there.
  await chooseOption(page.getByTestId('listing-directory-filter'), 'Zocdoc');
  await expect(page.getByText('No listings match these filters')).toBeVisible();
  await chooseOption(page.getByTestId('listing-directory-filter'), 'Yelp');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-status', 'submitted');

  await page.getByTestId('sync-all-button').click();
  await expect(toast(page)).toContainText('Listings synced successfully');
  await expect(rows).toHaveAttribute('data-status', 'published');
  await expect(rows.getByTestId('listing-profile-link')).toHaveAttribute('href', /yelp\.com\/biz\//);

  await page.getByTestId('sidebar').getByTestId('nav-dashboard').click();
  await expect(page.getByTestId('metric-active-listings-value')).not.toHaveText('0');
  await expect(page.getByTestId('business-card').filter({ hasText: 'Blue Door Bistro' }).getByTestId('business-status')).toHaveText('Active');
  await page.getByTestId('recent-activity').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('activity-list')).toContainText('Listings synced');
  await expect(page.getByTestId('activity-list')).toContainText('Listings published');
});

test('Sync All on the dashboard says Syncing... and reports the result', async ({ page, request }) => {
  const account = await registerAccount(request, 'business');
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/businesses', {
    headers: bearer(token),
    data: { name: 'Corner Bakery', category: 'retail', address: '1 Elm St', city: 'Dayton', state: 'OH', zipCode: '45402', phone: '937-555-0100' },
  });
  const { business } = (await created.json()) as { business: { id: string } };
  await request.post(`/api/businesses/${business.id}/publish`, { headers: bearer(token), data: {} });

  await signIn(page, account);
  await expect(page.getByTestId('metric-active-listings-value')).toHaveText('0');
  // Hold the sync so its pending label can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/listings/sync', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('sync-all-button').click();
  await expect(page.getByTestId('sync-all-button')).toContainText('Syncing...');
  release();
  await expect(toast(page)).toContainText('Listings synced successfully');
  await expect(page.getByTestId('metric-active-listings-value')).not.toHaveText('0');
});

test('imports a CSV with one bad row: the preview shows it, the rest is imported', async ({ page, request }) => {
  const account = await registerAccount(request, 'business_pro');
  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-business-profiles').click();
  await page.getByTestId('import-csv-button').click();
  const csv = [
    'Business Name,Category,Address,City,State,ZIP Code,Phone,Website',
    'Harbor Florist,Retail Store,4 Dock Rd,Portland,ME,04101,207-555-0101,harborflorist.example.com',
    'Bad Zip Barber,Beauty & Spa,9 Pine St,Portland,ME,ABCDE,207-555-0102,',
    'Summit Gym,fitness,70 Hill Ave,Portland,ME,04102,(207) 555-0103,',
  ].join('\n');
  await page.getByTestId('import-file-input').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('import-will-create')).toContainText('2');
  await expect(preview.getByTestId('import-with-errors')).toContainText('1');
  const bad = preview.locator('[data-testid="import-preview-row"][data-action="error"]');
  await expect(bad).toHaveAttribute('data-line', '3');
  await expect(bad).toContainText('Enter a 5-digit ZIP code');

  await page.getByTestId('import-confirm-button').click();
  const report = page.getByTestId('import-report');
  await expect(report.getByTestId('import-created')).toContainText('2');
  await expect(report.getByTestId('import-failed')).toContainText('1');
  await page.getByTestId('import-done-button').click();

  await expect(page.getByTestId('business-total')).toContainText('2');
  await expect(page.getByTestId('business-card').filter({ hasText: 'Harbor Florist' })).toBeVisible();
  await expect(page.getByTestId('business-card').filter({ hasText: 'Summit Gym' })).toBeVisible();
  await expect(page.getByTestId('business-card').filter({ hasText: 'Bad Zip Barber' })).toHaveCount(0);
});

test('a partner adds a business in a client’s context and sees it on the Partner Dashboard', async ({ page, request }) => {
  const marker = randomUUID().slice(0, 8);
  const account = await registerAccount(request, 'partner', `Agency ${marker}`);
  const clientName = `Dental ${marker}`;
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/partner/clients', { headers: bearer(token), data: { name: clientName, plan: 'business_pro' } });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-partner-dashboard').click();
  await page.getByTestId('client-card').filter({ hasText: clientName }).getByRole('button', { name: `Work in this client ${clientName}` }).click();
  await expect(page.getByTestId('current-organization')).toHaveText(clientName);

  await page.getByTestId('add-business-button').first().click();
  await fillBusiness(page, {
    'Business Name *': `Smile ${marker}`,
    'Category *': 'Healthcare',
    'Address *': '9 Elm Ave',
    'City *': 'Chatham',
    'State *': 'IL',
    'ZIP Code *': '62629',
    'Phone *': '217-555-0111',
  });
  await page.getByTestId('business-dialog').getByRole('button', { name: 'Add Business' }).click();
  await expect(toast(page)).toContainText('Business created successfully');
  await page.getByTestId('business-card').filter({ hasText: `Smile ${marker}` }).getByTestId('business-publish').click();
  await expect(toast(page)).toContainText('Listings published successfully');
  await page.getByTestId('sync-all-button').click();
  await expect(toast(page)).toContainText('Listings synced successfully');

  await page.getByTestId('organization-switcher').click();
  await page.getByRole('menu', { name: 'Organizations' }).getByRole('menuitemradio', { name: new RegExp(`Agency ${marker}`) }).click();
  await page.getByTestId('sidebar').getByTestId('nav-partner-dashboard').click();
  const card = page.getByTestId('client-card').filter({ hasText: clientName });
  await expect(card.getByTestId('client-businesses-count')).toHaveText('1 of 10');
  await expect(card.getByTestId('client-live-listings')).not.toHaveText('0');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pulling the dashboard down refreshes it', async ({ page, request }) => {
    const account = await registerAccount(request, 'business');
    await signIn(page, account);
    await expect(page.getByTestId('metric-total-businesses-value')).toHaveText('0');
    // Another device adds a business; the pull shows it.
    const token = await signInThroughApi(request, account);
    await request.post('/api/businesses', {
      headers: bearer(token),
      data: { name: 'Pier Bait Shop', category: 'retail', address: '2 Wharf St', city: 'Mystic', state: 'CT', zipCode: '06355', phone: '860-555-0107' },
    });

    const touch = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: 195, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
    for (let y = 170; y <= 330; y += 20) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-state', 'ready');
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(toast(page)).toContainText('Dashboard refreshed');
    await expect(page.getByTestId('metric-total-businesses-value')).toHaveText('1');
    await expect(page.getByTestId('business-card').filter({ hasText: 'Pier Bait Shop' })).toBeVisible();
  });
});
