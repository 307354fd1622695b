import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../renderer/app-routes';
import type { UserRole } from '../../shared/domain/enums';
import { expectPhoneReady, seriousAxeViolations, settle } from './screen-checks';
import { bearer, registerAccount, signIn, signInAsAdmin, signInThroughApi, trackFetches } from './support';

// Every screen, as each kind of user sees it with data on it, on a desktop and on a 360 px phone:
// no serious accessibility violation anywhere, and on the phone no sideways scrolling and no
// control too small for a finger.

const PUBLIC_SCREENS = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password?token=x', '/no-such-page'];
/** The screens open to every signed-in user, or those kept for one role. */
function screensFor(role?: UserRole): string[] {
  return APP_ROUTES.filter((route) => {
    const roles: readonly UserRole[] | undefined = 'roles' in route ? route.roles : undefined;
    return role ? roles?.includes(role) : !roles;
  }).map((route) => route.path);
}

const BUSINESS = { category: 'fitness', address: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0132' };

/** Two businesses, one published and scanned, so lists, tables and results have rows. */
async function seedBusinesses(request: APIRequestContext, token: string): Promise<void> {
  const ids: string[] = [];
  for (const name of ['Summit Gym', 'Harbor Fitness Studio']) {
    const response = await request.post('/api/businesses', { headers: bearer(token), data: { ...BUSINESS, name } });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { business: { id: string } }).business.id);
  }
  const [first] = ids;
  const published = await request.post(`/api/businesses/${first}/publish`, { headers: bearer(token) });
  expect(published.ok(), await published.text()).toBe(true);
  const scanned = await request.post(`/api/data-axle/businesses/${first}/scan-citations`, { headers: bearer(token), data: {} });
  expect(scanned.ok(), await scanned.text()).toBe(true);
}

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

async function checkScreens(page: Page, paths: readonly string[], phone: boolean): Promise<void> {
  await trackFetches(page);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      if (phone) await expectPhoneReady(page, path);
      else expect.soft(await seriousAxeViolations(page), `${path} axe-core violations`).toEqual([]);
    });
  }
}

/** What opens over a screen on a phone: a form dialog, the menu drawer and the user menu. */
async function checkPhoneOverlays(page: Page): Promise<void> {
  await test.step('dialog, drawer and user menu', async () => {
    await page.goto('/businesses');
    await settle(page);
    await page.getByTestId('add-business-button').click();
    await expect(page.getByRole('dialog', { name: 'Add New Business' })).toBeVisible();
    await expectPhoneReady(page, 'the Add New Business dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await expectPhoneReady(page, 'the menu drawer');
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-content')).toBeVisible();
    await expectPhoneReady(page, 'the user menu');
  });
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a 360 px phone' : 'on a desktop', () => {
    if (phone) test.use(PHONE);
    // Each test walks many screens; the walk, not any one screen, takes the time.
    test.slow();

    test('public screens', async ({ page }) => {
      await checkScreens(page, PUBLIC_SCREENS, phone);
    });

    test("a business's screens", async ({ page, request }) => {
      const account = await registerAccount(request, 'business_pro');
      await seedBusinesses(request, await signInThroughApi(request, account));
      await signIn(page, account);
      await checkScreens(page, screensFor(), phone);
      if (phone) await checkPhoneOverlays(page);
    });

    test("a partner's screens", async ({ page, request }) => {
      const account = await registerAccount(request, 'partner');
      const token = await signInThroughApi(request, account);
      const client = await request.post('/api/partner/clients', { headers: bearer(token), data: { name: 'Harbor Florist' } });
      expect(client.status(), await client.text()).toBe(201);
      await signIn(page, account);
      await checkScreens(page, screensFor('partner'), phone);
    });

    test("an administrator's screens", async ({ page }) => {
      await signInAsAdmin(page);
      await checkScreens(page, screensFor('admin'), phone);
    });
  });
}
