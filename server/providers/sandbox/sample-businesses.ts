import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../../shared/domain/enums';
import type { ProviderBusiness } from '../provider';
import { seededRandom } from './seeded-random';

// Many different businesses, the same on every run: for tests that measure the sandbox's spreads.

const WORDS = ['Blue', 'Oak', 'Corner', 'Golden', 'Maple', 'River', 'Summit', 'Union', 'Harbor', 'Cedar', 'Liberty', 'Pioneer', 'Sunrise'];
/** Trade names by category, e.g. 'Blue Door Bakery'; the scale bench names its businesses with them too. */
export const TRADES: Record<BusinessCategory, readonly string[]> = {
  restaurant: ['Cafe', 'Bakery', 'Diner', 'Grill', 'Pizzeria'],
  retail: ['Market', 'Outfitters', 'Books', 'Hardware'],
  fitness: ['Gym', 'Yoga Studio', 'Fitness'],
  healthcare: ['Dental', 'Family Clinic', 'Pharmacy'],
  professional: ['Law Office', 'Accounting', 'Consulting'],
  home_services: ['Plumbing', 'Roofing', 'Electric'],
  automotive: ['Auto Repair', 'Tire & Lube', 'Car Wash'],
  beauty: ['Salon', 'Barbers', 'Day Spa'],
  education: ['Tutoring', 'Music School', 'Academy'],
  entertainment: ['Cinema', 'Bowling', 'Arcade'],
};
const STREETS = ['Main Street', 'Market Street', 'Oak Avenue', 'Elm Street', 'Park Road', 'Lake Drive', 'Washington Blvd', 'Mill Lane'];
const PLACES = [
  ['Springfield', 'IL', '627', '217'],
  ['Portland', 'OR', '972', '503'],
  ['Austin', 'TX', '787', '512'],
  ['Albany', 'NY', '122', '518'],
  ['Raleigh', 'NC', '276', '919'],
  ['Tucson', 'AZ', '857', '520'],
] as const;

export function sampleBusinesses(count: number): ProviderBusiness[] {
  const random = seededRandom('sample-businesses');
  return Array.from({ length: count }, (_, index): ProviderBusiness => {
    const category = random.pick(BUSINESS_CATEGORIES);
    const [city, state, zipPrefix, areaCode] = random.pick(PLACES);
    const name = `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.pick(TRADES[category])}`;
    const suite = random.chance(0.2) ? `, Suite ${random.between(1, 30) * 10}` : '';
    const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}${index}.example`;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name,
      address: `${random.between(1, 9999)} ${random.pick(STREETS)}${suite}`,
      city,
      state,
      zipCode: `${zipPrefix}${String(random.below(100)).padStart(2, '0')}`,
      phone: `(${areaCode}) 555-${String(random.below(10_000)).padStart(4, '0')}`,
      email: random.chance(0.7) ? `hello@${domain}` : null,
      website: random.chance(0.75) ? `https://${domain}` : null,
      category,
      description: random.chance(0.6) ? `A ${TRADES[category][0]!.toLowerCase()} in ${city}` : null,
      hours: random.chance(0.7) ? { monday: { open: '09:00', close: '17:00' } } : {},
    };
  });
}
