import type { CitationIssueRecord, CitationReconciliation } from '../db/records';
import type { CitationFinding } from './citation-comparison';

// What a scan changes in a business's citation issues. An issue is its (platform, issue type) on the
// business; only issues on directories the scan checked are touched, the rest stay as they are.

const keyOf = (issue: { platform: string; issueType: string }) => `${issue.platform}\u0000${issue.issueType}`;

/** One finding per key: a directory with three copies of a listing is one duplicate_listing issue. */
function uniqueFindings(findings: readonly CitationFinding[]): CitationFinding[] {
  const byKey = new Map<string, CitationFinding>();
  for (const finding of findings) if (!byKey.has(keyOf(finding))) byKey.set(keyOf(finding), finding);
  return [...byKey.values()];
}

/**
 * Found and open: refreshed. Found and resolved: reopened, as a regression when a scan had seen it
 * fixed. New: inserted. Not found and open: resolved, the fix confirmed. Not found and resolved by
 * hand: the fix confirmed. Findings are expected on checked directories.
 */
export function reconcileIssues(
  existing: readonly CitationIssueRecord[],
  findings: readonly CitationFinding[],
  checkedPlatforms: readonly string[],
  organizationId: string,
  businessId: string,
): CitationReconciliation {
  const changes: CitationReconciliation = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };
  const existingByKey = new Map(existing.map((issue) => [keyOf(issue), issue]));
  const found = uniqueFindings(findings);

  for (const finding of found) {
    const { expectedValue, actualValue } = finding;
    const issue = existingByKey.get(keyOf(finding));
    if (!issue) {
      changes.insert.push({ organizationId, businessId, platform: finding.platform, issueType: finding.issueType, expectedValue, actualValue });
    } else if (issue.resolved) {
      changes.reopen.push({ id: issue.id, expectedValue, actualValue, regression: issue.fixConfirmed });
    } else {
      changes.refresh.push({ id: issue.id, expectedValue, actualValue });
    }
  }

  const checked = new Set(checkedPlatforms);
  const foundKeys = new Set(found.map(keyOf));
  for (const issue of existing) {
    if (!checked.has(issue.platform) || foundKeys.has(keyOf(issue))) continue;
    if (!issue.resolved) changes.resolve.push(issue.id);
    else if (!issue.fixConfirmed) changes.confirm.push(issue.id);
  }
  return changes;
}
