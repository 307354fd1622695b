import { BUSINESS_CATEGORIES } from '../shared/domain/enums';
import type { ListingStatus } from '../shared/domain/listing-status';
import type { BusinessRecord, ListingRecord, NewActivity, NewBusiness, NewListing } from '../server/db/records';
import type { Repositories } from '../server/db/repositories';
import { DIRECTORY_CATALOGUE } from '../server/providers/sandbox/directory-catalogue';
import { TRADES } from '../server/providers/sandbox/sample-businesses';
import { SCALE_ORGANIZATION_SLUG, describeTarget, openScaleDatabase, scaleOptions } from './scale-database';
import { seededRandom, type SeededRandom } from '../server/providers/sandbox/seeded-random';

// Seeds one organization at the scale the lists must stay fast at (10,000 businesses, ~100,000 listings)
// through the repositories' bulk writes:
//   npx tsx bench/seed-scale.ts [--businesses 10000] [--listings-per-business 10] [--data-dir bench/data]
//   DATABASE_URL=postgres://... npx tsx bench/seed-scale.ts

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
const BASIC_DIRECTORIES = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'basic').map((directory) => directory.id);

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

async function createOrganization(repositories: Repositories, businesses: number): Promise<{ organizationId: string; ownerId: string }> {
  if (await repositories.organizations.findBySlug(SCALE_ORGANIZATION_SLUG)) {
    throw new Error(`The organization ${SCALE_ORGANIZATION_SLUG} is already seeded: start from an empty database.`);
  }
  const owner = await repositories.users.create({
    email: 'scale-owner@example.com',
    username: 'scale-owner',
    name: 'Scale Owner',
    emailVerified: true,
  });
  const organization = await repositories.organizations.createWithOwner({
    name: 'Scale Bench Agency',
    slug: SCALE_ORGANIZATION_SLUG,
    ownerId: owner.id,
    plan: 'partner',
    maxBusinesses: businesses,
  });
  return { organizationId: organization.id, ownerId: owner.id };
}

async function seed(): Promise<void> {
  const options = scaleOptions();
  if (options.listingsPerBusiness > BASIC_DIRECTORIES.length) {
    throw new Error(`--listings-per-business can be at most ${BASIC_DIRECTORIES.length}: one listing per directory`);
  }
  const database = await openScaleDatabase(options);
  const { repositories } = database;
  const random = seededRandom('citewise-scale');
  const now = new Date();
  const started = performance.now();
  try {
    const { organizationId, ownerId } = await createOrganization(repositories, options.businesses);
    let listingCount = 0;
    for (let start = 0; start < options.businesses; start += BUSINESSES_PER_WRITE) {
      const inputs = Array.from({ length: Math.min(BUSINESSES_PER_WRITE, options.businesses - start) }, (_, i) => ({
        ...businessOf(start + i, organizationId, now, random),
        createdByUserId: ownerId,
      }));
      const created = await repositories.businesses.createMany(inputs);
      const listings = await repositories.listings.upsertMany(
        created.flatMap((business) => listingsOf(business, options.listingsPerBusiness, now, random)),
      );
      for (const business of created) await repositories.activity.record(activityOf(business));
      listingCount += listings.length;
      console.log(`${start + created.length} businesses, ${listingCount} listings`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${SCALE_ORGANIZATION_SLUG} (${organizationId}) into ${describeTarget(options)} in ${seconds} s`);
  } finally {
    await database.close();
  }
}

await seed();
