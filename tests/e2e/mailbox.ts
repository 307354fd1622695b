import { expect, type APIRequestContext } from '@playwright/test';
import type { CapturedMail } from '../../server/testing/mail-capture';

/** The app instance that sends mail (registration then requires verification); see playwright.config.ts. */
export const MAIL_APP_URL = `http://localhost:${process.env.E2E_MAIL_APP_PORT ?? 5321}`;
const MAILBOX_URL = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 5319}/messages`;

/**
 * The nth (1 = first) mail to this address whose subject matches, waiting up to ten seconds for it;
 * a resent link is the second one.
 */
export async function waitForMail(to: string, subject: RegExp, nth = 1): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(MAILBOX_URL)).json()) as CapturedMail[];
        found = messages.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))[nth - 1];
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The app-relative address of the mail's link to `pathname`, whatever host the server put in it. */
export function linkTo(mail: { links: string[] }, pathname: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`The mail has no link to ${pathname}: ${mail.links.join(', ')}`);
  return `${link.pathname}${link.search}`;
}

/** Verifies an address through the API with the token of the first verification mail sent to it. */
export async function verifyThroughMail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkTo(await waitForMail(email, /verify your email/i), '/verify-email');
  const token = new URL(link, 'http://app').searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
}
