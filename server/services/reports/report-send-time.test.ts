import { describe, expect, it } from 'vitest';
import type { ReportFrequency } from '../../../shared/domain/reports';
import { nextReportSendAt } from './report-send-time';

describe('nextReportSendAt', () => {
  it.each<[ReportFrequency, string, string]>([
    // 2026-03-04 is a Wednesday.
    ['weekly', '2026-03-04T12:00:00.000Z', '2026-03-09T07:00:00.000Z'],
    ['weekly', '2026-03-08T23:59:59.999Z', '2026-03-09T07:00:00.000Z'],
    ['weekly', '2026-03-09T06:59:59.999Z', '2026-03-09T07:00:00.000Z'],
    ['weekly', '2026-03-09T07:00:00.000Z', '2026-03-16T07:00:00.000Z'],
    ['weekly', '2026-03-09T08:00:00.000Z', '2026-03-16T07:00:00.000Z'],
    ['weekly', '2026-12-30T10:00:00.000Z', '2027-01-04T07:00:00.000Z'],
    ['weekly', '2028-02-28T10:00:00.000Z', '2028-03-06T07:00:00.000Z'],
    ['monthly', '2026-03-04T12:00:00.000Z', '2026-04-01T07:00:00.000Z'],
    ['monthly', '2026-03-01T06:59:59.999Z', '2026-03-01T07:00:00.000Z'],
    ['monthly', '2026-03-01T07:00:00.000Z', '2026-04-01T07:00:00.000Z'],
    ['monthly', '2026-01-31T23:00:00.000Z', '2026-02-01T07:00:00.000Z'],
    ['monthly', '2026-12-15T00:00:00.000Z', '2027-01-01T07:00:00.000Z'],
  ])('%s after %s is %s', (frequency, after, expected) => {
    expect(nextReportSendAt(frequency, new Date(after)).toISOString()).toBe(expected);
  });
});
