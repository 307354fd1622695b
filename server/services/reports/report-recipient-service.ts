import { ERROR_CODES } from '../../../shared/contract/errors';
import type { ReportRecipientStatus } from '../../../shared/domain/reports';
import type { OrganizationRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import type { MailService } from '../../mail/mail-service';
import { reportRecipientConfirmationEmail } from '../../mail/templates';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';
import { generateSessionToken, hashSessionToken } from '../accounts/session-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request to confirm can be answered; an unanswered one may be asked again after it. */
export const REPORT_RECIPIENT_LINK_TTL_MS = 7 * DAY_MS;
/** Each report replaces its address's unsubscribe link; a year outlasts any schedule's gap. */
const UNSUBSCRIBE_LINK_TTL_MS = 365 * DAY_MS;
export const INVALID_RECIPIENT_LINK = 'This link is invalid, was already used or has expired. The link in the latest email you received works.';

/** A send's recipients by what they get; each list keeps the order the addresses were given in. */
export interface SortedRecipients {
  /** Account emails of the organization's members: they get the report. */
  members: string[];
  /** Outside addresses that confirmed they want the reports: they get it too, with a way to stop. */
  confirmed: string[];
  /** Outside addresses never asked (or, when asked again is allowed, whose request expired): asked to confirm. */
  toAsk: string[];
  /** Outside addresses asked already whose answer is awaited: nothing is sent. */
  waiting: string[];
  /** Outside addresses that declined or unsubscribed: nothing is sent, and they are not asked again. */
  declined: string[];
}

/** What a recipient's link is about, for the page it opens. */
export interface RecipientLinkView {
  organizationName: string;
  email: string;
  status: ReportRecipientStatus;
}

/**
 * Who may get an organization's reports by email: its members, and outside addresses that confirmed
 * they want them through a single-use link mailed once, so the report mail cannot be aimed at strangers.
 */
export function createReportRecipientService(deps: {
  repositories: Repositories;
  mail: MailService;
  rateLimiter: RateLimiter;
  clock: () => Date;
  publicUrl: string;
}) {
  const { repositories, mail, rateLimiter, clock } = deps;
  const link = (token: string) => `${deps.publicUrl.replace(/\/+$/, '')}/report-recipients?${new URLSearchParams({ token }).toString()}`;
  const invalidLink = () => new ApiError(400, INVALID_RECIPIENT_LINK, ERROR_CODES.invalidLink);

  async function viewOf(record: { organizationId: string; email: string; status: ReportRecipientStatus }): Promise<RecipientLinkView> {
    const organization = await repositories.organizations.findById(record.organizationId);
    if (!organization) throw invalidLink();
    return { organizationName: organization.name, email: record.email, status: record.status };
  }

  return {
    /** Sorts the addresses; `askAgain` lets a person's send ask again where an earlier request expired unanswered. */
    async sort(organizationId: string, recipients: readonly string[], askAgain: boolean): Promise<SortedRecipients> {
      const emails = [...new Set(recipients.map((email) => email.trim().toLowerCase()))];
      const members = new Set((await repositories.organizations.members(organizationId)).map((member) => member.user.email.toLowerCase()));
      const outside = emails.filter((email) => !members.has(email));
      const rows = new Map((await repositories.reportRecipients.find(organizationId, outside)).map((row) => [row.email, row]));
      const now = clock().getTime();
      const sorted: SortedRecipients = { members: [], confirmed: [], toAsk: [], waiting: [], declined: [] };
      for (const email of emails) {
        const row = rows.get(email);
        if (members.has(email)) sorted.members.push(email);
        else if (!row) sorted.toAsk.push(email);
        else if (row.status === 'confirmed') sorted.confirmed.push(email);
        else if (row.status === 'declined') sorted.declined.push(email);
        else if (askAgain && (row.tokenExpiresAt?.getTime() ?? 0) <= now) sorted.toAsk.push(email);
        else sorted.waiting.push(email);
      }
      return sorted;
    },

    /** Mails the address its request to confirm, unless another send just asked it; the caller counted the mail. */
    async ask(organization: OrganizationRecord, email: string): Promise<void> {
      const token = generateSessionToken();
      const now = clock();
      const stored = await repositories.reportRecipients.request({
        organizationId: organization.id,
        email,
        token: hashSessionToken(token),
        expiresAt: new Date(now.getTime() + REPORT_RECIPIENT_LINK_TTL_MS),
        now,
      });
      if (stored) await mail.send(reportRecipientConfirmationEmail(email, organization.name, link(token)));
    },

    /** A fresh unsubscribe link for a confirmed address's report; undefined when it stopped being confirmed meanwhile. */
    async unsubscribeUrl(organizationId: string, email: string): Promise<string | undefined> {
      const token = generateSessionToken();
      const expiresAt = new Date(clock().getTime() + UNSUBSCRIBE_LINK_TTL_MS);
      return (await repositories.reportRecipients.setToken({ organizationId, email, token: hashSessionToken(token), expiresAt })) ? link(token) : undefined;
    },

    /** What the link is about, without using it up. */
    async preview(token: string, ip: string): Promise<RecipientLinkView> {
      await rateLimiter.consume(RATE_LIMITS.tokenPerAddress, ip);
      const row = await repositories.reportRecipients.findByToken(hashSessionToken(token), clock());
      if (!row || row.status === 'declined') throw invalidLink();
      return viewOf(row);
    },

    /** Confirms or declines (for a confirmed address: unsubscribes) with the link's token, which works once. */
    async answer(token: string, status: 'confirmed' | 'declined', ip: string): Promise<RecipientLinkView> {
      await rateLimiter.consume(RATE_LIMITS.tokenPerAddress, ip);
      const row = await repositories.reportRecipients.answer(hashSessionToken(token), status, clock());
      if (!row) throw invalidLink();
      return viewOf(row);
    },
  };
}

export type ReportRecipientService = ReturnType<typeof createReportRecipientService>;
