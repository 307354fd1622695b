import type { BusinessHours } from '../../../shared/domain/business-hours';
import type { CitationSourceId } from '../../../shared/domain/citation-sources';
import type { ProviderBusiness } from '../../providers/provider';
import type { ResilientClientOverrides, ServiceHealth } from '../../providers/resilience/resilient-json-client';

// A citation source looks a business up where people find it (a directory's API, an open map, the
// listing pages themselves) and tells how it lists it. Sources are separate from the business-data
// provider: they read, they never publish.

export { CITATION_SOURCE_IDS, type CitationSourceId } from '../../../shared/domain/citation-sources';

/**
 * What a source's terms let us keep of what it answered: everything, or its listing ids only (the
 * other values are compared at scan time and looked up again when a person opens them).
 */
export type SourceRetention = 'everything' | 'ids_only';

/** One listing of the business as a source sees it. */
export interface SourceListing {
  source: CitationSourceId;
  /** The directory the listing is on, as the directory catalogue names it (a listing page's own site otherwise). */
  directory: string;
  /** The listing's id at the source (Yelp business id, Foursquare fsq_place_id, Google place id, OSM type/id, the page URL). */
  listingId: string;
  /** Where a person sees the listing; null when the source gives none. */
  url: string | null;
  name: string;
  /** Street line. */
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
  /** Opening hours where the source gives them in a form we read. */
  hours: BusinessHours | null;
  /** For a listing read from a page: the known listing address that led to it, before any redirect. */
  requestedUrl?: string;
}

/** The call allowance a source reported on its latest answer, when it reports one. */
export interface SourceQuota {
  limit: number | null;
  remaining: number | null;
  resetsAt: Date | null;
}

export interface SourceHealth extends ServiceHealth {
  quota: SourceQuota | null;
}

export interface CitationSource {
  id: CitationSourceId;
  /** As people know it, e.g. "Yelp". */
  name: string;
  retention: SourceRetention;
  /** Shown wherever its data is shown, when its terms ask for attribution (OpenStreetMap). */
  attribution: string | null;
  /**
   * The source's listings of the business (none when it has none); throws ProviderError when the source
   * failed. `knownUrls` are listing addresses already known for the business (published listings,
   * URLs a person added), for sources that read pages.
   */
  lookUp(business: ProviderBusiness, options: { knownUrls: readonly string[]; signal?: AbortSignal }): Promise<SourceListing[]>;
  /** One real, cheap call proving the configuration works; a short description of what answered. Throws ProviderError. */
  testConnection(): Promise<string>;
  health(): SourceHealth;
}

/** What a source that calls a service through the resilient client may be given instead of the defaults. */
export type SourceClientOptions = ResilientClientOverrides;
