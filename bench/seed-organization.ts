import { BUSINESS_CATEGORIES } from '../shared/domain/enums';
import type { ListingStatus } from '../shared/domain/listing-status';
import type { CitationIssueType } from '../shared/domain/citation-issues';
import type { CitationSourceId } from '../shared/domain/citation-sources';
import type { DirectoryScanResult } from '../shared/contract/citations';
import type {
  BusinessRecord,
  ListingRecord,
  NewActivity,
  NewBusiness,
  NewCitationIssue,
  NewCitationScan,
  NewListing,
} from '../server/db/records';
import type { Repositories } from '../server/db/repositories';
import { DIRECTORY_CATALOGUE } from '../server/providers/sandbox/directory-catalogue';
import { TRADES } from '../server/providers/sandbox/sample-businesses';
import type { SeededRandom } from '../server/providers/sandbox/seeded-random';

// An organization as the benches seed it, through the repositories' bulk writes: seed-scale.ts at the
// scale the lists must stay fast at, hosted-load.ts a few of them to put under mixed load.

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;
const BUSINESSES_PER_WRITE = 1000;

// The bulk writes store every column they are given: times spread over two years, as a real
// organization's are, give the sorts, the cursors and the dashboard's "30 days ago" something to work on.
type SeedBusiness = NewBusiness & Pick<BusinessRecord, 'createdAt' | 'updatedAt' | 'enrichedAt'>;
type SeedListing = NewListing & Pick<ListingRecord, 'createdAt' | 'updatedAt'>;

const WORDS = ['Blue', 'Oak', 'Corner', 'Golden', 'Maple', 'River', 'Summit', 'Union', 'Harbor', 'Cedar', 'Liberty', 'Pioneer'];
const CITIES = [
  ['Springfield', 'IL', '217'],
  ['Portland', 'OR', '503'],
  ['Austin', 'TX', '512'],
  ['Madison', 'WI', '608'],
  ['Raleigh', 'NC', '919'],
  ['Boise', 'ID', '208'],
  ['Tucson', 'AZ', '520'],
  ['Albany', 'NY', '518'],
] as const;
// The directories every plan includes: listed for any category, and a set that stays put as the catalogue grows.
export const BASIC_DIRECTORIES = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'basic').map((directory) => directory.id);
const DIRECTORY_NAMES = new Map(DIRECTORY_CATALOGUE.map((directory) => [directory.id, directory.name]));
const MISMATCHES: CitationIssueType[] = ['name_mismatch', 'address_mismatch', 'phone_mismatch', 'website_mismatch'];

/** How a business's listings stand as a whole: the status badge it shows. */
type Standing = 'active' | 'issues' | 'pending';

function standingOf(random: SeededRandom): Standing {
  const roll = random.next();
  return roll < 0.65 ? 'active' : roll < 0.8 ? 'issues' : 'pending';
}

function statusesOf(standing: Standing, count: number, random: SeededRandom): ListingStatus[] {
  const statuses = Array.from({ length: count }, (): ListingStatus => {
    if (standing === 'pending') return random.chance(0.5) ? 'pending' : 'submitted';
    return random.chance(0.85) ? 'published' : 'submitted';
  });
  if (standing === 'issues') {
    for (let refused = 1 + random.below(3); refused > 0; refused--) statuses[random.below(count)] = 'error';
  }
  return statuses;
}

const between = (random: SeededRandom, from: Date, to: Date) => new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()));
const digits = (random: SeededRandom, count: number) => String(random.below(10 ** count)).padStart(count, '0');

function businessOf(index: number, organizationId: string, now: Date, random: SeededRandom): SeedBusiness {
  const category = random.pick(BUSINESS_CATEGORIES);
  const [city, state, areaCode] = random.pick(CITIES);
  const createdAt = new Date(now.getTime() - random.next() * HISTORY_DAYS * DAY_MS);
  const updatedAt = between(random, createdAt, now);
  const name = `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.pick(TRADES[category])}`;
  return {
    organizationId,
    name,
    category,
    address: `${1 + random.below(9999)} ${random.pick(WORDS)} Street`,
    city,
    state,
    zipCode: digits(random, 5),
    phone: `(${areaCode}) 555-${digits(random, 4)}`,
    email: random.chance(0.7) ? `info${index}@example.com` : null,
    website: random.chance(0.6) ? `https://business-${index}.example.com` : null,
    description: random.chance(0.5) ? `${name}, serving ${city} since ${createdAt.getFullYear()}.` : null,
    createdAt,
    updatedAt,
    enrichedAt: random.chance(0.4) ? between(random, createdAt, updatedAt) : null,
  };
}

