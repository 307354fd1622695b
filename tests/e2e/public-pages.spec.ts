import { expect, test } from '@playwright/test';
import { registerAccount } from './support';

test('the login page renders its form, social sign-in and links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with LinkedIn' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('signing in with an empty field asks for both', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Please enter both username and password');
});

test('a wrong password shows the server message', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('after verification the login page shows the banner, prefills the email and clears the query', async ({ page }) => {
  await page.goto('/login?verified=true&email=ada%40example.com');
  await expect(page.getByTestId('verified-banner')).toHaveText(
    'Your email has been verified successfully! You can now log in.',
  );
  await expect(page.getByLabel('Username or email')).toHaveValue('ada@example.com');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a protected route without a session goes to the login page', async ({ page }) => {
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/login$/);
});

test('the register form checks its fields before sending', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('long enough');
  await page.getByLabel('Confirm password').fill('long enougH');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('registering through the form signs the new account in', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('long enough');
  await page.getByLabel('Confirm password').fill('long enough');
  await page.getByLabel('Account type').selectOption({ label: 'Business Pro' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByTestId('role-badge')).toHaveText('Business Pro');
});

test('the OAuth callback without a token returns to login with no_token', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByTestId('social-error')).toContainText('no_token');
  await expect(page).toHaveURL(/\/login$/);
});

test('the OAuth callback passes the provider error on to login', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page.getByTestId('social-error')).toContainText('access_denied');
});
