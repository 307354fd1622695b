import { ERROR_CODES } from '../../../shared/contract/errors';
import type { Report } from '../../../shared/contract/reports';
import type { ReportFrequency } from '../../../shared/domain/reports';
import type { ReportScheduleRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { Logger } from '../../logger';
import type { MailService } from '../../mail/mail-service';
import { scheduledReportEmail } from '../../mail/templates';
import type { AnalyticsPeriod } from '../../providers/provider';
import { countOutsideMail } from '../infrastructure/outside-mail';
import type { RateLimiter } from '../infrastructure/rate-limiter';
import type { ReportRecipientService } from './report-recipient-service';
import { nextReportSendAt } from './report-send-time';

/** Schedules looked at per round; any left over are due still and taken by the next round. */
const DUE_PER_ROUND = 100;
const NO_RECIPIENTS = 'Add at least one recipient';
const MAIL_NOT_CONFIGURED = 'Email is not set up on this server, so the report cannot be sent. An administrator can set it up in the email settings.';

const pdfFileName = (report: Report) => `${report.period}-report-${report.generatedAt.slice(0, 10)}.pdf`;

/** Who a send reached: the report, a request to confirm first (now or earlier, unanswered), or nothing as they declined. */
export interface ReportDelivery {
  sentTo: string[];
  askedToConfirm: string[];
  declined: string[];
}

/**
 * Each organization's report email: its PDF sent weekly or monthly to chosen recipients, or at once on
 * request. Several instances may run rounds at once; a conditional claim lets one send each report.
 */
export function createReportScheduleService(deps: {
  repositories: Repositories;
  pdf: (context: OrganizationContext, period: AnalyticsPeriod) => Promise<{ report: Report; pdf: Uint8Array; brandName: string }>;
  mail: MailService;
  recipients: ReportRecipientService;
  rateLimiter: RateLimiter;
  publicUrl: string;
  clock: () => Date;
  logger: Logger;
}) {
  const { repositories, mail, logger, rateLimiter } = deps;
  const schedules = repositories.reportSchedules;

  /** The organization's schedule; until one is saved, a switched-off monthly one. */
  async function get(organizationId: string): Promise<ReportScheduleRecord> {
    return (
      (await schedules.get(organizationId)) ?? {
        organizationId,
        enabled: false,
        frequency: 'monthly',
        recipients: [],
        nextSendAt: nextReportSendAt('monthly', deps.clock()),
        lastSentAt: null,
      }
    );
  }

  /**
   * The report goes to members and to outside addresses that confirmed they want it; a new outside address
   * gets one request to confirm instead. Outside mail counts against the organization's and the sender's
   * budgets: a person's send is refused whole (429) past them, a scheduled one mails the outside addresses
   * that still fit, confirmed ones first. Renders the report once, one message each so no one sees the others.
   */
  async function deliver(
    context: OrganizationContext,
    period: AnalyticsPeriod,
    recipients: readonly string[],
    sender: { userId: string } | 'schedule',
  ): Promise<ReportDelivery> {
    const { organization } = context;
    const sorted = await deps.recipients.sort(organization.id, recipients, sender !== 'schedule');
    const outside = [...sorted.confirmed, ...sorted.toAsk];
    let allowed = outside.length;
    if (sender === 'schedule') {
      allowed = 0;
      try {
        for (; allowed < outside.length; allowed += 1) await countOutsideMail(rateLimiter, { organizationId: organization.id });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 429)) throw error;
        logger.warn(`Scheduled report of organization ${organization.id}: ${outside.length - allowed} outside recipients skipped, over the mail limit.`);
      }
    } else {
      await countOutsideMail(rateLimiter, { organizationId: organization.id, userId: sender.userId }, outside.length);
    }
    const within = new Set(outside.slice(0, allowed));
    const confirmed = sorted.confirmed.filter((email) => within.has(email));
    const asked = sorted.toAsk.filter((email) => within.has(email));

    for (const email of asked) await deps.recipients.ask(organization, email);
    const outsiders = new Set(confirmed);
    const getters = [...sorted.members, ...confirmed];
    const sentTo: string[] = [];
    if (getters.length > 0) {
      const { report, pdf, brandName } = await deps.pdf(context, period);
      const attachment = { filename: pdfFileName(report), content: pdf, contentType: 'application/pdf' };
      for (const to of getters) {
        // An outside address may stop the reports from the mail itself; a member leaves the organization's list instead.
        const unsubscribe = outsiders.has(to) ? await deps.recipients.unsubscribeUrl(organization.id, to) : undefined;
        // Unsubscribed since it was sorted: nothing more goes there.
        if (outsiders.has(to) && !unsubscribe) continue;
        await mail.send(scheduledReportEmail(to, report, brandName, attachment, `${deps.publicUrl}/reports`, unsubscribe));
        sentTo.push(to);
      }
    }
    const inOrder = (emails: readonly string[]) => {
      const wanted = new Set(emails);
      return recipients.map((email) => email.trim().toLowerCase()).filter((email) => wanted.has(email));
    };
    return {
      sentTo: inOrder(sentTo),
      askedToConfirm: inOrder([...asked, ...sorted.waiting]),
      declined: inOrder(sorted.declined),
    };
  }

  /** Claims the schedule and sends its report; false when another instance claimed it or it was skipped. */
  async function runSchedule(schedule: ReportScheduleRecord, now: Date, mailOn: boolean): Promise<boolean> {
    const { organizationId, frequency } = schedule;
    // Claimed before anything else, so a skipped report moves on too instead of coming back every round.
    if (!(await schedules.claim(organizationId, schedule.nextSendAt, now, nextReportSendAt(frequency, now)))) return false;
    if (!mailOn) {
      logger.warn(`Scheduled report of organization ${organizationId} skipped: mail is not configured.`);
      return false;
    }
    const organization = await repositories.organizations.findById(organizationId);
    if (!organization || schedule.recipients.length === 0) return false;
    // Sent on the organization's behalf with the least role that may read its reports.
    const delivery = await deliver({ organization, role: 'viewer' }, frequency, schedule.recipients, 'schedule');
    return delivery.sentTo.length > 0;
  }

  return {
    get,

    async update(organizationId: string, input: { enabled: boolean; frequency: ReportFrequency; recipients: string[] }): Promise<ReportScheduleRecord> {
      const current = await get(organizationId);
      // Running on at the same frequency keeps its time (even one a round has yet to take); switching
      // on or changing frequency starts at the next period, so no stale report goes out at once.
      const keepsTime = current.enabled && input.enabled && current.frequency === input.frequency;
      return schedules.save({
        ...current,
        enabled: input.enabled,
        frequency: input.frequency,
        recipients: input.recipients,
        nextSendAt: keepsTime ? current.nextSendAt : nextReportSendAt(input.frequency, deps.clock()),
      });
    },

    /** Emails the report now, to those given or else the schedule's recipients; answers who got it and who was asked first. */
    async sendNow(context: OrganizationContext, userId: string, input: { recipients?: string[]; period?: AnalyticsPeriod }): Promise<ReportDelivery> {
      const schedule = await get(context.organization.id);
      const recipients = input.recipients ?? schedule.recipients;
      if (recipients.length === 0) throw new ApiError(400, NO_RECIPIENTS, ERROR_CODES.validation, { recipients: [NO_RECIPIENTS] });
      if (!(await mail.isConfigured())) throw new ApiError(409, MAIL_NOT_CONFIGURED, ERROR_CODES.conflict);
      return deliver(context, input.period ?? schedule.frequency, recipients, { userId });
    },

    /** One round: sends each due schedule's report; answers how many reports went out. */
    async runDue(): Promise<number> {
      const now = deps.clock();
      const due = await schedules.due(now, DUE_PER_ROUND);
      if (due.length === 0) return 0;
      const mailOn = await mail.isConfigured();
      let sent = 0;
      for (const schedule of due) {
        try {
          if (await runSchedule(schedule, now, mailOn)) sent += 1;
        } catch (error) {
          // One organization's failure leaves the others to run.
          logger.error(`Scheduled report of organization ${schedule.organizationId} failed`, error);
        }
      }
      return sent;
    },
  };
}

export type ReportScheduleService = ReturnType<typeof createReportScheduleService>;
