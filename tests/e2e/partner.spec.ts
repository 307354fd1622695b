import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bearer, chooseOption, registerAccount, signIn, signInThroughApi, storedToken } from './support';

test('a partner creates a client, sees it on the dashboard, works in it and switches back', async ({ page, request }) => {
  const marker = randomUUID().slice(0, 8);
  const account = await registerAccount(request, 'partner', `Agency ${marker}`);
  const agency = `Agency ${marker}'s organization`;
  const clientName = `Bakery ${marker}`;
  await signIn(page, account);
  const sidebar = page.getByTestId('sidebar');

  await sidebar.getByTestId('nav-client-management').click();
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
  await page.getByLabel('Client name').fill(clientName);
  await chooseOption(page.getByLabel('Plan'), 'Business Pro');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByTestId('toast')).toHaveText(`${clientName} added`);
  await expect(page.getByLabel('Client name')).toHaveValue('');
  const row = page.getByTestId('client-row').filter({ hasText: clientName });
  await expect(row.getByTestId('plan-badge')).toHaveText('Business Pro');
  await expect(row.getByTestId('client-businesses-count')).toHaveText('0 of 10');

  await sidebar.getByTestId('nav-partner-dashboard').click();
  const card = page.getByTestId('client-card').filter({ hasText: clientName });
  await expect(card).toBeVisible();
  // The partner who created it works in it without taking one of its seats.
  await expect(card.getByTestId('client-users-count')).toHaveText('0 of 5');
  await expect(card.getByTestId('client-live-listings')).toHaveText('0');
  await expect(card.getByTestId('client-open-issues')).toHaveText('0');
  await expect(card.getByTestId('client-nap-score')).toHaveText('Not scanned yet');

  await card.getByRole('button', { name: `Work in this client ${clientName}` }).click();
  await expect(page.getByTestId('toast')).toHaveText(`Now working in ${clientName}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('current-organization')).toHaveText(clientName);
  const validate = await request.get('/api/auth/validate', { headers: bearer(await storedToken(page)) });
  expect(((await validate.json()) as { organization: { name: string } }).organization.name).toBe(clientName);

  // Client management belongs to the partner organization: the partner is offered the way back.
  await sidebar.getByTestId('nav-client-management').click();
  const refusal = page.getByTestId('partner-access');
  await expect(refusal).toContainText('Client management is for partner organizations. Switch to your partner organization first.');
  await refusal.getByRole('button', { name: `Switch to ${agency}` }).click();
  await expect(page.getByTestId('current-organization')).toHaveText(agency);
  await expect(page.getByTestId('client-row').filter({ hasText: clientName })).toBeVisible();
});

test('a partner renames, pauses and resumes a client', async ({ page, request }) => {
  const marker = randomUUID().slice(0, 8);
  const account = await registerAccount(request, 'partner', `Agency ${marker}`);
  const token = await signInThroughApi(request, account);
  const created = await request.post('/api/partner/clients', { headers: bearer(token), data: { name: `Florist ${marker}` } });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-client-management').click();
  const rows = page.getByTestId('client-row');
  await expect(rows).toHaveCount(1);

  await rows.getByRole('button', { name: `Edit Florist ${marker}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Florist ${marker}` });
  await dialog.getByLabel('Client name').fill('F');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByText('Organization name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Client name').fill(`Flower Shop ${marker}`);
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toContainText(`Flower Shop ${marker}`);

  await rows.getByRole('button', { name: `Pause Flower Shop ${marker}` }).click();
  await page.getByRole('dialog', { name: `Pause Flower Shop ${marker}?` }).getByRole('button', { name: 'Pause' }).click();
  await expect(rows).toContainText('Paused');
  await expect(rows.getByRole('button', { name: `Work in this client Flower Shop ${marker}` })).toBeDisabled();

  await page.getByTestId('sidebar').getByTestId('nav-partner-dashboard').click();
  await expect(page.getByTestId('client-card')).toContainText('Paused: resume it in Client Management');
  await page.getByRole('link', { name: 'Paused: resume it in Client Management' }).click();

  await rows.getByRole('button', { name: `Resume Flower Shop ${marker}` }).click();
  await page.getByRole('dialog', { name: `Resume Flower Shop ${marker}?` }).getByRole('button', { name: 'Resume' }).click();
  await expect(rows).toContainText('Active');
  await expect(rows.getByRole('button', { name: `Work in this client Flower Shop ${marker}` })).toBeEnabled();
});

test('an owner deletes a client organization after typing its name and carries on in the agency', async ({ page, request }) => {
  const marker = randomUUID().slice(0, 8);
  const account = await registerAccount(request, 'partner', `Agency ${marker}`);
  const agency = `Agency ${marker}'s organization`;
  const clientName = `Closed Cafe ${marker}`;
  const token = await signInThroughApi(request, account);
  await request.post('/api/partner/clients', { headers: bearer(token), data: { name: clientName } });

  await signIn(page, account);
  await page.getByTestId('sidebar').getByTestId('nav-partner-dashboard').click();
  await page.getByTestId('client-card').filter({ hasText: clientName }).getByRole('button', { name: `Work in this client ${clientName}` }).click();
  await expect(page.getByTestId('current-organization')).toHaveText(clientName);

  await page.getByTestId('sidebar').getByTestId('nav-settings').click();
  await page.getByTestId('delete-organization-button').click();
  const dialog = page.getByTestId('delete-organization-dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete organization' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Organization name').fill(clientName);
  await confirm.click();

  await expect(page.getByTestId('toast')).toContainText(`${clientName} deleted`);
  await expect(page.getByTestId('current-organization')).toHaveText(agency);
  await page.getByTestId('sidebar').getByTestId('nav-partner-dashboard').click();
  await expect(page.getByTestId('client-card')).toHaveCount(0);
});
