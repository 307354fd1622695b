import { ERROR_CODES } from '../../shared/contract/errors';
import type { Report } from '../../shared/contract/reports';
import type { ReportFrequency } from '../../shared/domain/reports';
import type { ReportScheduleRecord } from '../db/records';
import type { Repositories } from '../db/repositories';
import { ApiError } from '../http/api-error';
import type { OrganizationContext } from '../http/contract-router';
import type { Logger } from '../logger';
import type { MailService } from '../mail/mail-service';
import { scheduledReportEmail } from '../mail/templates';
import type { AnalyticsPeriod } from '../providers/provider';
import { nextReportSendAt } from './report-send-time';

/** Schedules looked at per round; any left over are due still and taken by the next round. */
const DUE_PER_ROUND = 100;
const NO_RECIPIENTS = 'Add at least one recipient';
const MAIL_NOT_CONFIGURED = 'Email is not set up on this server, so the report cannot be sent. An administrator can set it up in the email settings.';

const pdfFileName = (report: Report) => `${report.period}-report-${report.generatedAt.slice(0, 10)}.pdf`;

/**
 * Each organization's report email: its PDF sent weekly or monthly to chosen recipients, or at once on
 * request. Several instances may run rounds at once; a conditional claim lets one send each report.
 */
export function createReportScheduleService(deps: {
  repositories: Repositories;
  pdf: (context: OrganizationContext, period: AnalyticsPeriod) => Promise<{ report: Report; pdf: Uint8Array; brandName: string }>;
  mail: MailService;
  publicUrl: string;
  clock: () => Date;
  logger: Logger;
}) {
  const { repositories, mail, logger } = deps;
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

  /** Renders the report once and emails it to each recipient, one message each so no one sees the others. */
  async function send(context: OrganizationContext, period: AnalyticsPeriod, recipients: readonly string[]): Promise<void> {
    const { report, pdf, brandName } = await deps.pdf(context, period);
    const attachment = { filename: pdfFileName(report), content: pdf, contentType: 'application/pdf' };
    for (const to of recipients) {
      await mail.send(scheduledReportEmail(to, report, brandName, attachment, `${deps.publicUrl}/reports`));
    }
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
    await send({ organization, role: 'viewer' }, frequency, schedule.recipients);
    return true;
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

    /** Emails the report now, to those given or else the schedule's recipients; answers who it went to. */
    async sendNow(context: OrganizationContext, input: { recipients?: string[]; period?: AnalyticsPeriod }): Promise<string[]> {
      const schedule = await get(context.organization.id);
      const recipients = input.recipients ?? schedule.recipients;
      if (recipients.length === 0) throw new ApiError(400, NO_RECIPIENTS, ERROR_CODES.validation, { recipients: [NO_RECIPIENTS] });
      if (!(await mail.isConfigured())) throw new ApiError(409, MAIL_NOT_CONFIGURED, ERROR_CODES.conflict);
      await send(context, input.period ?? schedule.frequency, recipients);
      return recipients;
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
