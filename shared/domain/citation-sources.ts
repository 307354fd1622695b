// Where a citation was seen: a directory's API, the open map, the listing page itself, or the sandbox's
// simulator (whose citations are made up and always labelled so).

export const CITATION_SOURCE_IDS = ['yelp', 'foursquare', 'google', 'openstreetmap', 'listing_pages', 'simulated'] as const;
export type CitationSourceId = (typeof CITATION_SOURCE_IDS)[number];

export const CITATION_SOURCE_LABELS: Record<CitationSourceId, string> = {
  yelp: 'Yelp',
  foursquare: 'Foursquare',
  google: 'Google Places',
  openstreetmap: 'OpenStreetMap',
  listing_pages: 'Listing page',
  simulated: 'Simulated',
};

/** Directories only a citation source reads, which no catalogue lists for publishing. */
export const SCAN_ONLY_DIRECTORIES = { openstreetmap: 'OpenStreetMap' } as const;
