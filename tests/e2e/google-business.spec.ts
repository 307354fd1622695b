import { expect, test } from '@playwright/test';
import { GOOGLE_FIGURES_NOTE } from '../../shared/domain/google-business';
import { GOOGLE_LISTED_BUSINESS, GOOGLE_LOCATION } from './google-listings';
import { seriousAxeViolations } from './screen-checks';
import { bearer, registerAccount, signIn, signInThroughApi } from './support';

// Google Business Profile from the browser: the consent at Google (the local stand-in of google-site.ts,
// which agrees at once), the link the NAP engine suggests, the field-by-field difference, the update, and
// Google's daily figures in the report. Only the citation-sources instance talks to the stand-in.

test.use({ baseURL: `http://localhost:${process.env.E2E_CITATIONS_APP_PORT ?? 5325}` });

test('connect Google, link the suggested location, update it from the profile, and read Google’s figures', async ({ page, request }) => {
  test.slow(); // The whole Google flow: connecting through the stand-in, linking, updating and reading figures.
  const account = await registerAccount(request, 'business');
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/businesses', { headers: bearer(token), data: GOOGLE_LISTED_BUSINESS });
  expect(created.status(), await created.text()).toBe(201);

  // Connect: to Google's consent and back through the callback, which finishes the connection.
  await signIn(page, account, '/google-business');
  const connection = page.getByTestId('google-connection-card');
  await connection.getByTestId('google-connect').click();
  await expect(page).toHaveURL(/\/google-business$/);
  await expect(page.getByTestId('toast')).toContainText('Google Business Profile connected');
  await expect(connection.getByTestId('google-connected')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Link: the location with the business's phone and street is suggested, and a person confirms it.
  const row = page.getByTestId('google-links-card').getByTestId('google-link-row').filter({ hasText: GOOGLE_LISTED_BUSINESS.name });
  await expect(row.getByTestId('google-link-suggestion')).toContainText(GOOGLE_LOCATION.title!);
  await row.getByTestId('google-link-confirm').click();
  await expect(row.getByTestId('google-link-location')).toContainText(GOOGLE_LOCATION.title!);
  await expect(row.getByTestId('google-link-confirm')).toHaveCount(0);

  // The difference, field by field, with Google's verdict on it, then the update.
  await page.goto('/businesses');
  await page.getByTestId('google-update-open').click();
  const dialog = page.getByTestId('google-update-dialog');
  const differences = dialog.getByTestId('google-difference');
  await expect(differences).toHaveCount(2);
  await expect(differences.filter({ hasText: 'Name' })).toContainText(GOOGLE_LOCATION.title!);
  await expect(differences.filter({ hasText: 'Name' })).toContainText(GOOGLE_LISTED_BUSINESS.name);
  await expect(differences.filter({ hasText: 'Website' })).toContainText(GOOGLE_LISTED_BUSINESS.website);
  await expect(dialog.getByTestId('google-verdict')).toContainText('Google accepts');
  await dialog.getByRole('button', { name: 'Update on Google' }).click();
  await expect(dialog.getByTestId('google-updated')).toBeVisible();
  await expect(dialog.getByTestId('google-no-differences')).toBeVisible();

  // Google's own figures in the report, said to be Google's.
  await page.keyboard.press('Escape');
  await page.goto('/reports');
  // The card first, so a report that says something else about its analytics shows what it says.
  const card = page.getByTestId('report-analytics');
  await expect(card).toBeVisible();
  await expect(card).toContainText(GOOGLE_FIGURES_NOTE);
  await expect(card.getByTestId('report-analytics-google')).toBeVisible();
  await expect(page.getByTestId('report-analytics-impressions')).toBeVisible();
  await expect(page.getByTestId('report-analytics-simulated')).toHaveCount(0);
});
