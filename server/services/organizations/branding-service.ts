import type { OrganizationRecord } from '../../db/records';
import type { OrganizationRepository } from '../../db/repositories';
import { normalizeHostName, reservedHostProblem } from './custom-domains';

const whiteLabelled = (organization: OrganizationRecord | undefined): OrganizationRecord | undefined =>
  organization?.isActive && organization.type !== 'standard' ? organization : undefined;

/**
 * The brand a person sees: their organization's when it is white-labelled, else the partner's that
 * manages it; signed out, the brand of the custom domain the page was served on, once DNS proved it.
 */
export function createBrandingService(organizations: OrganizationRepository, publicUrl: string) {
  return {
    async forOrganization(organization: OrganizationRecord): Promise<OrganizationRecord | undefined> {
      if (whiteLabelled(organization)) return organization;
      if (!organization.partnerOrganizationId) return undefined;
      return whiteLabelled(await organizations.findById(organization.partnerOrganizationId));
    },
    async forHost(host: string | undefined): Promise<OrganizationRecord | undefined> {
      const domain = normalizeHostName(host);
      // The app's own address is everyone's: no row, however it got there, brands it.
      if (!domain || reservedHostProblem(domain, publicUrl)) return undefined;
      return whiteLabelled(await organizations.findByProvenDomain(domain));
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;
