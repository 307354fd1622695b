import type { ReportSchedule, reportsContract } from '../../shared/contract/reports';
import type { ReportScheduleRecord } from '../db/records';
import type { Handlers } from '../http/routing/handlers';
import type { ReportPdfService } from '../services/reports/report-pdf-service';
import type { ReportRecipientService } from '../services/reports/report-recipient-service';
import type { ReportScheduleService } from '../services/reports/report-schedule-service';
import type { ReportService } from '../services/reports/report-service';

function toReportSchedule(schedule: ReportScheduleRecord): ReportSchedule {
  return {
    enabled: schedule.enabled,
    frequency: schedule.frequency,
    recipients: schedule.recipients,
    nextSendAt: schedule.enabled ? schedule.nextSendAt.toISOString() : null,
    lastSentAt: schedule.lastSentAt?.toISOString() ?? null,
  };
}

export function reportHandlers(
  reports: ReportService,
  pdfs: ReportPdfService,
  schedules: Pick<ReportScheduleService, 'get' | 'update' | 'sendNow'>,
  recipients: Pick<ReportRecipientService, 'preview' | 'answer'>,
): Handlers<typeof reportsContract> {
  return {
    get: async ({ query }, { org }) => ({ report: await reports.build(org, query) }),
    exportCsv: async ({ query }, { org }) => reports.csv(org, query),
    // Copied into the contract's Uint8Array<ArrayBuffer>: the renderer's bytes may sit on any ArrayBufferLike.
    exportPdf: async ({ query }, { org }) => new Uint8Array((await pdfs.render(org, query)).pdf),
    schedule: async (_request, { org }) => ({ schedule: toReportSchedule(await schedules.get(org.organization.id)) }),
    updateSchedule: async ({ body }, { org }) => ({ schedule: toReportSchedule(await schedules.update(org.organization.id, body)) }),
    sendNow: async ({ body }, { auth, org }) => schedules.sendNow(org, auth.user.id, body),
    previewRecipient: async ({ body }, { ip }) => recipients.preview(body.token, ip),
    confirmRecipient: async ({ body }, { ip }) => recipients.answer(body.token, 'confirmed', ip),
    declineRecipient: async ({ body }, { ip }) => recipients.answer(body.token, 'declined', ip),
  };
}
