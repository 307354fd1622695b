import type { ReportFrequency } from '../../../shared/domain/reports';

const SEND_HOUR_UTC = 7;

/**
 * When a scheduled report goes out next, strictly after `after`: weekly on Monday at 07:00 UTC,
 * monthly on the 1st at 07:00 UTC. Each goes out as a period starts because it covers the period
 * just ended; 07:00 UTC is morning in Europe and before the working day in the Americas.
 */
export function nextReportSendAt(frequency: ReportFrequency, after: Date): Date {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  if (frequency === 'monthly') {
    const thisMonth = new Date(Date.UTC(year, month, 1, SEND_HOUR_UTC));
    return thisMonth > after ? thisMonth : new Date(Date.UTC(year, month + 1, 1, SEND_HOUR_UTC));
  }
  const monday = after.getUTCDate() - ((after.getUTCDay() + 6) % 7);
  const thisWeek = new Date(Date.UTC(year, month, monday, SEND_HOUR_UTC));
  return thisWeek > after ? thisWeek : new Date(Date.UTC(year, month, monday + 7, SEND_HOUR_UTC));
}
