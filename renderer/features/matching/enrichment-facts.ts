import type { Business } from '../../../shared/contract/businesses';
import { employeeBand, formatRevenue } from '../../../shared/domain/enrichment-display';
import { safeProfileUrl } from '../listings/profile-url';

type EnrichmentData = NonNullable<Business['dataAxleEnrichmentData']>;

export interface SocialLink {
  name: string;
  label: string;
  url: string;
}

export interface EnrichmentFacts {
  employees: string;
  revenue: string;
  yearEstablished: string;
  socialLinks: SocialLink[];
}

// Names whose capitals a plain first-letter capital would get wrong.
const SOCIAL_LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

function socialLabel(name: string): string {
  const key = name.trim().toLowerCase();
  return SOCIAL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The provider's social profiles as links, by name; anything that is not an http(s) address is
 * left out, since it comes from outside and becomes a link.
 */
export function socialLinks(socialMedia: Record<string, string> | undefined): SocialLink[] {
  return Object.entries(socialMedia ?? {})
    .flatMap(([name, url]) => {
      const safe = safeProfileUrl(url);
      return safe ? [{ name, label: socialLabel(name), url: safe }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** What an enhanced business's details show: employees in size bands, revenue in whole dollars, N/A for what is missing. */
export function enrichmentFacts(data: EnrichmentData | null): EnrichmentFacts {
  return {
    employees: employeeBand(data?.employeeSize),
    revenue: formatRevenue(data?.annualRevenue),
    yearEstablished: data?.yearEstablished === undefined ? 'N/A' : String(data.yearEstablished),
    socialLinks: socialLinks(data?.socialMedia),
  };
}
