import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bearer, chooseOption, registerAccount, signIn, signInAsAdmin, signInThroughApi, storedToken } from './support';

/** Opens User Management and narrows the list to one account. */
async function findUser(page: Page, email: string) {
  await page.getByTestId('sidebar').getByTestId('nav-user-management').click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(email);
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-email', email);
  return rows;
}

test('an admin makes a business user a partner, and their menu shows Partner Tools after a reload', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two browsers sign in, one after the other.
  const account = await registerAccount(request);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, account);
  await expect(userPage.getByTestId('sidebar').getByText('Partner Tools')).toHaveCount(0);

  await signInAsAdmin(page);
  const row = await findUser(page, account.email);
  await expect(row.getByTestId('admin-user-role')).toHaveText('Business');

  // The role stays until the change is confirmed.
  await chooseOption(row.getByLabel(`Role of ${account.name}`), 'Partner', { thenShows: 'Business' });
  const dialog = page.getByRole('dialog', { name: `Make ${account.name} Partner?` });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toHaveText(`${account.name} is now Partner`);
  await expect(row.getByTestId('admin-user-role')).toHaveText('Partner');
  await expect(row.getByLabel(`Role of ${account.name}`)).toHaveText('Partner');

  await userPage.reload();
  const sidebar = userPage.getByTestId('sidebar');
  await expect(sidebar.getByText('Partner Tools')).toBeVisible();
  await expect(sidebar.getByTestId('role-badge')).toHaveText('Partner');
  await userContext.close();

  // The change is in the audit log, against this user. Read through the API: the dashboard shows the
  // ten newest entries of all, which the other tests running meanwhile may have pushed it out of.
  const validated = await request.get('/api/auth/validate', { headers: bearer(await signInThroughApi(request, account)) });
  const { user } = (await validated.json()) as { user: { id: string } };
  const audit = await request.get('/api/admin/audit?limit=100', { headers: bearer(await storedToken(page)) });
  const { entries } = (await audit.json()) as { entries: { action: string; targetId: string | null; details: Record<string, unknown> }[] };
  expect(entries.find((entry) => entry.action === 'admin.user_updated' && entry.targetId === user.id)?.details).toEqual({
    role: { from: 'business', to: 'partner' },
  });
});

test('cancelling a role change leaves the role as it was', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInAsAdmin(page);
  const row = await findUser(page, account.email);
  await chooseOption(row.getByLabel(`Role of ${account.name}`), 'Business Pro', { thenShows: 'Business' });
  const dialog = page.getByRole('dialog', { name: `Make ${account.name} Business Pro?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByLabel(`Role of ${account.name}`)).toHaveText('Business');
  await expect(row.getByTestId('admin-user-role')).toHaveText('Business');
});

test('a disabled user is sent to login on their next request and cannot sign in until enabled', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two browsers sign in, one after the other.
  const account = await registerAccount(request);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, account);

  await signInAsAdmin(page);
  const row = await findUser(page, account.email);
  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${account.name}?` });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('admin-user-badges')).toContainText('Disabled');

  await userPage.getByTestId('sidebar').getByTestId('nav-settings').click();
  await expect(userPage).toHaveURL(/\/login$/);
  await userContext.close();
  const refused = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog', { name: `Enable ${account.name}?` }).getByRole('button', { name: 'Enable' }).click();
  await expect(row.getByTestId('admin-user-badges')).not.toContainText('Disabled');
  await signInThroughApi(request, account);
});

test('ending a user’s sessions signs them out everywhere and says how many ended', async ({ page, request }) => {
  const account = await registerAccount(request);
  const token = await signInThroughApi(request, account);
  await signInAsAdmin(page);
  const row = await findUser(page, account.email);

  await row.getByRole('button', { name: 'End sessions' }).click();
  const dialog = page.getByRole('dialog', { name: `End every session of ${account.name}?` });
  await dialog.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByTestId('toast')).toHaveText(new RegExp(`^Ended [2-9] sessions for ${account.name}$`));
  expect((await request.get('/api/auth/validate', { headers: bearer(token) })).status()).toBe(401);
});

test('an admin cannot take away their own admin access', async ({ page }) => {
  await signInAsAdmin(page);
  const row = await findUser(page, 'e2e-admin@example.com');
  await chooseOption(row.getByLabel('Role of Administrator'), 'Business', { thenShows: 'Admin' });
  await page.getByRole('dialog', { name: 'Make Administrator Business?' }).getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByTestId('toast')).toContainText('You cannot remove your own admin access. Ask another admin.');
  await expect(row.getByTestId('admin-user-role')).toHaveText('Admin');
});

