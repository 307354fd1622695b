import { expect, test, type Page } from '@playwright/test';
import { bearer, registerAccount, signIn, signInThroughApi, signInThroughForm, storedToken } from './support';

async function openSettings(page: Page) {
  await page.getByTestId('sidebar').getByTestId('nav-settings').click();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
}

test('settings lists this device first, marked as such', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await openSettings(page);

  // Registering through the API made a session too; this browser's comes first.
  const rows = page.getByTestId('session-row');
  await expect(rows.first()).toHaveAttribute('data-current', 'true');
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first().getByTestId('session-device')).toHaveText('Chrome on Linux');
  await expect(rows.first()).toContainText('Last active just now');
});

test('revoking another session removes it and ends it on the server', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  const otherToken = await signInThroughApi(request, account);
  await openSettings(page);

  const rows = page.getByTestId('session-row');
  const phone = rows.filter({ hasText: 'Safari on iOS' });
  await expect(phone).toHaveAttribute('data-current', 'false');
  const before = await rows.count();

  // Escape leaves everything as it was and gives focus back.
  await phone.getByRole('button', { name: 'Revoke Safari on iOS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Revoke Safari on iOS' })).toBeFocused();
  await expect(rows).toHaveCount(before);

  await phone.getByRole('button', { name: 'Revoke Safari on iOS' }).click();
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(phone).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);
  await expect(page.getByTestId('toast')).toHaveText('Session revoked');

  const check = await request.get('/api/auth/validate', { headers: bearer(otherToken) });
  expect(check.status()).toBe(401);
});

test('revoking this device signs out', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await openSettings(page);

  await page.getByRole('button', { name: 'Revoke Chrome on Linux, this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of this device?' });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('Logged out successfully');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('changing the password signs other sessions out and the new password signs in', async ({ page, request }) => {
  test.slow(); // Two sign-ins, a refused change, the change, and a sign-in with the new password: each checks a password hash (argon2).
  const account = await registerAccount(request);
  await signIn(page, account);
  const otherToken = await signInThroughApi(request, account);
  await openSettings(page);
  await expect(page.getByTestId('session-row').filter({ hasText: 'Safari on iOS' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await form.getByLabel('Confirm new password').fill('a brand new secreT');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('a brand new secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Password changed. Other sessions were signed out.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  expect((await request.get('/api/auth/validate', { headers: bearer(otherToken) })).status()).toBe(401);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');

  await signInThroughForm(page, { ...account, password: 'a brand new secret' });
});

test('the profile saves a new name and refuses a username someone else has', async ({ page, request }) => {
  const account = await registerAccount(request);
  const other = await registerAccount(request);
  const otherToken = await signInThroughApi(request, other);
  const { user: otherUser } = (await (await request.get('/api/auth/validate', { headers: bearer(otherToken) })).json()) as {
    user: { username: string };
  };
  await signIn(page, account);
  await openSettings(page);

  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await expect(form.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  await form.getByLabel('Name', { exact: true }).fill('Ada King');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Profile saved');
  await expect(page.getByTestId('user-menu')).toContainText('Ada King');

  await form.getByLabel('Username').fill('x');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();

  await form.getByLabel('Username').fill(otherUser.username);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Name', { exact: true })).toHaveValue('Ada King');
});

test('a session ended elsewhere sends the browser to the login page on its next call', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  // Once every call Settings makes has answered (invitations are asked for after the organization),
  // the next click is the next call.
  await page.getByTestId('sidebar').getByTestId('nav-settings').click();
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await expect(page.getByTestId('settings-members')).toContainText(account.email);
  await expect(page.getByTestId('settings-invitations').getByTestId('no-invitations')).toBeVisible();
  const token = await storedToken(page);
  // Another tab or device logs this session out in the background.
  expect((await request.post('/api/auth/logout', { headers: bearer(token) })).status()).toBe(200);

  await page.getByTestId('sidebar').getByTestId('nav-listings-management').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the username signs in as well as the email', async ({ page, request }) => {
  const account = await registerAccount(request);
  const token = await signInThroughApi(request, account);
  const { user } = (await (await request.get('/api/auth/validate', { headers: bearer(token) })).json()) as {
    user: { username: string };
  };
  await signInThroughForm(page, { ...account, email: user.username });
  await expect(page.getByTestId('user-menu')).toContainText(account.name);
});
