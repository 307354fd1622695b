import { expect, test } from '@playwright/test';
import { E2E_ADMIN, registerAccount, signInThroughForm } from './support';

test('the login page renders its form, social sign-in and links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with LinkedIn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
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

test('signing in through the form lands a business user on the dashboard', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('signing in through the form lands an administrator on the admin dashboard', async ({ page }) => {
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
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

test('an unknown path shows the not-found page, answered 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
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
  await page.getByRole('radio', { name: 'Business Pro' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByTestId('role-badge')).toHaveText('Business Pro');
});

test('the OAuth callback without a code returns to login with no_token', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByTestId('social-error')).toHaveText(
    'Sign-in did not complete: no sign-in details came back. Please try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('the OAuth callback passes the provider error on to login', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page.getByTestId('social-error')).toHaveText('Sign-in was cancelled.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unconfigured provider is named on the login page', async ({ page }) => {
  await page.goto('/login?error=provider_not_configured&provider=google');
  await expect(page.getByTestId('social-error')).toHaveText('Google sign-in is not configured on this server.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a one-time code the server refuses ends at login with validation_failed', async ({ page }) => {
  await page.goto('/auth/callback?code=not-a-code-the-server-issued&provider=google');
  await expect(page.getByTestId('social-error')).toHaveText(
    'We could not confirm your sign-in. Please check your connection and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the OAuth callback clears the code from the address bar, exchanges it once and signs in', async ({ page, request }) => {
  const account = await registerAccount(request);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const signedIn: unknown = await login.json();
  const exchanged: string[] = [];
  const addressAtExchange: string[] = [];
  // The social helper's specs cover a real provider; here the server's answer stands in for one.
  await page.route('**/api/auth/exchange', async (route) => {
    exchanged.push(route.request().postData() ?? '');
    // Asked of the page itself: page.url() follows its own events, which may come after this one.
    addressAtExchange.push(await page.evaluate(() => location.href));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(signedIn) });
  });

  await page.goto('/auth/callback?code=one-time-code-0123456789&provider=google');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(exchanged).toEqual([JSON.stringify({ code: 'one-time-code-0123456789' })]);
  expect(addressAtExchange[0]).not.toContain('one-time-code');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('too many sign-in attempts show the rate-limit text', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('whatever it is');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('429: Rate limit exceeded - please try again later');
});

test('a sign-in refused for an unverified email goes to the verify page with the email', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Please verify your email address before signing in.', code: 'EMAIL_NOT_VERIFIED' }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('whatever it is');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=ada%40example\.com$/);
  await expect(page.getByTestId('verify-email-message')).toContainText('ada@example.com');
});

test('forgot password answers the same neutral message for any email', async ({ page, request }) => {
  const account = await registerAccount(request);
  for (const email of [account.email, `nobody-${Date.now()}@example.com`]) {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toHaveText(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
  }
});

test('forgot password checks the email before sending', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
});

test('a reset link the server does not know shows its message and a way to get a new one', async ({ page }) => {
  await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwxyz012345');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('a new password');
  await page.getByLabel('Confirm new password').fill('a new passworD');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('a new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('reset-password-error')).toContainText('This reset link is invalid or has expired.');
  await page.getByTestId('request-new-reset-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset page without a token says the link is unusable', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByTestId('reset-password-error')).toContainText('This reset link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
});

test('the check-your-email page resends the link and shows the success text for five seconds', async ({ page }) => {
  // The page's clock, moved on below instead of waiting five real seconds.
  await page.clock.install();
  await page.goto('/verify-email?email=ada%40example.com');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByTestId('verify-email-message')).toContainText('ada@example.com');
  await expect(page.getByRole('link', { name: 'support@citewise.app' })).toHaveAttribute('href', 'mailto:support@citewise.app');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  const notice = page.getByTestId('resend-success');
  await expect(notice).toHaveText('Verification email has been resent. Please check your inbox.');
  await page.clock.runFor(5_000);
  await expect(notice).toBeHidden();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed resend shows the server message in a destructive alert', async ({ page }) => {
  await page.route('**/api/auth/resend-verification', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Mail is down' }) }),
  );
  await page.goto('/verify-email?email=ada%40example.com');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByTestId('resend-error')).toHaveText('Mail is down');
  await expect(page.getByTestId('resend-error')).toHaveAttribute('role', 'alert');
});

test('a verification link the server does not know offers a new one', async ({ page }) => {
  await page.goto('/verify-email?token=abcdefghijklmnopqrstuvwxyz012345');
  await expect(page.getByTestId('verify-email-error')).toHaveText('This verification link is invalid or has expired.');
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByTestId('resend-success')).toBeVisible();
});
