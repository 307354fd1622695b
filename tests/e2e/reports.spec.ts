import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, chooseOption, registerAccount, signIn, signInThroughApi } from './support';

test('changes the report period and downloads the PDF and the CSV', async ({ page, request }) => {
  const account = await registerAccount(request, 'business_pro');
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/businesses', {
    headers: bearer(token),
    data: { name: 'Summit Gym', category: 'fitness', address: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0132' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { business } = (await created.json()) as { business: { id: string } };
  expect((await request.post(`/api/businesses/${business.id}/publish`, { headers: bearer(token) })).status()).toBe(200);
  expect((await request.post(`/api/businesses/${business.id}/scan-citations`, { headers: bearer(token) })).status()).toBe(200);

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-reports').click();
  await expect(page.getByTestId('report-title')).toHaveText(/^Monthly report: /);
  await expect(page.getByTestId('report-nap-score')).toBeVisible();

  await chooseOption(page.getByTestId('report-period'), 'Weekly');
  await expect(page).toHaveURL(/period=weekly/);
  await expect(page.getByTestId('report-title')).toHaveText(/^Weekly report: /);

  const pdfDownload = page.waitForEvent('download');
  await page.getByTestId('report-download-pdf').click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await chooseOption(page.getByTestId('report-csv-dataset'), 'Citation issues');
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('report-download-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...rows] = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(header).toContain('Directory');
  expect(rows.length).toBeGreaterThan(0);
});
