import type { DirectoryCitation, DirectoryInfo, ProviderBusiness } from '../provider';
import { businessSeed, profileSlug, profileUrl } from './business-identity';
import { legalName, mistypedZip, movedAddress, otherPhoneNumber, otherSuite, reformattedPhone, respelledStreet } from './nap-variants';
import { seededRandom, type SeededRandom } from './seeded-random';

// How a business shows on each directory, as a citation scan would find it: mostly as the profile
// says, but about a quarter of the time with the drift real citations have (a short street word, an
// old suite or phone line, no website, a legal suffix, a mistyped ZIP, the address before a move).

/** Share of citations that differ from the profile in at least one way. */
export const CITATION_DRIFT_RATE = 0.25;
/** Of drifting citations, the share with two differences rather than one. */
const TWO_DIFFERENCES_RATE = 0.3;
/** Phone numbers are written every which way; that alone is no difference. */
const PHONE_RESTYLED_RATE = 0.35;

type Drift = (citation: DirectoryCitation, random: SeededRandom) => Partial<DirectoryCitation> | null;

/** Each drift with how common it is; null where it does not apply. */
const DRIFTS: readonly { weight: number; drift: Drift }[] = [
  { weight: 30, drift: (citation) => nullUnless(respelledStreet(citation.address), (address) => ({ address })) },
  { weight: 12, drift: (citation, random) => ({ address: otherSuite(citation.address, random) }) },
  { weight: 15, drift: (citation, random) => nullUnless(citation.phone && otherPhoneNumber(citation.phone, random), (phone) => ({ phone })) },
  { weight: 12, drift: (citation) => (citation.website ? { website: null } : null) },
  { weight: 15, drift: (citation, random) => ({ name: legalName(citation.name, random) }) },
  { weight: 8, drift: (citation, random) => nullUnless(mistypedZip(citation.zipCode, random), (zipCode) => ({ zipCode })) },
  { weight: 8, drift: (citation, random) => ({ address: movedAddress(citation.address, random) }) },
];

function nullUnless<T>(value: T | null | '', change: (value: T) => Partial<DirectoryCitation>): Partial<DirectoryCitation> | null {
  return value ? change(value) : null;
}

export function simulateCitations(business: ProviderBusiness, directories: readonly DirectoryInfo[]): DirectoryCitation[] {
  const seed = businessSeed(business);
  const slug = profileSlug(business);
  return directories.map((directory) => {
    const random = seededRandom(`citation:${seed}:${directory.id}`);
    let citation: DirectoryCitation = {
      directory: directory.id,
      name: business.name,
      address: business.address,
      city: business.city,
      state: business.state,
      zipCode: business.zipCode,
      phone: business.phone,
      website: business.website,
      url: profileUrl(directory, slug),
    };
    if (random.chance(PHONE_RESTYLED_RATE)) citation = { ...citation, phone: reformattedPhone(business.phone, random) ?? business.phone };
    if (!random.chance(CITATION_DRIFT_RATE)) return citation;
    let differences = random.chance(TWO_DIFFERENCES_RATE) ? 2 : 1;
    let candidates = DRIFTS;
    while (differences > 0 && candidates.length > 0) {
      const chosen = pickWeighted(candidates, random);
      candidates = candidates.filter((candidate) => candidate !== chosen);
      const change = chosen.drift(citation, random);
      if (change) {
        citation = { ...citation, ...change };
        differences -= 1;
      }
    }
    return citation;
  });
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], random: SeededRandom): T {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  return items.find((item) => (roll -= item.weight) < 0) ?? items.at(-1)!;
}
