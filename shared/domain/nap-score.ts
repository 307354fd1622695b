import { type CitationIssueType, isCitationIssueType } from './citation-issues';

// NAP (name, address, phone) consistency, 0 to 100.
//
// Each directory checked for a business contributes equally. A directory with no open issue
// counts in full (1); a directory with open issues counts as its worst one: a name or address
// mismatch or a missing listing 0, a phone mismatch 0.3, a duplicate listing 0.5, a website
// mismatch 0.7. The business score is the average over its checked directories, times 100,
// rounded. An organization's score is the mean of its businesses' scores weighted by how many
// directories each was scored on (cited, or with a published listing), so a business listed widely counts for more.
// Nothing checked yet means no score (null), not zero.

const NAP_ISSUE_CREDIT: Record<CitationIssueType, number> = {
  name_mismatch: 0,
  address_mismatch: 0,
  missing_listing: 0,
  phone_mismatch: 0.3,
  duplicate_listing: 0.5,
  website_mismatch: 0.7,
};

export const napScoreExplanation =
  'Your NAP score shows how consistently directories list your business name, address, phone number and website. ' +
  'Every directory that lists your business, or should, counts equally: one with no open issues counts in full, one with a wrong name or address ' +
  'or a missing listing counts for nothing, a wrong phone counts 30%, a duplicate listing 50% and a wrong website 70%. ' +
  'Your organization’s score averages its businesses, weighting each by the number of directories it is listed on.';

export interface NapIssue {
  platform: string;
  issueType: string;
  resolved: boolean;
}

/** Score of one business from the directories it was checked on and its citation issues; resolved ones do not count. */
export function businessNapScore(checkedDirectories: readonly string[], issues: readonly NapIssue[]): number | null {
  const directories = new Set(checkedDirectories);
  if (directories.size === 0) return null;
  const credit = new Map<string, number>([...directories].map((directory) => [directory, 1]));
  for (const issue of issues) {
    if (issue.resolved || !directories.has(issue.platform) || !isCitationIssueType(issue.issueType)) continue;
    credit.set(issue.platform, Math.min(credit.get(issue.platform) ?? 1, NAP_ISSUE_CREDIT[issue.issueType]));
  }
  const total = [...credit.values()].reduce((sum, value) => sum + value, 0);
  return Math.round((100 * total) / directories.size);
}

export interface BusinessNapScore {
  score: number | null;
  /** Directories its score counts. */
  listings: number;
}

/** Listing-weighted mean of the scored businesses; null when none has a score. */
export function organizationNapScore(businesses: readonly BusinessNapScore[]): number | null {
  const scored = businesses.filter((business) => business.score !== null && business.listings > 0);
  const weight = scored.reduce((sum, business) => sum + business.listings, 0);
  if (weight === 0) return null;
  return Math.round(scored.reduce((sum, business) => sum + (business.score ?? 0) * business.listings, 0) / weight);
}
