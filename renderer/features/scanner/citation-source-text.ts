import type { CitationListingMark, DirectoryScanResult } from '../../../shared/contract/citations';
import { CITATION_SOURCE_LABELS, type CitationSourceId } from '../../../shared/domain/citation-sources';

// Texts of the Citation Scanner about where a listing was seen: the source, what its terms let us keep,
// the attribution they ask for, and the listings people added or marked "not this business".

/** Under a directory's name: which source saw the listing there. */
export const SOURCE_VIA_LABELS: Record<Exclude<CitationSourceId, 'simulated'>, string> = {
  google_business_profile: 'via your linked Google location',
  yelp: 'via Yelp API',
  foursquare: 'via Foursquare API',
  google: 'via Google Places API',
  openstreetmap: 'via OpenStreetMap',
  listing_pages: 'via listing page',
};

/** The attribution each source's terms ask for wherever its data shows; none for a page read directly. */
export const SOURCE_ATTRIBUTIONS: Partial<Record<CitationSourceId, { text: string; href?: string }>> = {
  openstreetmap: { text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' },
  google: { text: 'Google Maps' },
  yelp: { text: 'Data from Yelp' },
  foursquare: { text: 'Data from Foursquare' },
};

/** "Yelp's", "Google Places'". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A stored scan of a source that lets us keep ids only shows no values: where to see them. */
export function valuesWithheldText(source: CitationSourceId | null): string {
  const name = source ? possessive(CITATION_SOURCE_LABELS[source]) : "The source's";
  return `${name} terms let us keep only the listing's id; open the listing to see what it shows.`;
}

/** In a finding of such a scan, where the directory's value would be. */
export const VALUE_NOT_KEPT = 'Not kept: open the listing to see it';

/** Whether a person can mark the result's listings "not this business": only real sources honour the mark. */
export function canRejectListings(result: Pick<DirectoryScanResult, 'source' | 'listingId'>): boolean {
  return result.source !== null && result.source !== 'simulated' && result.listingId !== null;
}

/** What the row says once a listing is marked, until the next scan leaves it out. */
export const REJECTED_MESSAGE = 'Marked not this business: the next scan leaves it out.';

/** A listing's address as a person reads it: the host and path, without the scheme. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
    return `${parsed.host}${path}`;
  } catch {
    return url;
  }
}

/** The directory's name from the catalogue, or its id (a site's host) when the catalogue has none. */
export function directoryLabel(directory: string, names: ReadonlyMap<string, string>): string {
  return names.get(directory) ?? directory;
}

/** 'Added listing URL on Yelp' / 'Not this business on Yelp, via Yelp API'. */
export function markDescription(mark: Pick<CitationListingMark, 'kind' | 'source'>, directoryName: string): string {
  if (mark.kind === 'added') return `Read by every scan, as a listing on ${directoryName}`;
  const via = mark.source && mark.source !== 'simulated' ? `, ${SOURCE_VIA_LABELS[mark.source]}` : '';
  return `Left out of scans: a listing on ${directoryName}${via}`;
}
