// Where a citation was seen: the business's own linked Google location, a directory's API, the open map,
// the listing page itself, or the sandbox's simulator (whose citations are made up and always labelled so).

export const CITATION_SOURCE_IDS = ['google_business_profile', 'yelp', 'foursquare', 'google', 'openstreetmap', 'listing_pages', 'simulated'] as const;
export type CitationSourceId = (typeof CITATION_SOURCE_IDS)[number];

export const CITATION_SOURCE_LABELS: Record<CitationSourceId, string> = {
  google_business_profile: 'Google',
  yelp: 'Yelp',
  foursquare: 'Foursquare',
  google: 'Google Places',
  openstreetmap: 'OpenStreetMap',
  listing_pages: 'Listing page',
  simulated: 'Simulated',
};

/** Directories only a citation source reads, which no catalogue lists for publishing. */
export const SCAN_ONLY_DIRECTORIES = { openstreetmap: 'OpenStreetMap' } as const;
