import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, chooseOption, registerAccount, signIn, signInThroughApi } from './support';

// The sandbox cites each business on every directory of its plan, a share of them with a wrong
// street word, phone, suite or name, so three businesses on the Business Pro plan always leave issues.
const BUSINESSES = [
  { name: 'Summit Gym', category: 'fitness', address: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0132' },
  { name: 'Harbor Florist', category: 'retail', address: '410 Oak Avenue', city: 'Portland', state: 'OR', zipCode: '97205', phone: '(503) 555-0188' },
  { name: 'Blue Door Bakery', category: 'restaurant', address: '88 North 5th Street', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0147' },
];

async function addBusinesses(request: APIRequestContext, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (const business of BUSINESSES) {
    const response = await request.post('/api/businesses', { headers: bearer(token), data: business });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { business: { id: string } }).business.id);
  }
  return ids;
}

test('scans one business and reads its results directory by directory', async ({ page, request }) => {
  const account = await registerAccount(request, 'business_pro');
  const token = await signInThroughApi(request, account);
  const [gym] = await addBusinesses(request, token);
  if (!gym) throw new Error('No business was added');

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-citation-scanner').click();
  await chooseOption(page.getByTestId('scanner-business-select'), 'Summit Gym · Springfield, IL');
  await expect(page).toHaveURL(new RegExp(`businessId=${gym}`));
  await expect(page.getByTestId('scan-results')).toHaveAttribute('data-state', 'empty');
  await page.getByTestId('scan-button').click();

  const results = page.getByTestId('scan-results');
  await expect(results).toHaveAttribute('data-state', 'scanned');
  await expect(results.getByTestId('scan-directories-checked')).not.toHaveText('0');
  await expect(results.getByTestId('scan-group').first()).toBeVisible();
  // A reload shows the same latest scan, read back from the server.
  const checked = await results.getByTestId('scan-directories-checked').textContent();
  await page.reload();
  await expect(page.getByTestId('scan-results')).toHaveAttribute('data-state', 'scanned');
  await expect(page.getByTestId('scan-directories-checked')).toHaveText(checked ?? '');
});

test('scans every business, then resolves issues one at a time and in bulk', async ({ page, request }) => {
  test.slow(); // A batch scan of every business runs to its end before the issues are resolved.
  const account = await registerAccount(request, 'business_pro');
  const token = await signInThroughApi(request, account);
  await addBusinesses(request, token);

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-citation-scanner').click();
  await expect(page.getByTestId('scanner-business-select')).toHaveText('All businesses');
  await page.getByTestId('scan-button').click();
  const progress = page.getByTestId('batch-progress');
  await expect(progress).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(progress.getByTestId('batch-progress-bar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('scan-batch-outcome')).toHaveCount(BUSINESSES.length);

  await page.getByTestId('sidebar').getByTestId('nav-citation-monitoring').click();
  const rows = page.getByTestId('citation-issue-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('nap-score-value').first()).toHaveText(/^\d{1,3}\/100/);
  const total = Number(await page.getByTestId('citation-issue-total').getAttribute('data-total'));
  expect(total).toBeGreaterThan(0);

  // One by hand: it leaves the open list.
  const first = rows.first();
  const firstId = await first.getAttribute('data-issue-id');
  await first.getByTestId('citation-issue-resolve').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page.locator(`[data-testid="citation-issue-row"][data-issue-id="${firstId}"]`)).toHaveCount(0);
  await expect(page.getByTestId('citation-issue-total')).toHaveAttribute('data-total', String(total - 1));

  // It is listed among the resolved ones.
  await chooseOption(page.getByTestId('citation-status-filter'), 'Resolved');
  await expect(page).toHaveURL(/status=resolved/);
  await expect(page.locator(`[data-testid="citation-issue-row"][data-issue-id="${firstId}"]`)).toBeVisible();
  await chooseOption(page.getByTestId('citation-status-filter'), 'Open');

  // The rest in bulk, a page at a time, after confirming.
  const count = page.getByTestId('citation-issue-total');
  for (let left = total - 1; left > 0; ) {
    await page.getByTestId('citation-select-all').click();
    await page.getByTestId('citation-resolve-selected').click();
    await page.getByTestId('confirm-dialog').locator('button[type="submit"]').click();
    // Fewer left, or none and the list gives way to its empty state.
    await expect(async () => {
      const now = (await page.getByTestId('go-to-scanner').isVisible()) ? 0 : Number(await count.getAttribute('data-total', { timeout: 500 }));
      expect(now).toBeLessThan(left);
      left = now;
    }).toPass();
  }
  await expect(page.getByTestId('go-to-scanner')).toBeVisible();
  await expect(page.getByText('No citation issues')).toBeVisible();
});
