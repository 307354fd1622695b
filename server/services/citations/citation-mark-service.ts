import { isIP } from 'node:net';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { NewCitationListingMark } from '../../../shared/contract/citations';
import type { CitationListingMarkRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import { isPublicAddress } from '../../reports/public-address';
import { assertOrganizationActive } from '../organizations/organization-context';

/** Enough for every directory a business could be listed on, twice over; more is not a person's list. */
export const MAX_MARKS_PER_BUSINESS = 200;

const NOT_PUBLIC = 'That address is not on the public internet, so scans cannot read it.';

/** Why a listing address can never be read by a scan, or undefined; the fetch checks the resolved address again. */
function unreadableAddress(url: URL, isAllowedAddress: (address: string) => boolean): string | undefined {
  if (url.username || url.password) return 'Leave any user name and password out of the address.';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return isAllowedAddress(host) ? undefined : NOT_PUBLIC;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return NOT_PUBLIC;
  return undefined;
}

/** Listing URLs people add for scans to read, and found listings they mark "not this business". */
export function createCitationMarkService(deps: {
  repositories: Repositories;
  directoryOfHost: (host: string) => string | null;
  /** Whether pages may be read from an address; public ones only unless a test says otherwise. */
  isAllowedAddress?: (address: string) => boolean;
}) {
  const { repositories } = deps;

  async function ownBusiness(organizationId: string, businessId: string): Promise<void> {
    if (!(await repositories.businesses.findInOrganization(organizationId, businessId))) throw notFound('Business');
  }

  return {
    async list(context: OrganizationContext, businessId: string): Promise<CitationListingMarkRecord[]> {
      await ownBusiness(context.organization.id, businessId);
      return repositories.citationListingMarks.list(context.organization.id, businessId);
    },

    async add(context: OrganizationContext, actorUserId: string, businessId: string, input: NewCitationListingMark): Promise<CitationListingMarkRecord> {
      const organizationId = context.organization.id;
      assertOrganizationActive(context.organization);
      await ownBusiness(organizationId, businessId);
      const existing = await repositories.citationListingMarks.list(organizationId, businessId);
      if (input.kind === 'added') {
        const url = new URL(input.url);
        const problem = unreadableAddress(url, deps.isAllowedAddress ?? isPublicAddress);
        if (problem) throw new ApiError(400, problem, ERROR_CODES.validation, { url: [problem] });
        url.hash = '';
        const same = existing.find((mark) => mark.kind === 'added' && mark.url === url.href);
        if (same) return same;
        assertRoom(existing);
        const directory = input.directory ?? deps.directoryOfHost(url.hostname) ?? url.hostname.replace(/^www\./, '');
        return repositories.citationListingMarks.add({
          organizationId,
          businessId,
          kind: 'added',
          directory,
          url: url.href,
          source: null,
          listingId: null,
          createdByUserId: actorUserId,
        });
      }
      const same = existing.find((mark) => mark.kind === 'rejected' && mark.source === input.source && mark.listingId === input.listingId);
      if (same) return same;
      assertRoom(existing);
      return repositories.citationListingMarks.add({
        organizationId,
        businessId,
        kind: 'rejected',
        directory: input.directory,
        url: input.url ?? null,
        source: input.source,
        listingId: input.listingId,
        createdByUserId: actorUserId,
      });
    },

    async remove(context: OrganizationContext, businessId: string, markId: string): Promise<void> {
      if (!(await repositories.citationListingMarks.delete(context.organization.id, businessId, markId))) throw notFound('Listing mark');
    },
  };
}

function assertRoom(existing: readonly CitationListingMarkRecord[]): void {
  if (existing.length >= MAX_MARKS_PER_BUSINESS) {
    throw new ApiError(409, `A business keeps at most ${MAX_MARKS_PER_BUSINESS} listing addresses and marks. Remove some first.`, ERROR_CODES.conflict);
  }
}

export type CitationMarkService = ReturnType<typeof createCitationMarkService>;
