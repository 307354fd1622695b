import { describe, expect, it } from 'vitest';
import { SIMULATED_ANALYTICS_NOTICE, SIMULATED_CITATIONS_NOTICE } from '../../shared/domain/simulated-data';
import { sampleReport } from '../testing/report-fixture';
import { scheduledReportEmail } from './templates';

const PDF = { filename: 'monthly-report.pdf', content: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' };

describe('the scheduled report email', () => {
  it('says which headline figures the sandbox made up, right after them', () => {
    const email = scheduledReportEmail('ana@example.com', sampleReport({ citationsSimulated: true, analyticsSimulated: true }), 'Harbor Digital', PDF, 'https://app.example/reports');
    const lines = email.text.split('\n\n');
    const after = (start: string) => lines[lines.findIndex((line) => line.startsWith(start)) + 1];
    expect(after('Citation issues:')).toBe(`${SIMULATED_CITATIONS_NOTICE} (NAP consistency and citation issues).`);
    expect(after('Listing analytics:')).toBe(`${SIMULATED_ANALYTICS_NOTICE} (listing analytics).`);
    expect(email.html).toContain(SIMULATED_CITATIONS_NOTICE);
  });

  it('says nothing of simulation when the figures are real', () => {
    const email = scheduledReportEmail('ana@example.com', sampleReport(), 'Harbor Digital', PDF, 'https://app.example/reports');
    expect(email.text).not.toContain('Simulated');
  });
});
