import type { Report } from '../../../shared/contract/reports';
import { CITATION_ISSUE_LABELS, isCitationIssueType } from '../../../shared/domain/citation-issues';
import { ANALYTICS_POINTS, REPORT_PERIOD_LABELS } from '../../../shared/domain/report-periods';
import { ANALYTICS_SOURCE_LABELS } from '../../../shared/domain/google-business';
import type { CitationIssueWithBusiness } from '../../db/records';

// The layouts of the report's CSV files: its figures, one measure per row so a spreadsheet can filter
// and pivot them, and its citation issues.

type Figures = NonNullable<Report['analytics']>['totals'];

const METRICS = [
  ['views', 'Views'],
  ['searches', 'Searches'],
  ['clicks', 'Clicks'],
  ['calls', 'Calls'],
  ['directionRequests', 'Direction requests'],
] as const satisfies readonly (readonly [keyof Figures, string])[];

const COVERAGE_MEASURES = [
  ['published', 'Published'],
  ['pending', 'Pending'],
  ['error', 'Error'],
] as const;

export const SUMMARY_CSV_HEADER: readonly string[] = ['Section', 'Item', 'Date', 'Measure', 'Value'];

/** A point's day: series points start at midnight UTC. */
const dayOf = (iso: string) => iso.slice(0, 10);

/** The report's figures as rows of SUMMARY_CSV_HEADER, header included. */
export function summaryCsvRecords(report: Report): string[][] {
  const rows: string[][] = [[...SUMMARY_CSV_HEADER]];
  const row = (section: string, item: string, date: string, measure: string, value: string | number | null) =>
    rows.push([section, item, date, measure, value === null ? '' : String(value)]);
  // Each series row is one point, named by what it covers and dated by its first day.
  const unit = ANALYTICS_POINTS[report.period].unit;
  const point = unit.charAt(0).toUpperCase() + unit.slice(1);
  // `to` is exclusive: the last day is the one before.
  const lastDay = new Date(Date.parse(report.to) - 1).toISOString();

  row('Report', 'Title', '', '', report.title);
  row('Report', report.scope.kind === 'business' ? 'Business' : 'Organization', '', '', report.scope.name);
  row('Report', 'Period', '', '', REPORT_PERIOD_LABELS[report.period]);
  row('Report', 'First day', '', '', dayOf(report.from));
  row('Report', 'Last day', '', '', dayOf(lastDay));
  row('Report', 'Generated', '', '', report.generatedAt);
  // Made-up figures say so in the file too, whatever a spreadsheet keeps of it.
  row('Report', 'Simulated data', '', 'NAP score and citation issues', report.citationsSimulated ? 'Yes' : 'No');
  row('Report', 'Simulated data', '', 'Analytics', report.analyticsSimulated ? 'Yes' : 'No');
  row('Report', 'Analytics source', '', 'Analytics', report.analyticsSource ? ANALYTICS_SOURCE_LABELS[report.analyticsSource] : '');

  const coverage = [{ directoryName: 'All directories', ...report.coverage.totals }, ...report.coverage.byDirectory];
  for (const directory of coverage) {
    for (const [key, label] of COVERAGE_MEASURES) row('Listing coverage', directory.directoryName, '', label, directory[key]);
  }

  row('NAP score', 'Now', '', 'Score', report.nap.score);
  for (const { date, score } of report.nap.series) row('NAP score', point, dayOf(date), 'Score at its end', score);

  row('Citation issues', 'Now', '', 'Open', report.issues.open);
  row('Citation issues', 'Period', '', 'Opened', report.issues.opened);
  row('Citation issues', 'Period', '', 'Resolved', report.issues.resolved);
  for (const { date, opened, resolved } of report.issues.series) {
    row('Citation issues', point, dayOf(date), 'Opened', opened);
    row('Citation issues', point, dayOf(date), 'Resolved', resolved);
  }

  row('Enrichment', 'Businesses', '', 'Enriched', report.enrichment.enriched);
  row('Enrichment', 'Businesses', '', 'Total', report.enrichment.total);
  row('Enrichment', 'Businesses', '', 'Rate (%)', report.enrichment.rate);

  if (report.analytics) {
    for (const [metric, label] of METRICS) row('Analytics', 'Period', '', label, report.analytics.totals[metric]);
    for (const figures of report.analytics.series) {
      for (const [metric, label] of METRICS) row('Analytics', point, dayOf(figures.date), label, figures[metric]);
    }
  }
  return rows;
}

export const ISSUE_CSV_HEADER: readonly string[] = ['Business', 'Directory', 'Type', 'Expected', 'Actual', 'Status', 'Discovered', 'Resolved'];

/** A citation issue as a row of ISSUE_CSV_HEADER. */
export function issueCsvRecord(issue: CitationIssueWithBusiness, directoryName: string): string[] {
  return [
    issue.businessName,
    directoryName,
    isCitationIssueType(issue.issueType) ? CITATION_ISSUE_LABELS[issue.issueType] : issue.issueType,
    issue.expectedValue ?? '',
    issue.actualValue ?? '',
    issue.resolved ? 'Resolved' : 'Open',
    issue.discoveredAt.toISOString(),
    issue.resolvedAt?.toISOString() ?? '',
  ];
}
