// A listing's life on one directory: queued, sent to the provider, live, or refused.

export const LISTING_STATUSES = ['pending', 'submitted', 'published', 'error'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  published: 'Published',
  error: 'Error',
};

/** Statuses a sync asks the provider about: a refused listing needs a new publish, not a sync. */
export const SYNCABLE_LISTING_STATUSES = ['submitted', 'published'] as const satisfies readonly ListingStatus[];
