import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkTo, MAIL_APP_URL, verifyThroughMail, waitForMail } from './mailbox';
import { bearer, chooseOption, E2E_ADMIN, registerAccount, signIn, signInThroughApi, type TestAccount } from './support';

// Organizations from the renderer's side: invitations, switching, members, plan limits and branding.

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
}

async function currentOrganizationId(request: APIRequestContext, account: TestAccount): Promise<string> {
  const token = await signInThroughApi(request, account);
  const response = await request.get('/api/organizations', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { currentId } = (await response.json()) as { currentId: string | null };
  if (!currentId) throw new Error(`${account.email} has no organization`);
  return currentId;
}

async function storedOrganizationName(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate(() => localStorage.getItem('currentOrg'));
  return raw ? (JSON.parse(raw) as { name?: string }).name : undefined;
}

test.describe('on the instance that sends mail', () => {
  test.use({ baseURL: MAIL_APP_URL });

  async function verifiedAccount(request: APIRequestContext, role: TestAccount['role'], name: string) {
    const account = await registerAccount(request, role, name);
    await verifyThroughMail(request, account.email);
    return account;
  }

  test('an invited colleague joins from the emailed link, then switches between organizations', async ({ page, browser, request }) => {
    // Two people, two browser contexts and a mailed link: on a busy 2-core machine it nears the default 30 s.
    test.slow();
    const owner = await verifiedAccount(request, 'business_pro', 'Olivia Owner');
    const colleague = await verifiedAccount(request, 'business', 'Carl Colleague');
    const ownersOrganization = "Olivia Owner's organization";
    const colleaguesOrganization = "Carl Colleague's organization";

    // The owner invites the colleague from Settings.
    await signIn(page, owner);
    await openSettings(page);
    const invitations = page.getByTestId('settings-invitations');
    await invitations.getByLabel('Email').fill(colleague.email);
    await chooseOption(invitations.getByLabel('Role'), 'Member');
    await expect(invitations.getByTestId('invite-role-description')).toHaveText('Member: Adds and edits businesses and listings.');
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByTestId('toast')).toHaveText(`Invitation sent to ${colleague.email}`);
    await expect(invitations.getByTestId('invitation-row')).toContainText(colleague.email);
    await expect(page.getByTestId('usage-users-count')).toHaveText('2 of 5');
    await expect(page.getByTestId('usage-users')).toContainText('1 member and 1 pending invitation');

    const link = linkTo(await waitForMail(colleague.email, /invited you to/i), '/invitations/accept');

    // Signed in with another address, the owner cannot take the colleague's seat.
    await page.goto(link);
    await expect(page).toHaveURL(/\/invitations\/accept$/);
    await expect(page.getByTestId('other-account')).toContainText(`The invitation is for ${colleague.email}`);
    await page.getByRole('button', { name: `Accept and join ${ownersOrganization}` }).click();
    await expect(page.getByTestId('accept-error')).toContainText(`This invitation is for ${colleague.email}`);

    // The colleague opens the link signed out, signs in and comes back to accept.
    const colleagueContext = await browser.newContext({ baseURL: MAIL_APP_URL });
    const invitee = await colleagueContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: `Join ${ownersOrganization}` })).toBeVisible();
    await expect(invitee.getByTestId('invitation')).toContainText('Member: Adds and edits businesses and listings.');
    await expect(invitee).toHaveURL(/\/invitations\/accept$/);
    await invitee.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(invitee.getByLabel('Username or email')).toHaveValue(colleague.email);
    await expect(invitee).toHaveURL(/\/login$/);
    await invitee.getByLabel('Password', { exact: true }).fill(colleague.password);
    await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
    await invitee.getByRole('button', { name: `Accept and join ${ownersOrganization}` }).click();
    await expect(invitee.getByTestId('toast')).toHaveText(`You joined ${ownersOrganization}`);
    await expect(invitee).toHaveURL(/\/$/);
    await expect(invitee.getByTestId('current-organization')).toHaveText(ownersOrganization);
    expect(await storedOrganizationName(invitee)).toBe(ownersOrganization);

    // Both organizations are in the switcher, each with the colleague's role there.
    await invitee.getByTestId('organization-switcher').click();
    const menu = invitee.getByRole('menu', { name: 'Organizations' });
    await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(ownersOrganization) })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(ownersOrganization) })).toContainText('Member');
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(colleaguesOrganization) })).toContainText('Owner');
    await menu.getByRole('menuitemradio', { name: new RegExp(colleaguesOrganization) }).click();
    await expect(invitee.getByTestId('current-organization')).toHaveText(colleaguesOrganization);
    await expect.poll(() => storedOrganizationName(invitee)).toBe(colleaguesOrganization);

    // And back, by keyboard: the menu opens on the current organization. Switching reloads the list of
    // organizations, so it is seen loaded first: a menu opened on a list still loading focuses Settings.
    await invitee.getByTestId('organization-switcher').click();
    await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
    await invitee.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await invitee.getByTestId('organization-switcher').focus();
    await invitee.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(colleaguesOrganization) })).toBeFocused();
    await invitee.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: new RegExp(ownersOrganization) })).toBeFocused();
    await invitee.keyboard.press('Enter');
    await expect(invitee.getByTestId('current-organization')).toHaveText(ownersOrganization);
    await expect(invitee.getByTestId('organization-switcher')).toBeFocused();

    // A member reads the organization but manages nothing.
    await openSettings(invitee);
    const inviteeMembers = invitee.getByTestId('settings-members');
    await expect(inviteeMembers.getByTestId('member-row')).toHaveCount(2);
    await expect(inviteeMembers.getByTestId('member-row').filter({ hasText: 'Olivia Owner' })).toContainText('Owner');
    await expect(inviteeMembers.getByRole('combobox')).toHaveCount(0);
    await expect(invitee.getByTestId('organization-name')).toHaveText(ownersOrganization);
    await expect(invitee.getByTestId('settings-invitations')).toHaveCount(0);

    // The owner sees both members and makes the colleague an admin.
    await openSettings(page);
    const members = page.getByTestId('settings-members');
    await expect(members.getByTestId('member-row')).toHaveCount(2);
    await expect(page.getByTestId('settings-invitations').getByTestId('no-invitations')).toBeVisible();
    await chooseOption(members.getByLabel('Role of Carl Colleague'), 'Admin');
    await expect(page.getByTestId('toast').filter({ hasText: 'Carl Colleague is now Admin' })).toBeVisible();
    await expect(members.getByTestId('member-row').filter({ hasText: 'Carl Colleague' })).toHaveAttribute('data-role', 'admin');

    // Which the colleague's Settings now reflect.
    await invitee.reload();
    await expect(invitee.getByTestId('settings-invitations')).toBeVisible();
    await expect(invitee.getByTestId('organization-role')).toHaveText('Admin');
    await colleagueContext.close();
  });
});

