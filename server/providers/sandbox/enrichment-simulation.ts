import type { BusinessCategory } from '../../../shared/domain/enums';
import type { ProviderBusiness, ProviderMatch } from '../provider';
import { slugOf } from './business-identity';
import type { SeededRandom } from './seeded-random';

// What the provider's record adds to a business: staff, revenue, age and social profiles, in the
// ranges small businesses of each trade really have.

type Enrichment = Required<Pick<ProviderMatch, 'employeeSize' | 'annualRevenue' | 'yearEstablished' | 'socialMedia'>>;
type Network = 'facebook' | 'instagram' | 'linkedin' | 'twitter';

interface TradeProfile {
  /** Typical head count, smallest to largest. */
  employees: readonly [number, number];
  revenuePerEmployee: number;
  /** How likely such a business keeps a profile on each network. */
  social: Record<Network, number>;
}

const TRADES: Record<BusinessCategory, TradeProfile> = {
  restaurant: { employees: [4, 45], revenuePerEmployee: 75_000, social: { facebook: 0.9, instagram: 0.8, linkedin: 0.15, twitter: 0.3 } },
  retail: { employees: [2, 30], revenuePerEmployee: 180_000, social: { facebook: 0.85, instagram: 0.6, linkedin: 0.25, twitter: 0.25 } },
  fitness: { employees: [3, 40], revenuePerEmployee: 65_000, social: { facebook: 0.9, instagram: 0.85, linkedin: 0.3, twitter: 0.3 } },
  healthcare: { employees: [4, 80], revenuePerEmployee: 140_000, social: { facebook: 0.75, instagram: 0.35, linkedin: 0.5, twitter: 0.2 } },
  professional: { employees: [2, 40], revenuePerEmployee: 160_000, social: { facebook: 0.6, instagram: 0.2, linkedin: 0.9, twitter: 0.35 } },
  home_services: { employees: [2, 35], revenuePerEmployee: 130_000, social: { facebook: 0.8, instagram: 0.35, linkedin: 0.35, twitter: 0.15 } },
  automotive: { employees: [3, 30], revenuePerEmployee: 220_000, social: { facebook: 0.8, instagram: 0.35, linkedin: 0.3, twitter: 0.2 } },
  beauty: { employees: [2, 15], revenuePerEmployee: 55_000, social: { facebook: 0.9, instagram: 0.9, linkedin: 0.15, twitter: 0.2 } },
  education: { employees: [3, 60], revenuePerEmployee: 70_000, social: { facebook: 0.8, instagram: 0.5, linkedin: 0.55, twitter: 0.3 } },
  entertainment: { employees: [5, 90], revenuePerEmployee: 90_000, social: { facebook: 0.9, instagram: 0.8, linkedin: 0.3, twitter: 0.5 } },
};

/** A few businesses are bigger operations than their trade's usual: several sites, a franchise. */
const LARGE_OPERATION_RATE = 0.04;
const FIRST_YEAR = 1960;
const LAST_YEAR = 2023;

const PROFILE_URL: Record<Network, (handle: string, slug: string) => string> = {
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  linkedin: (_handle, slug) => `https://www.linkedin.com/company/${slug}`,
  // Twitter handles stop at 15 characters.
  twitter: (handle) => `https://twitter.com/${handle.slice(0, 15)}`,
};

export function simulateEnrichment(business: Pick<ProviderBusiness, 'name' | 'category'>, random: SeededRandom): Enrichment {
  const trade = TRADES[business.category];
  const [fewest, most] = trade.employees;
  // Log-uniform: small shops are far more common than large ones.
  let employeeSize = Math.round(fewest * (most / fewest) ** random.next());
  if (random.chance(LARGE_OPERATION_RATE)) employeeSize *= random.between(5, 15);
  const annualRevenue = Math.round((employeeSize * trade.revenuePerEmployee * (0.6 + random.next() * 0.9)) / 1000) * 1000;
  // Most businesses are young: squaring favours recent years.
  const yearEstablished = LAST_YEAR - Math.floor(random.next() ** 2 * (LAST_YEAR - FIRST_YEAR + 1));

  const slug = slugOf(business.name);
  const handle = slug.replace(/-/g, '');
  const socialMedia: Record<string, string> = {};
  for (const network of Object.keys(PROFILE_URL) as Network[]) {
    if (random.chance(trade.social[network]) && handle) socialMedia[network] = PROFILE_URL[network](handle, slug);
  }
  return { employeeSize, annualRevenue, yearEstablished, socialMedia };
}
