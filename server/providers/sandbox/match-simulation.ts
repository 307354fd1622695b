import type { ProviderBusiness, ProviderMatch } from '../provider';
import { businessSeed } from './business-identity';
import { simulateEnrichment } from './enrichment-simulation';
import {
  ampersandSwapped,
  entityName,
  legalName,
  otherPhoneNumber,
  otherStreetNumber,
  otherSuite,
  reformattedPhone,
  respelledStreet,
  respelledZip,
} from './nap-variants';
import { digest, seededRandom, type SeededRandom } from './seeded-random';

// The provider's database, simulated: most businesses are in it, found with a high score; some only
// as a record that differs from the profile; a few not at all. The lower the score, the more the
// record differs, in the ways real records do.

type Rule = 'name' | 'address' | 'phone';
type Attributes = Pick<ProviderMatch, 'name' | 'street' | 'city' | 'state' | 'postalCode' | 'phone'>;

interface ScoreBand {
  /** Share of businesses found in this band. */
  share: number;
  /** Scores in hundredths, both ends included. */
  hundredths: readonly [number, number];
  /** Spelling differences that still match. */
  respellings: readonly [number, number];
  /** Rules that no longer match: the record has another name, number or line. */
  broken: number;
}

/** Roughly A 45%, B 25%, C 12%, D 8%, F 4%, and 6% the provider has never heard of. */
const SCORE_BANDS: readonly ScoreBand[] = [
  { share: 0.45, hundredths: [95, 100], respellings: [0, 1], broken: 0 },
  { share: 0.25, hundredths: [85, 94], respellings: [1, 2], broken: 0 },
  { share: 0.12, hundredths: [70, 84], respellings: [1, 2], broken: 1 },
  { share: 0.08, hundredths: [50, 69], respellings: [2, 3], broken: 1 },
  { share: 0.04, hundredths: [25, 49], respellings: [2, 3], broken: 2 },
];

const RULES: readonly Rule[] = ['name', 'address', 'phone'];

/** How a rule stops matching: the record knows the business by another name, number or line. */
const BREAK: Record<Rule, (attributes: Attributes, random: SeededRandom) => Partial<Attributes>> = {
  name: (_attributes, random) => ({ name: entityName(random) }),
  address: (attributes, random) => ({ street: otherStreetNumber(attributes.street, random) ?? otherSuite(attributes.street, random) }),
  phone: (attributes, random) => ({ phone: attributes.phone && otherPhoneNumber(attributes.phone, random) }),
};

/** Differences in spelling only; null where one does not apply. */
const RESPELL: readonly ((attributes: Attributes, random: SeededRandom) => Partial<Attributes> | null)[] = [
  (attributes) => nullUnless('street', respelledStreet(attributes.street)),
  (attributes, random) => ({ street: otherSuite(attributes.street, random) }),
  (attributes, random) => ({ name: legalName(attributes.name, random) }),
  (attributes) => nullUnless('name', ampersandSwapped(attributes.name)),
  (attributes, random) => nullUnless('phone', attributes.phone && reformattedPhone(attributes.phone, random)),
  (attributes, random) => nullUnless('postalCode', respelledZip(attributes.postalCode, random)),
];

function nullUnless<K extends keyof Attributes>(key: K, value: Attributes[K] | null | ''): Partial<Attributes> | null {
  return value ? ({ [key]: value } as Partial<Attributes>) : null;
}

/** The provider's best record for the business, or null when it has none at or above `minimumScore`. */
export function simulateMatch(business: ProviderBusiness, minimumScore: number): ProviderMatch | null {
  const seed = businessSeed(business);
  const random = seededRandom(`match:${seed}`);
  const band = bandOf(random.next());
  if (!band) return null;
  const score = random.between(...band.hundredths) / 100;
  if (score < minimumScore) return null;

  let attributes: Attributes = {
    name: business.name,
    street: business.address,
    city: business.city,
    state: business.state,
    postalCode: business.zipCode,
    phone: business.phone,
  };
  const broken = random.shuffle(RULES).slice(0, band.broken);
  for (const rule of broken) attributes = { ...attributes, ...BREAK[rule](attributes, random) };
  let respellings = random.between(...band.respellings);
  for (const respell of random.shuffle(RESPELL)) {
    if (respellings === 0) break;
    const change = respell(attributes, random);
    if (change) {
      attributes = { ...attributes, ...change };
      respellings -= 1;
    }
  }

  return {
    infogroupId: infogroupIdOf(seed),
    score,
    rules: RULES.filter((rule) => !broken.includes(rule)),
    ...attributes,
    ...simulateEnrichment(business, random),
  };
}

function bandOf(roll: number): ScoreBand | undefined {
  let below = 0;
  return SCORE_BANDS.find((band) => roll < (below += band.share));
}

/** Nine digits, the same for the business on every call. */
function infogroupIdOf(seed: string): string {
  return String(100_000_000 + (parseInt(digest(`infogroup:${seed}`).slice(0, 12), 16) % 900_000_000));
}