test('a business plan is full with its one user: inviting says so, and the only owner cannot leave', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  await openSettings(page);

  await expect(page.getByTestId('organization-plan')).toHaveText('Business');
  await expect(page.getByTestId('usage-users-count')).toHaveText('1 of 1');
  await expect(page.getByTestId('usage-businesses-count')).toHaveText('0 of 1');

  const invitations = page.getByTestId('settings-invitations');
  await invitations.getByLabel('Email').fill(`e2e-${randomUUID()}@example.com`);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByTestId('invite-error')).toHaveText(
    "Your plan allows 1 user in Ada Lovelace's organization. Remove a member or withdraw an invitation, or upgrade the plan, to invite more.",
  );

  await page.getByTestId('settings-members').getByRole('button', { name: 'Leave' }).click();
  const dialog = page.getByRole('dialog', { name: "Leave Ada Lovelace's organization?" });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('members-error')).toHaveText('An organization needs an owner: make someone else owner first.');
});

test('a white-label organization shows its brand in the app, and on its own domain only once DNS proves it', async ({ page, request }) => {
  const owner = await registerAccount(request, 'partner');
  const organizationId = await currentOrganizationId(request, owner);
  const adminToken = await signInThroughApi(request, E2E_ADMIN);
  const patch = await request.patch(`/api/admin/organizations/${organizationId}`, {
    headers: bearer(adminToken),
    data: { type: 'white_label' },
  });
  expect(patch.status(), await patch.text()).toBe(200);

  await signIn(page, owner);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('brand-name')).toHaveText("Ada Lovelace's organization");
  await openSettings(page);

  // The brand's name is the organization's.
  const brandName = `Acme Listings ${randomUUID().slice(0, 6)}`;
  const overview = page.getByTestId('settings-organization');
  await overview.getByLabel('Organization name').fill(brandName);
  await overview.getByRole('button', { name: 'Save name' }).click();
  await expect(sidebar.getByTestId('brand-name')).toHaveText(brandName);
  await expect(page.getByTestId('current-organization')).toHaveText(brandName);
  await expect(page).toHaveTitle(`Settings · ${brandName}`);

  // Custom CSS is checked as it is typed.
  const branding = page.getByTestId('settings-branding');
  await branding.getByLabel('Custom CSS').fill('</style><script>alert(1)</script>');
  await expect(branding.getByText('Custom CSS may not contain < or >')).toBeVisible();
  await expect(branding.getByRole('button', { name: 'Save branding' })).toBeDisabled();

  const domain = `acme-${randomUUID().slice(0, 8)}.example.com`;
  await branding.getByLabel('Primary colour', { exact: true }).fill('#0f766e');
  await branding.getByLabel('Secondary colour', { exact: true }).fill('F59E0B');
  await branding.getByLabel('Custom CSS').fill('[data-testid="sidebar"] { border-right-width: 3px; }');
  await branding.getByLabel('Custom domain').fill(domain);
  await expect(branding.getByTestId('brand-preview').getByText('Add business')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Branding saved' })).toBeVisible();
  await expect(branding.getByLabel('Secondary colour', { exact: true })).toHaveValue('#f59e0b');

  // The saved domain is not proven yet: the TXT record to add is shown, with a check that asks DNS.
  const proof = branding.getByTestId('domain-verification');
  await expect(proof.getByTestId('domain-status')).toHaveText('Not verified');
  await expect(proof.getByLabel('Record name', { exact: true })).toHaveValue(`_citewise-verify.${domain}`);
  await expect(proof.getByLabel('Record value', { exact: true })).toHaveValue(/^citewise-verification=[0-9a-f]{40}$/);
  await expect(proof.getByRole('button', { name: 'Check DNS' })).toBeEnabled();

  // Applied to the whole app: the theme colours and one style element with the CSS as text.
  const root = page.locator('html');
  await expect(root).toHaveCSS('--color-primary', '#0f766e');
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(sidebar).toHaveCSS('border-right-width', '3px');
  await expect(page.locator('style#brand-css')).toHaveCount(1);

  // Signed out on the app's own address, the product's brand is back.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByTestId('auth-brand')).toHaveText('Citewise');
  await expect(page.locator('style#brand-css')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe('');
  // A proven domain's brand before sign-in needs a DNS record, so the API tests cover it with a fake
  // resolver (server/security/custom-domain-attack.test.ts).
});

test('an invitation link that does not work says so, and leaves the address bar clean', async ({ page }) => {
  await page.goto('/invitations/accept?token=this-is-not-a-real-invitation-token');
  await expect(page.getByTestId('invitation-error')).toHaveText('This invitation is invalid, was already used or has expired.');
  await expect(page).toHaveURL(/\/invitations\/accept$/);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
});

test('signing up or in returns to a next path on this site, and only there', async ({ page, browser, request, baseURL }) => {
  await page.goto('/register?next=%2Fsettings');
  await page.getByLabel('Full name').fill('Nora Next');
  await page.getByLabel('Email').fill(`e2e-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

  const account = await registerAccount(request);
  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  await fresh.goto('/login?next=%2F%2Fevil.example%2F');
  await fresh.getByLabel('Username or email').fill(account.email);
  await fresh.getByLabel('Password', { exact: true }).fill(account.password);
  await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(fresh.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  expect(new URL(fresh.url()).pathname).toBe('/');
  await other.close();
});