function listingsOf(business: BusinessRecord, count: number, now: Date, random: SeededRandom): SeedListing[] {
  const first = random.below(BASIC_DIRECTORIES.length);
  const submissionId = `bench-${business.id}`;
  return statusesOf(standingOf(random), count, random).map((status, i) => {
    const createdAt = between(random, business.createdAt, now);
    const updatedAt = between(random, createdAt, now);
    const sent = status !== 'pending';
    const platform = BASIC_DIRECTORIES[(first + i) % BASIC_DIRECTORIES.length]!;
    return {
      organizationId: business.organizationId,
      businessId: business.id,
      platform,
      status,
      errorMessage: status === 'error' ? 'The directory needs an email address' : null,
      dataAxleSubmissionId: sent ? submissionId : null,
      dataAxleDirectory: sent ? platform : null,
      lastSyncAt: sent ? updatedAt : null,
      publishedAt: status === 'published' ? between(random, createdAt, updatedAt) : null,
      createdAt,
      updatedAt,
    };
  });
}

const activityOf = (business: BusinessRecord): NewActivity => ({
  organizationId: business.organizationId,
  businessId: business.id,
  actorUserId: business.createdByUserId,
  kind: 'business_created',
  type: 'success',
  title: 'Business created',
  description: `${business.name} was added`,
  createdAt: business.createdAt,
});

/** A business's citation issues: distinct (directory, type) pairs, mismatches on its directories, missing ones elsewhere. */
function issuesOf(business: BusinessRecord, listed: readonly string[], count: number, now: Date, random: SeededRandom): NewCitationIssue[] {
  const candidates: [string, CitationIssueType][] = [
    ...listed.flatMap((platform) => MISMATCHES.map((type): [string, CitationIssueType] => [platform, type])),
    ...BASIC_DIRECTORIES.filter((platform) => !listed.includes(platform)).map((platform): [string, CitationIssueType] => [platform, 'missing_listing']),
  ];
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  return candidates.slice(0, count).map(([platform, issueType]) => ({
    organizationId: business.organizationId,
    businessId: business.id,
    platform,
    issueType,
    expectedValue: issueType === 'missing_listing' ? null : business.phone,
    actualValue: issueType === 'missing_listing' ? null : `(555) 555-${digits(random, 4)}`,
    discoveredAt: between(random, business.createdAt, now),
  }));
}

/**
 * What the scan kept of each directory, as a real scan stores it: the issue page reads the source and
 * whether values were kept from the latest one, so the bench pays for that lookup as a user's list does.
 * Some sources' terms let a scan keep only their listing ids.
 */
const RESULT_SOURCES: readonly [CitationSourceId, boolean][] = [
  ['foursquare', true],
  ['openstreetmap', true],
  ['listing_pages', true],
  ['yelp', false],
  ['google', false],
];

function resultsOf(business: BusinessRecord, issues: readonly NewCitationIssue[], random: SeededRandom): DirectoryScanResult[] {
  return BASIC_DIRECTORIES.map((platform) => {
    const findings = issues
      .filter((issue) => issue.platform === platform)
      .map(({ issueType, expectedValue, actualValue }) => ({ issueType: issueType as CitationIssueType, expectedValue: expectedValue ?? null, actualValue: actualValue ?? null }));
    const missing = findings.some((finding) => finding.issueType === 'missing_listing');
    const [source, valuesKept] = RESULT_SOURCES[random.below(RESULT_SOURCES.length)]!;
    const phone = findings.find((finding) => finding.actualValue !== null)?.actualValue ?? business.phone;
    const { name, address, city, state, zipCode, website } = business;
    return {
      platform,
      platformName: DIRECTORY_NAMES.get(platform) ?? platform,
      status: missing ? 'missing' : findings.length > 0 ? 'inconsistent' : 'consistent',
      profileUrl: missing ? null : `https://${platform}.example/biz/${business.id}`,
      found: missing || !valuesKept ? null : { name, address, city, state, zipCode, phone, website },
      findings,
      source: missing ? null : source,
      listingId: missing ? null : `${digits(random, 5)}${digits(random, 5)}`,
      duplicates: [],
      valuesKept: missing || valuesKept,
    };
  });
}

