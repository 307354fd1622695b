import { expect } from '@playwright/test';
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