test('an admin changes an organization’s plan and user limit', async ({ page, request }) => {
  test.slow(); // An owner's account, then the administrator's screens, then the owner's limits read back.
  const marker = randomUUID().slice(0, 8);
  const account = await registerAccount(request, 'business', `Owner ${marker}`);
  const organizationName = `Owner ${marker}'s organization`;

  await signInAsAdmin(page);
  await page.getByTestId('sidebar').getByTestId('nav-organizations').click();
  await page.getByLabel('Search', { exact: true }).fill(marker);
  const row = page.getByTestId('admin-organization-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(organizationName);
  await expect(row.getByTestId('plan-badge')).toHaveText('Business');
  await expect(row.getByTestId('usage-users-count')).toHaveText('1 of 1');

  await row.getByRole('button', { name: `Edit ${organizationName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${organizationName}` });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Exact: the directory choice 'Follow the plan (...)' also has 'plan' in its label.
  await chooseOption(dialog.getByLabel('Plan', { exact: true }), 'Business Pro');
  await dialog.getByLabel('Maximum users').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter a whole number, 0 or more')).toBeVisible();
  await dialog.getByLabel('Maximum users').fill('4');
  // Directories come from the catalogue: from the plan's default to exactly three, by mouse, search and keyboard.
  const directories = dialog.getByRole('group', { name: /^Allowed directories/ });
  await expect(directories.getByRole('radio', { name: 'Follow the plan (all Basic/Pro directories)' })).toBeChecked();
  await expect(directories.getByTestId('directory-choice-summary')).toHaveText('Follows the plan');
  await directories.getByRole('button', { name: 'Clear all Basic directories' }).click();
  await directories.getByRole('button', { name: 'Clear all Pro directories' }).click();
  await expect(directories.getByRole('radio', { name: 'Only the directories ticked below' })).toBeChecked();
  await expect(directories.getByTestId('directory-choice-summary')).toHaveText('0 directories');
  await directories.getByLabel('Search directories').fill('yelp');
  await expect(directories.getByRole('checkbox')).toHaveCount(1);
  await directories.getByRole('checkbox', { name: 'Yelp', exact: true }).check();
  await directories.getByLabel('Search directories').fill('');
  await directories.getByRole('checkbox', { name: 'Bing Places for Business', exact: true }).check();
  await directories.getByRole('checkbox', { name: 'Apple Business Connect', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(directories.getByTestId('directory-choice-summary')).toHaveText('3 directories');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toHaveText(`${organizationName} saved`);
  await expect(row.getByTestId('plan-badge')).toHaveText('Business Pro');
  await expect(row.getByTestId('usage-users-count')).toHaveText('1 of 4');
  await expect(row).toContainText('Directories: Bing Places for Business, Apple Business Connect, Yelp');

  // The organization's own members see the new plan and limit.
  const token = await signInThroughApi(request, account);
  const answer = await request.get('/api/organization', { headers: bearer(token) });
  const { organization } = (await answer.json()) as { organization: { plan: string; limits: { maxUsers: number } } };
  expect(organization.plan).toBe('business_pro');
  expect(organization.limits.maxUsers).toBe(4);

  // The organization's Activity link shows its audit entries.
  await row.getByRole('link', { name: `Activity of ${organizationName}` }).click();
  await expect(page).toHaveURL(/\/admin\?organizationId=/);
  const log = page.getByTestId('audit-log');
  await expect(log.getByTestId('audit-entry').first()).toContainText(
    'updated an organization: plan Business → Business Pro, user limit 1 → 4, allowed directories 0 directories → 3 directories',
  );
});

test('billing says plainly that no payment processor is connected', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByTestId('sidebar').getByTestId('nav-billing').click();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-statement')).toHaveText(
    'No payment processor is connected. Plans and limits are set by administrators here.',
  );
  await expect(page.getByTestId('plan-business_pro')).toContainText('Business Pro');
  await expect(page.getByTestId('plan-business_pro')).toContainText('Businesses10');
  await expect(page.getByTestId('admin-organization-row').first()).toBeVisible();
});

test('admin settings keep a secret masked, add and delete a setting, and initialize defaults', async ({ page }) => {
  const key = `e2e.secret-${randomUUID().slice(0, 8)}`;
  await signInAsAdmin(page);
  await page.getByTestId('sidebar').getByTestId('nav-admin-settings').click();
  await expect(page.getByRole('heading', { name: 'Admin Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Initialize defaults' }).click();
  await expect(page.getByTestId('initialize-result')).toBeVisible();
  await expect(page.getByTestId('settings-integrations').getByTestId('setting-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a setting to Security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a setting to Security' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Value', { exact: true }).fill('do-not-show-me');
  await dialog.getByLabel('Encrypted').check();
  await dialog.getByRole('button', { name: 'Add setting' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('settings-security').locator(`[data-key="${key}"]`);
  await expect(row.getByTestId('setting-value')).toContainText('••••••••');
  await expect(page.getByText('do-not-show-me')).toHaveCount(0);

  await row.getByRole('button', { name: `Replace ${key}` }).click();
  const replace = page.getByRole('dialog', { name: `Replace ${key}` });
  await expect(replace.getByLabel('New value')).toHaveValue('');
  await replace.getByLabel('New value').fill('another-secret');
  await replace.getByRole('button', { name: 'Save setting' }).click();
  await expect(replace).toBeHidden();
  await expect(row.getByTestId('setting-value')).toContainText('••••••••');

  const token = await storedToken(page);
  const listed = await page.request.get('/api/admin/settings', { headers: bearer(token) });
  expect(await listed.text()).not.toContain('another-secret');

  await row.getByRole('button', { name: `Delete ${key}` }).click();
  await page.getByRole('dialog', { name: `Delete ${key}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
