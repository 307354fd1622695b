import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  role: 'business' | 'business_pro' | 'partner';
}

/** Creates a fresh account through the API, so each test owns its user. */
export async function registerAccount(
  request: APIRequestContext,
  role: TestAccount['role'] = 'business',
): Promise<TestAccount> {
  const account: TestAccount = {
    name: 'Ada Lovelace',
    email: `e2e-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    role,
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs in through the login form and waits for the signed-in shell. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
