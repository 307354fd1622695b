import { expect, test, type Page } from '@playwright/test';
import { LISTED_BUSINESS, listingUrl } from './directory-listings';
import { seriousAxeViolations } from './screen-checks';
import { bearer, E2E_ADMIN, registerAccount, signIn, signInThroughApi } from './support';

// Citation scans with a real source: the listing pages themselves, read from the local directory site
// (directory-site.ts). Only this app instance has listing pages on, and may read pages from 127.0.0.1;
// the main instance keeps the simulator the other specs rely on.

test.use({ baseURL: `http://localhost:${process.env.E2E_CITATIONS_APP_PORT ?? 5325}` });

const FIRST_PAGE = listingUrl('/biz/lantern-street-bakery');
const SECOND_PAGE = listingUrl('/biz/lantern-street-bakery-2');
/** A listing page's directory is its site's host when no catalogued directory owns it. */
const SITE = '127.0.0.1';

/** Scans the business from the scanner and waits for the server's answer. */
async function scan(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/scan-citations') && response.request().method() === 'POST');
  await page.getByTestId('scan-button').click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('scanner-status')).not.toContainText('Scanning');
}

test('a scan reads a listing page a person added, and leaves out one marked "not this business"', async ({ page, request }) => {
  test.slow(); // Two scans, each reading the listing pages, around the settings an administrator changes.
  // The administrator switches listing pages on for this instance.
  const admin = await signInThroughApi(request, E2E_ADMIN);
  const switched = await request.put('/api/admin/settings/citation-sources/listing_pages', { headers: bearer(admin), data: { enabled: true } });
  expect(switched.status(), await switched.text()).toBe(200);
  expect(((await switched.json()) as { source: { enabled: boolean } }).source.enabled).toBe(true);

  // A business the first page lists exactly; nothing is published.
  const account = await registerAccount(request, 'business');
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/businesses', { headers: bearer(token), data: LISTED_BUSINESS });
  expect(created.status(), await created.text()).toBe(201);
  const { business } = (await created.json()) as { business: { id: string } };

  await signIn(page, account, `/scanner?businessId=${business.id}`);
  const results = page.getByTestId('scan-results');
  const marks = page.getByTestId('listing-marks');
  await expect(results).toHaveAttribute('data-state', 'empty');
  await expect(marks).toHaveAttribute('data-state', 'empty');

  // The first page's address, added through the form.
  await marks.getByLabel('Listing URL', { exact: true }).fill(FIRST_PAGE);
  await marks.getByTestId('listing-mark-add').click();
  await expect(page.getByTestId('toast')).toContainText('Listing URL added');
  await expect(marks.getByTestId('listing-mark')).toHaveCount(1);
  await expect(marks.getByTestId('listing-mark')).toHaveAttribute('data-kind', 'added');
  await expect(marks.getByTestId('listing-mark-link')).toHaveAttribute('href', FIRST_PAGE);

  // The scan reads it: the business as the page shows it, seen through the page itself.
  await scan(page);
  await expect(results).toHaveAttribute('data-state', 'scanned');
  await expect(results.getByTestId('simulated-badge')).toHaveCount(0);
  await expect(results.getByTestId('scan-directories-checked')).toHaveText('1');
  const site = results.locator(`[data-testid="scan-directory"][data-platform="${SITE}"]`);
  await expect(site).toHaveAttribute('data-status', 'consistent');
  await results.locator('[data-testid="scan-group"][data-status="consistent"] summary').click();
  await expect(site.getByTestId('scan-source')).toHaveText('via listing page');
  const listing = site.getByTestId('scan-profile-link');
  await expect(listing).toBeVisible();
  await expect(listing).toHaveAttribute('href', FIRST_PAGE);
  await expect(listing).toHaveAttribute('target', '_blank');
  await expect(listing).toHaveAttribute('rel', 'noopener noreferrer');

  // The second page's address, added by keyboard alone.
  const url = marks.getByLabel('Listing URL', { exact: true });
  await url.focus();
  await page.keyboard.type(SECOND_PAGE);
  await page.keyboard.press('Tab');
  await expect(marks.getByLabel('Directory (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(marks.getByTestId('listing-mark-add')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(marks.getByTestId('listing-mark')).toHaveCount(2);
  await expect(url).toHaveValue('');

  // Now the site shows the business twice: the second listing, with another phone, is offered as not this business.
  await scan(page);
  await expect(site).toHaveAttribute('data-status', 'inconsistent');
  await expect(site.getByTestId('scan-finding')).toHaveAttribute('data-issue-type', 'duplicate_listing');
  const duplicate = site.getByTestId('scan-duplicate');
  await expect(duplicate).toHaveCount(1);
  await expect(duplicate).toHaveAttribute('data-listing-id', SECOND_PAGE);
  await expect(duplicate.getByTestId('scan-duplicate-link')).toHaveAttribute('href', SECOND_PAGE);
  expect(await seriousAxeViolations(page), 'scanner axe-core violations').toEqual([]);

  await duplicate.getByTestId('scan-reject-button').click();
  await expect(duplicate.getByTestId('scan-reject-status')).toHaveText('Marked not this business: the next scan leaves it out.');
  await expect(duplicate.getByTestId('scan-rejected-undo')).toBeFocused();
  const rejected = marks.locator('[data-testid="listing-mark"][data-kind="rejected"]');
  await expect(rejected).toContainText('Not this business');
  await expect(rejected.getByTestId('listing-mark-link')).toHaveAttribute('href', SECOND_PAGE);

  // The next scan leaves the second listing out: the site shows the business once, as its profile says.
  await scan(page);
  await expect(site).toHaveAttribute('data-status', 'consistent');
  await expect(site.getByTestId('scan-duplicate')).toHaveCount(0);
  await expect(results.locator(`a[href="${SECOND_PAGE}"]`)).toHaveCount(0);
  await expect(results.getByTestId('scan-issue-changes')).toHaveText('0 new, 1 resolved, 0 reopened');
  // The mark stays, where it can be removed.
  await expect(rejected).toHaveCount(1);
});
