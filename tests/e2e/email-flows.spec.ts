import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkTo, MAIL_APP_URL, verifyThroughMail, waitForMail } from './mailbox';
import type { TestAccount } from './support';

// Journeys that follow emailed links, on the app instance that sends real mail to the local mailbox.
test.use({ baseURL: MAIL_APP_URL });

const VERIFY_SUBJECT = /verify your email/i;
const RESET_SUBJECT = /reset your password/i;

function newAccount(): TestAccount {
  return { name: 'Grace Hopper', email: `e2e-${randomUUID()}@example.com`, password: 'correct horse battery', role: 'business' };
}

async function registerUnverified(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token?: string; requiresVerification?: boolean };
  expect(body.requiresVerification).toBe(true);
  expect(body.token).toBeUndefined();
}

async function fillSignIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, verify by the emailed link, see the banner and sign in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByTestId('verify-email-message')).toContainText(account.email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const link = linkTo(await waitForMail(account.email, VERIFY_SUBJECT), '/verify-email');
  await page.goto(link);
  await expect(page.getByTestId('verified-banner')).toHaveText('Your email has been verified successfully! You can now log in.');
  await expect(page.getByLabel('Username or email')).toHaveValue(account.email);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('verify-email-error')).toHaveText('This verification link is invalid or has expired.');
});

test('an unverified sign-in goes to the verify page; the emailed link then lets it in', async ({ page, request }) => {
  const account = newAccount();
  await registerUnverified(request, account);

  await page.goto('/login');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByTestId('verify-email-message')).toContainText(account.email);

  await page.goto(linkTo(await waitForMail(account.email, VERIFY_SUBJECT), '/verify-email'));
  await expect(page.getByTestId('verified-banner')).toBeVisible();
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('the verify page resends the link by mail', async ({ page, request }) => {
  const account = newAccount();
  await registerUnverified(request, account);
  await waitForMail(account.email, VERIFY_SUBJECT);

  await page.goto(`/verify-email?email=${encodeURIComponent(account.email)}`);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByTestId('resend-success')).toHaveText('Verification email has been resent. Please check your inbox.');

  // The resent link verifies the account; the first one no longer does.
  const first = linkTo(await waitForMail(account.email, VERIFY_SUBJECT, 1), '/verify-email');
  await page.goto(linkTo(await waitForMail(account.email, VERIFY_SUBJECT, 2), '/verify-email'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your email has been verified successfully! You can now log in.')).toBeVisible();
  const reused = await request.post('/api/auth/verify-email', {
    data: { token: new URL(first, 'http://app').searchParams.get('token') },
  });
  expect(reused.status()).toBe(400);
});

test('reset the password through the emailed link', async ({ page, request }) => {
  const account = newAccount();
  await registerUnverified(request, account);
  await verifyThroughMail(request, account.email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

  const link = linkTo(await waitForMail(account.email, RESET_SUBJECT), '/reset-password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('Your password has been reset. Please sign in.');

  await fillSignIn(page, account.email, account.password);
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await fillSignIn(page, account.email, 'a brand new secret');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another new secret');
  await page.getByLabel('Confirm new password').fill('another new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('reset-password-error')).toContainText('This reset link is invalid or has expired.');
});
