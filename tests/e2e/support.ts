import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../renderer/lib/session-storage';
import { homePathForRole } from '../../shared/domain/roles';
import type { UserRole } from '../../shared/domain/enums';

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
  name = 'Ada Lovelace',
): Promise<TestAccount> {
  const account: TestAccount = {
    name,
    email: `e2e-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    role,
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Picks an option of a select (renderer/components/ui/select) by its visible label, as a user does:
 * opens it from its trigger, picks the option, and waits until the list has closed and the trigger
 * shows `thenShows`: the choice, unless the screen first asks to confirm it.
 */
export async function chooseOption(trigger: Locator, optionLabel: string, { thenShows = optionLabel }: { thenShows?: string } = {}): Promise<void> {
  await trigger.click();
  const list = trigger.page().getByRole('listbox');
  // Enter on the option, as a keyboard user picks it: a click scrolled to an option far down the list could
  // press on it and let go on its neighbour, as the list's scroll-up arrow appears and moves the options.
  await list.getByRole('option', { name: optionLabel, exact: true }).press('Enter');
  await expect(list).toBeHidden();
  await expect(trigger).toHaveText(thenShows);
}

/** The administrator the e2e servers create at start (playwright.config.ts passes it as ADMIN_EMAIL and ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' } as const;

/** Signs in through the login form and waits for the signed-in shell: for tests about signing in. */
export async function signInThroughForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * Signs in through the API, stores the session as the login form does, and opens `path` (the
 * role's home by default) signed in: one page load instead of the form's two, for tests about what
 * comes after signing in.
 */
export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>, path?: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { token?: string; user: { role: UserRole }; organization: unknown };
  if (!session.token) throw new Error('The login answered without a token');
  await trackFetches(page);
  // Storage belongs to the site's origin: a small same-origin answer holds it without starting the app.
  await page.goto('/api/health');
  const stored: [string, string][] = [
    [STORAGE_KEYS.token, session.token],
    [STORAGE_KEYS.user, JSON.stringify(session.user)],
    ...(session.organization ? [[STORAGE_KEYS.currentOrg, JSON.stringify(session.organization)] as [string, string]] : []),
  ];
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path ?? homePathForRole(session.user.role));
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Signs in as E2E_ADMIN, on the admin dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

const tracked = new WeakSet<Page>();

/** Counts the page's requests to the server in flight, from its next load on, for waitForReads. */
export async function trackFetches(page: Page): Promise<void> {
  if (tracked.has(page)) return;
  tracked.add(page);
  await page.addInitScript(() => {
    const counter = window as unknown as { fetchesInFlight: number };
    counter.fetchesInFlight = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      counter.fetchesInFlight += 1;
      return fetch(...args).finally(() => (counter.fetchesInFlight -= 1));
    };
  });
}

/**
 * Waits until the screen's reads are done: no request in flight and no loading indicator, for three
 * animation frames in a row (a finished read can start the next one only once React has rendered its
 * answer). Needs trackFetches before the page loaded.
 */
export async function waitForReads(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = window as unknown as { fetchesInFlight?: number; idleFrames?: number };
    if (state.fetchesInFlight === undefined) throw new Error('waitForReads needs trackFetches before the page loads');
    const idle = state.fetchesInFlight === 0 && !document.querySelector('[data-testid="loading-state"]');
    state.idleFrames = idle ? (state.idleFrames ?? 0) + 1 : 0;
    return state.idleFrames >= 3;
  });
}

/** A phone browser's user agent, for a second session that reads differently in Settings. */
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the API, as another device would; answers that session's token. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: Pick<TestAccount, 'email' | 'password'>,
  userAgent = IPHONE_SAFARI,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'User-Agent': userAgent },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error('The login answered without a token');
  return body.token;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The session token the page keeps in its storage. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('The page has no stored session token');
  return token;
}
