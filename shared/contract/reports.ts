import { z } from 'zod';
import { DEFAULT_ANALYTICS_PERIOD } from '../domain/constants.ts';
import { REPORT_CSV_DATASETS, REPORT_FREQUENCIES, REPORT_MAX_RECIPIENTS, REPORT_RECIPIENT_STATUSES } from '../domain/reports.ts';
import { emailField, isoDateTime, opaqueTokenField, uuidField } from './fields.ts';
import { ANALYTICS_SOURCES } from '../domain/google-business.ts';
import { ANALYTICS_PERIODS, googleImpressionsSchema } from './provider.ts';
import { defineRoute } from './route.ts';

const analyticsFigures = z.object({
  views: z.number(),
  searches: z.number(),
  clicks: z.number(),
  calls: z.number(),
  directionRequests: z.number(),
});

const listingCounts = z.object({ published: z.number(), pending: z.number(), error: z.number() });

export const reportSchema = z.object({
  /** 'Monthly report: Blue Door Bakery' */
  title: z.string(),
  scope: z.object({
    kind: z.enum(['organization', 'business']),
    businessId: z.string().nullable(),
    /** The organization's or the business's name. */
    name: z.string(),
  }),
  period: z.enum(ANALYTICS_PERIODS),
  /** The period's start (inclusive) and end (exclusive); its points are those of the analytics series. */
  from: isoDateTime,
  to: isoDateTime,
  generatedAt: isoDateTime,
  /** Listings by directory: live, waiting (submitted or pending) and refused; most listings first. */
  coverage: z.object({
    totals: listingCounts,
    byDirectory: z.array(listingCounts.extend({ directory: z.string(), directoryName: z.string() })),
  }),
  /** NAP consistency now and at the end of each point of the period (null before any scan). */
  nap: z.object({
    score: z.number().nullable(),
    series: z.array(z.object({ date: isoDateTime, score: z.number().nullable() })),
  }),
  /** Citation issues open now, and discovered and resolved in the period and in each of its points. */
  issues: z.object({
    open: z.number(),
    opened: z.number(),
    resolved: z.number(),
    series: z.array(z.object({ date: isoDateTime, opened: z.number(), resolved: z.number() })),
  }),
  /** Businesses enhanced with provider data, of all; rate a whole percent. */
  enrichment: z.object({ enriched: z.number(), total: z.number(), rate: z.number() }),
  /** The provider's listing analytics; null when the feature is off or there are none. */
  analytics: z
    .object({
      totals: analyticsFigures,
      series: z.array(analyticsFigures.extend({ date: isoDateTime })),
    })
    .nullable(),
  /** Why the provider's analytics could not be read for this report, when it failed to answer; the rest stands. */
  analyticsError: z.string().nullable(),
  /** The latest scan of a business in scope was made up by the sandbox's simulator: the NAP and citation figures are not real. */
  citationsSimulated: z.boolean(),
  /** The integration runs in the sandbox, whose simulator makes up the analytics: they are not real. */
  analyticsSimulated: z.boolean(),
  /** Where the analytics come from: Google Business Profile (linked businesses), the provider, or the simulator; null without analytics. */
  analyticsSource: z.enum(ANALYTICS_SOURCES).nullable(),
  /** Google's impressions by device and by Search or Maps, when the analytics come from Google. */
  analyticsImpressions: googleImpressionsSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportScheduleSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(REPORT_FREQUENCIES),
  recipients: z.array(z.string()),
  /** Null while switched off. */
  nextSendAt: isoDateTime.nullable(),
  lastSentAt: isoDateTime.nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

const reportQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
  businessId: uuidField.optional(),
});

/** Who a send reached; members and confirmed addresses get the report, new outside addresses are asked first. */
export const reportDeliverySchema = z.object({
  /** Got the report. */
  sentTo: z.array(z.string()),
  /** Outside addresses asked to confirm they want the reports (now, or earlier and not answered yet): no report yet. */
  askedToConfirm: z.array(z.string()),
  /** Outside addresses that declined or unsubscribed: nothing was sent. */
  declined: z.array(z.string()),
});
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;

