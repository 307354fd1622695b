import type { CitationIssue } from '../../../shared/contract/citations';
import { CITATION_ISSUE_LABELS } from '../../../shared/domain/citation-issues';

// The words of the issue list: labels, confirmations and toasts.

const issues = (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`;

/** 'Phone mismatch on Yelp for Blue Door Bakery': names one issue in labels and toasts. */
export function issueDescription(issue: Pick<CitationIssue, 'issueType' | 'platformName' | 'businessName'>): string {
  return `${CITATION_ISSUE_LABELS[issue.issueType]} on ${issue.platformName} for ${issue.businessName}`;
}

export function resolveSelectedLabel(count: number): string {
  return `Resolve selected (${count})`;
}

/** The count line above the list, by the status shown. */
export function issueCountLabel(count: number, status: 'open' | 'resolved' | 'all'): string {
  if (status === 'all') return issues(count);
  return `${count} ${status} ${count === 1 ? 'issue' : 'issues'}`;
}

export function resolvedManyDescription(count: number): string {
  return `${issues(count)} marked resolved. A later scan reopens any that directories still show wrong.`;
}
