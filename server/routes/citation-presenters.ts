import type { CitationIssue, CitationSchedule, CitationScan, CitationSummary } from '../../shared/contract/citations';
import type { CitationIssueType } from '../../shared/domain/citation-issues';
import type { CitationScheduleRecord } from '../db/records';
import type { CitationSummaryView, NamedCitationIssue } from '../services/citation-issue-service';
import type { CitationScanView } from '../services/citation-scan-service';

// Citation records become API shapes here: dates become ISO strings.

export function toCitationIssue(issue: NamedCitationIssue): CitationIssue {
  return {
    id: issue.id,
    businessId: issue.businessId,
    businessName: issue.businessName,
    platform: issue.platform,
    platformName: issue.platformName,
    // Only scans write issues, with types from the list.
    issueType: issue.issueType as CitationIssueType,
    expectedValue: issue.expectedValue,
    actualValue: issue.actualValue,
    resolved: issue.resolved,
    regression: issue.regression,
    discoveredAt: issue.discoveredAt.toISOString(),
    resolvedAt: issue.resolvedAt?.toISOString() ?? null,
    lastSeenAt: issue.lastSeenAt.toISOString(),
  };
}

export function toCitationScan(scan: CitationScanView): CitationScan {
  return {
    id: scan.id,
    businessId: scan.businessId,
    businessName: scan.businessName,
    trigger: scan.trigger,
    scannedAt: scan.scannedAt.toISOString(),
    directoriesChecked: scan.directoriesChecked,
    citationsFound: scan.citationsFound,
    napScore: scan.napScore,
    newIssues: scan.newIssues,
    resolvedIssues: scan.resolvedIssues,
    reopenedIssues: scan.reopenedIssues,
    regressions: scan.regressions,
    openIssues: scan.openIssues,
    results: scan.results ?? [],
  };
}

export function toCitationSummary(summary: CitationSummaryView): CitationSummary {
  return {
    napScore: summary.napScore,
    businessesScanned: summary.businessesScanned,
    openIssues: summary.openIssues,
    regressions: summary.regressions,
    byType: summary.byType,
    lastScanAt: summary.lastScanAt?.toISOString() ?? null,
    trend: summary.trend.map((point) => ({ weekStart: point.weekStart.toISOString(), score: point.score })),
  };
}

/** A schedule switched off has no next scan. */
export function toCitationSchedule(schedule: CitationScheduleRecord): CitationSchedule {
  return {
    enabled: schedule.enabled,
    intervalDays: schedule.intervalDays,
    nextScanAt: schedule.enabled ? schedule.nextScanAt.toISOString() : null,
    lastScanAt: schedule.lastScanAt?.toISOString() ?? null,
  };
}
