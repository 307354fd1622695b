import { CITATION_ISSUE_LABELS, isCitationIssueType } from '../../../shared/domain/citation-issues';

// How citation issues are worded in activity entries and emails.

/** "1 citation issue", "3 citation issues". */
export function citationIssuesCount(count: number): string {
  return `${count} citation ${count === 1 ? 'issue' : 'issues'}`;
}

/** "Phone mismatch on Yelp". */
export function issueOnDirectory(issue: { issueType: string; platformName: string }): string {
  const label = isCitationIssueType(issue.issueType) ? CITATION_ISSUE_LABELS[issue.issueType] : issue.issueType;
  return `${label} on ${issue.platformName}`;
}

/** A few of the issues by name and how many more, to keep an activity entry to one line. */
export function briefIssueList(issues: readonly { issueType: string; platformName: string }[], shown = 3): string {
  const named = issues.slice(0, shown).map(issueOnDirectory);
  const more = issues.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}
