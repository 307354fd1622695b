// The business status badge, from how its listings stand.

export const BUSINESS_STATUSES = ['issues', 'active', 'pending'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  issues: 'Issues',
  active: 'Active',
  pending: 'Pending',
};

export interface ListingCounts {
  total: number;
  published: number;
  error: number;
}

/** Issues if any listing failed; else Active if one is published; else Pending. */
export function businessStatus(listings: ListingCounts): BusinessStatus {
  if (listings.error > 0) return 'issues';
  if (listings.published > 0) return 'active';
  return 'pending';
}
