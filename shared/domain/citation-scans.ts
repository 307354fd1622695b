// Citation scans: what started one, how each directory came out, and how often they repeat.

/** manual: someone scanned one business; batch: someone scanned several; scheduled: the weekly rescan. */
export const CITATION_SCAN_TRIGGERS = ['manual', 'batch', 'scheduled'] as const;
/** A listing URL a person added for the scans to read, or a found listing marked "not this business". */
export const CITATION_LISTING_MARK_KINDS = ['added', 'rejected'] as const;
export type CitationListingMarkKind = (typeof CITATION_LISTING_MARK_KINDS)[number];
export type CitationScanTrigger = (typeof CITATION_SCAN_TRIGGERS)[number];

/**
 * How one directory came out of a scan:
 * consistent: found, as the profile says; inconsistent: found, with differences;
 * missing: a published listing the directory no longer shows; not_listed: neither found nor published (a chance to publish).
 */
export const DIRECTORY_SCAN_STATUSES = ['consistent', 'inconsistent', 'missing', 'not_listed'] as const;
export type DirectoryScanStatus = (typeof DIRECTORY_SCAN_STATUSES)[number];

export const DIRECTORY_SCAN_STATUS_LABELS: Record<DirectoryScanStatus, string> = {
  consistent: 'Consistent',
  inconsistent: 'Inconsistent',
  missing: 'Missing',
  not_listed: 'Not listed',
};

export const CITATION_ISSUE_STATUSES = ['open', 'resolved', 'all'] as const;
export type CitationIssueStatusFilter = (typeof CITATION_ISSUE_STATUSES)[number];

/** Every organization is rescanned weekly unless an admin chooses otherwise. */
export const DEFAULT_SCAN_INTERVAL_DAYS = 7;
export const MIN_SCAN_INTERVAL_DAYS = 1;
export const MAX_SCAN_INTERVAL_DAYS = 90;

/** How many weeks the NAP score trend looks back. */
export const NAP_TREND_WEEKS = 12;

/** At most this many issues are resolved in one call. */
export const RESOLVE_MANY_MAX = 500;
