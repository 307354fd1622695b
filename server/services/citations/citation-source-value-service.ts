import type { CitationSourceValue, DirectoryScanResult } from '../../../shared/contract/citations';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { CitationIssueType } from '../../../shared/domain/citation-issues';
import { CITATION_SOURCE_LABELS } from '../../../shared/domain/citation-sources';
import { formatPostalAddress } from '../../citations/address-normalizer';
import type { SourceListing } from '../../citations/sources/citation-source';
import type { CitationSourceRegistry } from '../../citations/sources/source-registry';
import type { Repositories } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import { providerCall } from '../integrations/provider-call';
import type { ProviderQuota } from '../integrations/provider-quota';
import { providerBusinessOf } from '../businesses/provider-business';

// Yelp, Foursquare and Google Places let us keep only their listing ids: a scan compares their values and
// stores none. When a person asks, the value an issue is about is looked up again at the source and
// answered, and nothing of it is written anywhere: not to the database, not to the logs, not to a cache.

const conflict = (message: string) => new ApiError(409, message, ERROR_CODES.conflict);

/** What the directory shows for the issue's field; null when it shows nothing there, or the issue has no field. */
function valueFor(issueType: CitationIssueType, listing: SourceListing, others: readonly SourceListing[], result: DirectoryScanResult): string | null {
  switch (issueType) {
    case 'name_mismatch':
      return listing.name;
    case 'address_mismatch':
      // As the scan wrote it into the issue (compareCitation).
      return formatPostalAddress(listing);
    case 'phone_mismatch':
      return listing.phone;
    case 'website_mismatch':
      return listing.website;
    case 'duplicate_listing': {
      // The issue is about the first copy the scan found besides the listing; where the source shows it now, if it still does.
      const duplicate = result.duplicates[0];
      if (!duplicate) return null;
      return others.find((other) => other.listingId === duplicate.listingId)?.url ?? duplicate.url;
    }
    case 'missing_listing':
      return null;
  }
}

export function createCitationSourceValueService(deps: {
  repositories: Repositories;
  /** Spends one of the organization's calls to outside services. */
  quota: ProviderQuota;
  sources: Pick<CitationSourceRegistry, 'source'>;
  clock: () => Date;
}) {
  const { repositories, clock } = deps;

  return {
    /**
     * The issue's value as its directory's source shows it now, for an issue found on a source whose terms let
     * us keep only its ids (the business's latest scan says which listing). 409 when the value was kept or no
     * listing is known, or the source is switched off; 502 when the source fails.
     */
    async lookUp(context: OrganizationContext, issueId: string): Promise<CitationSourceValue> {
      const organizationId = context.organization.id;
      const issue = await repositories.citationIssues.findInOrganization(organizationId, issueId);
      if (!issue) throw notFound('Citation issue');
      const business = await repositories.businesses.findInOrganization(organizationId, issue.businessId);
      if (!business) throw notFound('Citation issue');
      const scan = await repositories.citationScans.latest(organizationId, business.id);
      const result = scan?.results?.find((candidate) => candidate.platform === issue.platform);
      const sourceId = result?.source;
      const listingId = result?.listingId;
      if (!result || !sourceId || !listingId) throw conflict('No listing is known for this issue');
      // Results stored before sources were named kept every value; so do the simulator and a linked Google location.
      if ((result.valuesKept ?? true) || sourceId === 'simulated' || sourceId === 'google_business_profile') {
        throw conflict('This value was kept; it is shown in the issue');
      }

      const name = CITATION_SOURCE_LABELS[sourceId];
      const source = await deps.sources.source(sourceId);
      if (!source) throw conflict(`The ${name} source is switched off, so its value cannot be looked up`);
      await deps.quota(organizationId);
      const listings = await providerCall(() => source.lookUp(providerBusinessOf(business), { knownUrls: [] }));
      const listing = listings.find((candidate) => candidate.listingId === listingId);
      if (!listing) throw conflict(`${name} no longer shows the listing the latest scan found; the next scan checks the directory again`);
      return {
        source: sourceId,
        listingId,
        url: listing.url,
        // Only scans write issues, with types from the list.
        value: valueFor(issue.issueType as CitationIssueType, listing, listings, result),
        checkedAt: clock().toISOString(),
      };
    },
  };
}

export type CitationSourceValueService = ReturnType<typeof createCitationSourceValueService>;
