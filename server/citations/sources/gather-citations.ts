import type { CitationSourceFailure } from '../../../shared/contract/citations';
import type { CitationListingMarkRecord } from '../../db/records';
import { ProviderError, type DirectoryCitation, type ProviderBusiness } from '../../providers/provider';
import type { CitationSource, CitationSourceId, SourceListing } from './citation-source';

// A scan asks every enabled source at once and hands what they saw to the NAP engine. A source that
// fails is reported, not fatal: the others' answers stand and its directories go unchecked.

/** A citation with where it was seen, and whether the source's terms let us keep its values. */
export interface SourcedCitation extends DirectoryCitation {
  source: CitationSourceId;
  listingId: string;
  valuesKept: boolean;
  /** For a listing page: the known address that led to it. */
  requestedUrl?: string;
}

export interface GatheredCitations {
  citations: SourcedCitation[];
  failures: CitationSourceFailure[];
}

const markKey = (source: string, listingId: string) => `${source}\u0000${listingId}`;

export function toSourcedCitation(listing: SourceListing, valuesKept: boolean): SourcedCitation {
  const { source, directory, listingId, url, name, address, city, state, zipCode, phone, website, requestedUrl } = listing;
  const citation = { source, directory, listingId, url: url ?? '', name, address, city, state, zipCode, phone, website, valuesKept };
  return requestedUrl ? { ...citation, requestedUrl } : citation;
}

/** What each source found of the business, leaving out the listings a person marked "not this business". */
export async function gatherCitations(
  sources: readonly CitationSource[],
  business: ProviderBusiness,
  marks: readonly CitationListingMarkRecord[],
  knownUrls: readonly string[],
): Promise<GatheredCitations> {
  const rejected = new Set(
    marks.flatMap((mark) => (mark.kind === 'rejected' && mark.source && mark.listingId ? [markKey(mark.source, mark.listingId)] : [])),
  );
  const answers = await Promise.allSettled(sources.map((source) => source.lookUp(business, { knownUrls })));
  const gathered: GatheredCitations = { citations: [], failures: [] };
  answers.forEach((answer, index) => {
    const source = sources[index]!;
    if (answer.status === 'rejected') {
      // Anything else is a fault of ours, and must not pass for a source's answer.
      if (!(answer.reason instanceof ProviderError)) throw answer.reason;
      gathered.failures.push({ source: source.id, message: answer.reason.message });
      return;
    }
    for (const listing of answer.value) {
      if (rejected.has(markKey(listing.source, listing.listingId))) continue;
      gathered.citations.push(toSourcedCitation(listing, source.retention === 'everything'));
    }
  });
  return gathered;
}

/** The listing addresses a scan reads: published listings' profiles and the ones people added. */
export function knownListingUrls(
  published: readonly { profileUrl: string | null }[],
  marks: readonly CitationListingMarkRecord[],
): string[] {
  const urls = [
    ...published.flatMap((listing) => (listing.profileUrl ? [listing.profileUrl] : [])),
    ...marks.flatMap((mark) => (mark.kind === 'added' && mark.url ? [mark.url] : [])),
  ];
  return [...new Set(urls)];
}