/** The scan that found them: one per business, as a batch scan of the organization leaves. */
function scanOf(business: BusinessRecord, issues: readonly NewCitationIssue[], scannedAt: Date, random: SeededRandom): NewCitationScan {
  return {
    organizationId: business.organizationId,
    businessId: business.id,
    trigger: 'batch',
    scannedAt,
    directoriesChecked: BASIC_DIRECTORIES.length,
    directoriesScored: BASIC_DIRECTORIES.length,
    citationsFound: BASIC_DIRECTORIES.length - random.below(5),
    napScore: 40 + random.below(61),
    newIssues: issues.length,
    resolvedIssues: 0,
    reopenedIssues: 0,
    regressions: 0,
    openIssues: issues.length,
    results: resultsOf(business, issues, random),
  };
}

export interface OrganizationShape {
  slug: string;
  name: string;
  ownerEmail: string;
  businesses: number;
  listingsPerBusiness: number;
  issuesPerBusiness: number;
}

export interface Seeded {
  organizationId: string;
  businesses: number;
  listings: number;
  issues: number;
}

/** How many scans are written at once: PostgreSQL's pool takes several transactions together. */
const SCANS_AT_ONCE = 8;
/** The share of a business's issues resolved since (by hand or by a later scan). */
const RESOLVED_SHARE = 0.3;

/** One organization with its owner, businesses, listings, scans and citation issues, a share of them resolved. */
export async function seedOrganization(
  repositories: Repositories,
  shape: OrganizationShape,
  now: Date,
  random: SeededRandom,
  progress: (seeded: Seeded) => void = () => {},
): Promise<Seeded> {
  if (await repositories.organizations.findBySlug(shape.slug)) {
    throw new Error(`The organization ${shape.slug} is already seeded: start from an empty database.`);
  }
  const owner = await repositories.users.create({
    email: shape.ownerEmail,
    username: shape.ownerEmail.split('@')[0]!,
    name: 'Scale Owner',
    emailVerified: true,
  });
  const organization = await repositories.organizations.createWithOwner({
    name: shape.name,
    slug: shape.slug,
    ownerId: owner.id,
    plan: 'partner',
    maxBusinesses: shape.businesses,
  });
  const seeded: Seeded = { organizationId: organization.id, businesses: 0, listings: 0, issues: 0 };
  for (let start = 0; start < shape.businesses; start += BUSINESSES_PER_WRITE) {
    const inputs = Array.from({ length: Math.min(BUSINESSES_PER_WRITE, shape.businesses - start) }, (_, i) => ({
      ...businessOf(seeded.businesses + i, organization.id, now, random),
      createdByUserId: owner.id,
    }));
    const created = await repositories.businesses.createMany(inputs);
    const listings = await repositories.listings.upsertMany(
      created.flatMap((business) => listingsOf(business, shape.listingsPerBusiness, now, random)),
    );
    const platforms = new Map<string, string[]>();
    for (const listing of listings) platforms.set(listing.businessId, [...(platforms.get(listing.businessId) ?? []), listing.platform]);
    const scans = created.map((business) => {
      const issues = issuesOf(business, platforms.get(business.id) ?? [], shape.issuesPerBusiness, now, random);
      return { issues, scan: scanOf(business, issues, between(random, business.createdAt, now), random) };
    });
    for (let at = 0; at < scans.length; at += SCANS_AT_ONCE) {
      await Promise.all(
        scans.slice(at, at + SCANS_AT_ONCE).map(({ issues, scan }) => repositories.citationIssues.applyScan({ ...NO_CHANGES, insert: issues }, scan)),
      );
    }
    for (const business of created) await repositories.activity.record(activityOf(business));
    seeded.businesses += created.length;
    seeded.listings += listings.length;
    seeded.issues += scans.reduce((sum, { issues }) => sum + issues.length, 0);
    progress(seeded);
  }
  await resolveShare(repositories, organization.id, now, random);
  return seeded;
}

const NO_CHANGES = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

/** Resolves a share of the organization's issues, a page of the open list at a time. */
async function resolveShare(repositories: Repositories, organizationId: string, now: Date, random: SeededRandom): Promise<void> {
  const ids: string[] = [];
  for (let cursor: string | undefined; ; ) {
    const page = await repositories.citationIssues.list({ organizationId, status: 'all', limit: 1000, cursor });
    for (const issue of page.items) if (random.chance(RESOLVED_SHARE)) ids.push(issue.id);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  for (let at = 0; at < ids.length; at += 1000) await repositories.citationIssues.resolveMany(organizationId, ids.slice(at, at + 1000), now);
}