/** What a report recipient's link (to confirm, decline or unsubscribe) is about. */
const recipientLinkSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  status: z.enum(REPORT_RECIPIENT_STATUSES),
});
const recipientToken = z.object({ token: opaqueTokenField });

const recipientsField = z
  .array(emailField)
  .max(REPORT_MAX_RECIPIENTS, `At most ${REPORT_MAX_RECIPIENTS} recipients`)
  .refine((emails) => new Set(emails).size === emails.length, 'Each recipient only once');

export const reportsContract = {
  get: defineRoute({
    method: 'get',
    path: '/api/reports',
    summary: 'The report for the organization or one business over a period (default monthly)',
    tag: 'reports',
    access: 'org:viewer',
    query: reportQuery,
    status: 200,
    response: z.object({ report: reportSchema }),
  }),
  exportCsv: defineRoute({
    method: 'get',
    path: '/api/reports/export/csv',
    summary: "The report's figures, its citation issues or its listings as a CSV file",
    tag: 'reports',
    access: 'org:viewer',
    query: reportQuery.extend({ dataset: z.enum(REPORT_CSV_DATASETS).default('summary') }),
    status: 200,
    produces: 'text/csv',
    response: z.string(),
  }),
  exportPdf: defineRoute({
    method: 'get',
    path: '/api/reports/export/pdf',
    summary: 'The report as a PDF: cover, summary, charts and tables, under the brand the client sees',
    tag: 'reports',
    access: 'org:viewer',
    query: reportQuery,
    status: 200,
    produces: 'application/pdf',
    response: z.instanceof(Uint8Array),
  }),
  schedule: defineRoute({
    method: 'get',
    path: '/api/reports/schedule',
    summary: "The organization's scheduled report email",
    tag: 'reports',
    access: 'org:viewer',
    status: 200,
    response: z.object({ schedule: reportScheduleSchema }),
  }),
  updateSchedule: defineRoute({
    method: 'put',
    path: '/api/reports/schedule',
    summary: 'Send the PDF report weekly or monthly to chosen recipients, or stop',
    tag: 'reports',
    access: 'org:admin',
    body: z
      .object({ enabled: z.boolean(), frequency: z.enum(REPORT_FREQUENCIES), recipients: recipientsField })
      .refine((schedule) => !schedule.enabled || schedule.recipients.length > 0, {
        message: 'Add at least one recipient',
        path: ['recipients'],
      }),
    status: 200,
    response: z.object({ schedule: reportScheduleSchema }),
  }),
  sendNow: defineRoute({
    method: 'post',
    path: '/api/reports/send',
    summary:
      "Email the organization's report now, to the schedule's recipients or those given: members and confirmed addresses get it, new outside addresses are asked to confirm first",
    tag: 'reports',
    access: 'org:admin',
    body: z.object({ recipients: recipientsField.optional(), period: z.enum(ANALYTICS_PERIODS).optional() }).default({}),
    status: 200,
    response: reportDeliverySchema,
  }),
  previewRecipient: defineRoute({
    method: 'post',
    path: '/api/reports/recipients/preview',
    summary: 'Which organization a report recipient link is from, and for which address, without using it',
    tag: 'reports',
    access: 'public',
    body: recipientToken,
    status: 200,
    response: recipientLinkSchema,
  }),
  confirmRecipient: defineRoute({
    method: 'post',
    path: '/api/reports/recipients/confirm',
    summary: "Confirm, with the single-use token from the emailed link, that the address wants the organization's reports",
    tag: 'reports',
    access: 'public',
    body: recipientToken,
    status: 200,
    response: recipientLinkSchema,
  }),
  declineRecipient: defineRoute({
    method: 'post',
    path: '/api/reports/recipients/decline',
    summary: "Decline the organization's reports, or stop them, with the token from the emailed link; the address is not asked again",
    tag: 'reports',
    access: 'public',
    body: recipientToken,
    status: 200,
    response: recipientLinkSchema,
  }),
};
