// Reports: what can be exported, and how often a report is emailed.

export const REPORT_CSV_DATASETS = ['summary', 'issues', 'listings'] as const;
export type ReportCsvDataset = (typeof REPORT_CSV_DATASETS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_FREQUENCY_LABELS: Record<ReportFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

export const REPORT_MAX_RECIPIENTS = 20;

/**
 * An address outside the organization gets its reports only once it confirmed it wants them: pending while
 * the confirmation request waits for an answer, declined once it said no (or unsubscribed), and then not asked again.
 */
export const REPORT_RECIPIENT_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type ReportRecipientStatus = (typeof REPORT_RECIPIENT_STATUSES)[number];
