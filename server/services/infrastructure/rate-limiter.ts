import { ERROR_CODES } from '../../../shared/contract/errors';
import type { RateLimitRepository } from '../../db/repositories';
import { ApiError } from '../../http/api-error';

export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Limits on the ways in; counters live in the database so every instance shares them. */
export const RATE_LIMITS = {
  /** Sign-ins per account since its last one with the right password: the failed ones, at most. */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  /** Sign-in attempts per address, failed or not. */
  loginPerAddress: { name: 'login-ip', limit: 50, windowMs: 15 * MINUTE },
  registerPerAddress: { name: 'register-ip', limit: 20, windowMs: 60 * MINUTE },
  /** Verification and reset mails per address and per recipient. */
  mailPerAddress: { name: 'mail-ip', limit: 10, windowMs: 60 * MINUTE },
  mailPerRecipient: { name: 'mail-to', limit: 5, windowMs: 60 * MINUTE },
  tokenPerAddress: { name: 'token-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Checks of a signed-in person's current password (changing the password or the email), per account. */
  passwordChecksPerUser: { name: 'password-check-user', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Mail to people outside the organization (reports to confirmed addresses, requests to confirm, invitations,
   * change-email links), so the platform's mail cannot be turned into spam. An agency mailing its report to
   * 20 clients twice in an hour stays within both; a stranger-mailing loop stops at 40 an hour, 100 a day.
   */
  outsideMailPerOrganization: { name: 'outside-mail-org', limit: 100, windowMs: 24 * 60 * MINUTE },
  outsideMailPerUser: { name: 'outside-mail-user', limit: 40, windowMs: 60 * MINUTE },
  /** Change-email links per account: nobody moves address more than a few times an hour. */
  emailChangeMailsPerUser: { name: 'email-change-user', limit: 5, windowMs: 60 * MINUTE },
  /**
   * Paid calls to outside data services per organization, so one tenant cannot spend the operator's quota or
   * trip the breaker every tenant shares: this base, plus ten a business the plan allows (provider-quota.ts).
   */
  providerCallsPerOrganization: { name: 'provider-org', limit: 100, windowMs: 60 * MINUTE },
  /** Edits of one Google location, whichever organizations link it: Google's own limit, kept before Google refuses. */
  googleEditsPerLocation: { name: 'google-edits-location', limit: 10, windowMs: MINUTE },
  /** DNS checks of a custom domain per organization: each sends queries out to a name the tenant chose. */
  domainChecksPerOrganization: { name: 'domain-check-org', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

function tooMany(windowStart: Date, policy: RateLimitPolicy, now: Date, message: string): ApiError {
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + policy.windowMs - now.getTime()) / 1000));
  return new ApiError(429, message, ERROR_CODES.rateLimited, undefined, retryAfter);
}

/** `factor` multiplies every limit, e.g. for an office whose people all share one address. */
export function createRateLimiter(repository: RateLimitRepository, clock: () => Date, factor = 1) {
  const keyOf = (policy: RateLimitPolicy, subject: string) => `${policy.name}:${subject.toLowerCase()}`;
  const limitOf = (policy: RateLimitPolicy) => Math.max(1, Math.round(policy.limit * factor));

  return {
    /** Counts an attempt; throws 429 once the window holds more than the limit. */
    async consume(policy: RateLimitPolicy, subject: string, message: (limit: number) => string = () => TOO_MANY_REQUESTS): Promise<void> {
      const now = clock();
      const { count, windowStart } = await repository.hit(keyOf(policy, subject), policy.windowMs, now);
      if (count > limitOf(policy)) throw tooMany(windowStart, policy, now, message(limitOf(policy)));
    },
    async clear(policy: RateLimitPolicy, subject: string): Promise<void> {
      await repository.reset(keyOf(policy, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
