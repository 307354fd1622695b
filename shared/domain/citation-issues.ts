// What a citation scan can find wrong with a business on one directory.

export const CITATION_ISSUE_TYPES = [
  'name_mismatch',
  'address_mismatch',
  'phone_mismatch',
  'website_mismatch',
  'missing_listing',
  'duplicate_listing',
] as const;
export type CitationIssueType = (typeof CITATION_ISSUE_TYPES)[number];

export const CITATION_ISSUE_LABELS: Record<CitationIssueType, string> = {
  name_mismatch: 'Name mismatch',
  address_mismatch: 'Address mismatch',
  phone_mismatch: 'Phone mismatch',
  website_mismatch: 'Website mismatch',
  missing_listing: 'Missing listing',
  duplicate_listing: 'Duplicate listing',
};

/** Stored issue types are plain strings; this tells which ones the product knows. */
export function isCitationIssueType(value: string): value is CitationIssueType {
  return (CITATION_ISSUE_TYPES as readonly string[]).includes(value);
}
