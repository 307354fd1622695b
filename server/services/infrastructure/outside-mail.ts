import { RATE_LIMITS, type RateLimiter } from './rate-limiter';

/** Whose budget of mail to people outside the organization a mail is counted against; absent parts are not counted. */
export interface OutsideMailSender {
  organizationId?: string | null;
  userId?: string | null;
}

/**
 * Counts `count` mails to people outside the organization before any goes out: throws 429 once the
 * person's hourly or the organization's daily budget is spent, so a loop cannot use the platform for spam.
 */
export async function countOutsideMail(rateLimiter: RateLimiter, sender: OutsideMailSender, count = 1): Promise<void> {
  for (let sent = 0; sent < count; sent += 1) {
    // The person's first: someone over their own limit does not spend their colleagues' budget.
    if (sender.userId) await rateLimiter.consume(RATE_LIMITS.outsideMailPerUser, sender.userId);
    if (sender.organizationId) await rateLimiter.consume(RATE_LIMITS.outsideMailPerOrganization, sender.organizationId);
  }
}
