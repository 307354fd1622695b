// Activity entries are written by the server when something happens; the dashboard lists them.

export const ACTIVITY_KINDS = [
  'business_created',
  'business_updated',
  'business_deleted',
  'businesses_imported',
  'listings_published',
  'listings_synced',
  'listing_error',
  'business_enriched',
  'citation_issue',
  'citation_resolved',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An activity item is a success, a warning or an error; anything else is info. */
export const ACTIVITY_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const TYPE_OF: Record<ActivityKind, ActivityType> = {
  business_created: 'success',
  business_updated: 'info',
  business_deleted: 'info',
  businesses_imported: 'success',
  listings_published: 'success',
  listings_synced: 'success',
  listing_error: 'error',
  business_enriched: 'success',
  citation_issue: 'warning',
  citation_resolved: 'success',
};

export function activityTypeOf(kind: ActivityKind): ActivityType {
  return TYPE_OF[kind];
}
