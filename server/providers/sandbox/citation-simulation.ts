import type { DirectoryCitation, DirectoryInfo, ProviderBusiness } from '../provider';
import { citationOfProfile } from '../citation-of-profile';
import { businessSeed, profileSlug, profileUrl } from './business-identity';
import { legalName, mistypedZip, movedAddress, otherPhoneNumber, otherSuite, reformattedPhone, respelledStreet } from './nap-variants';
import { seededRandom, type SeededRandom } from './seeded-random';

// How a business shows on each directory, as a citation scan would find it. Like a real directory
// network: a few directories do not have it and a few have it twice; most cite the profile as it is,
// about a quarter with the drift real citations have (a short street word, an old suite or phone
// line, no website, a legal suffix, a mistyped ZIP, the address before a move). That drift is lasting,
// but each week a few directories change: a broken citation gets fixed, a fixed one breaks again.

/** Share of directories without the business: it never reached them, or they dropped it. */
export const NOT_LISTED_RATE = 0.1;
/** Share of directories showing the business twice: an old import or a profile someone made by hand. */
export const DUPLICATE_RATE = 0.04;
/** Share of citations that differ from the profile in at least one way, week in week out. */
export const CITATION_DRIFT_RATE = 0.25;
/** Share of citations that change from one week to the next: directories edit, re-import and fix. */
export const WEEKLY_CHANGE_RATE = 0.08;
/** A week flips the lasting state with this chance; two weeks differ when one of them flips: 2p(1 - p). */
const WEEKLY_FLIP_RATE = (1 - Math.sqrt(1 - 2 * WEEKLY_CHANGE_RATE)) / 2;
/** Of drifting citations, the share with two differences rather than one. */
const TWO_DIFFERENCES_RATE = 0.3;
/** Phone numbers are written every which way; that alone is no difference. */
const PHONE_RESTYLED_RATE = 0.35;

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The citations a scan at `scannedAt` finds: 0, 1 or 2 per directory, in the order the directories were asked. */
export function simulateCitations(business: ProviderBusiness, directories: readonly DirectoryInfo[], scannedAt: Date): DirectoryCitation[] {
  const seed = businessSeed(business);
  const slug = profileSlug(business);
  const week = isoWeek(scannedAt);
  return directories.flatMap((directory) => {
    const listing = seededRandom(`listed:${seed}:${directory.id}`);
    const roll = listing.next();
    if (roll < NOT_LISTED_RATE && !directory.aggregator) return [];
    const citation = citationOn(business, directory, slug, seed, week);
    return roll >= 1 - DUPLICATE_RATE ? [citation, duplicateOf(citation, listing)] : [citation];
  });
}

function citationOn(business: ProviderBusiness, directory: DirectoryInfo, slug: string, seed: string, week: string): DirectoryCitation {
  const lasting = seededRandom(`citation:${seed}:${directory.id}`);
  let citation = citationOfProfile(business, directory.id, profileUrl(directory, slug));
  if (lasting.chance(PHONE_RESTYLED_RATE)) citation = { ...citation, phone: reformattedPhone(business.phone, lasting) ?? business.phone };
  const drifts = lasting.chance(CITATION_DRIFT_RATE);
  const thisWeek = seededRandom(`citation:${seed}:${directory.id}:${week}`);
  if (!thisWeek.chance(WEEKLY_FLIP_RATE)) return drifts ? drifted(citation, lasting) : citation;
  // This week the state flips: the lasting drift is fixed, or a clean citation picks up a drift of the week's own.
  return drifts ? citation : drifted(citation, thisWeek);
}

/** One or two differences from the citation. */
function drifted(citation: DirectoryCitation, random: SeededRandom): DirectoryCitation {
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
}

/** A second profile of the business on the same directory: numbered address, at times a longer name. */
function duplicateOf(citation: DirectoryCitation, random: SeededRandom): DirectoryCitation {
  const url = `${citation.url}-${random.between(2, 9)}`;
  const names = [() => citation.name, () => `${citation.name} - ${citation.city}`, () => legalName(citation.name, random)];
  return { ...citation, name: random.pick(names)(), url };
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], random: SeededRandom): T {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  return items.find((item) => (roll -= item.weight) < 0) ?? items.at(-1)!;
}

/** "2025-W09": weeks start on Monday (UTC) and belong to the year of their Thursday. */
function isoWeek(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
