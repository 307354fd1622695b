import type { CitationIssue, CitationListingMark, CitationSchedule, CitationScan, CitationSummary } from '../../shared/contract/citations';
import type { CitationIssueType } from '../../shared/domain/citation-issues';
import { CITATION_SOURCE_IDS } from '../../shared/domain/citation-sources';
import type { CitationListingMarkRecord, CitationScheduleRecord } from '../db/records';
import type { CitationSummaryView, NamedCitationIssue } from '../services/citations/citation-issue-service';
import type { CitationScanView } from '../services/citations/citation-scan-service';

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
    source: issue.source,
    valueKept: issue.valueKept,
    resolved: issue.resolved,
    regression: issue.regression,
    discoveredAt: issue.discoveredAt.toISOString(),
    resolvedAt: issue.resolvedAt?.toISOString() ?? null,
    lastSeenAt: issue.lastSeenAt.toISOString(),
  };
}

export function toCitationListingMark(mark: CitationListingMarkRecord): CitationListingMark {
  const { id, businessId, kind, directory, url, listingId } = mark;
  const source = CITATION_SOURCE_IDS.find((known) => known === mark.source) ?? null;
  return { id, businessId, kind, directory, url, source, listingId, createdAt: mark.createdAt.toISOString() };
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
    simulated: scan.simulated,
    sourceFailures: scan.sourceFailures,
    // Results stored before sources were named came from the simulator, the only source then.
    results: (scan.results ?? []).map((result) => ({
      ...result,
      source: result.source ?? (result.found && scan.simulated ? 'simulated' : null),
      listingId: result.listingId ?? null,
      duplicates: result.duplicates ?? [],
      valuesKept: result.valuesKept ?? true,
    })),
  };
}

export function toCitationSummary(summary: CitationSummaryView): CitationSummary {
  return {
    napScore: summary.napScore,
    businessesScanned: summary.businessesScanned,
    simulatedBusinesses: summary.simulatedBusinesses,
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
