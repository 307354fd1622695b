import pg from 'pg';
import { writeMissingListJson } from '../server/services/list-json';
import {
  SCALE_ORGANIZATION_SLUG,
  SCALE_OWNER_EMAIL,
  SMALL_ORGANIZATION_BUSINESSES,
  SMALL_ORGANIZATION_SLUG,
  SMALL_OWNER_EMAIL,
  describeTarget,
  openScaleDatabase,
  scaleOptions,
} from './scale-database';
import { seededRandom } from '../server/providers/sandbox/seeded-random';
import { BASIC_DIRECTORIES, seedOrganization } from './seed-organization';

// Seeds one organization at the scale the lists must stay fast at (10,000 businesses, 100,000 listings,
// 200,000 citation issues), the same shape at 100 businesses, and 1,000 small organizations beside them,
// through the repositories' bulk writes:
//   npx tsx bench/seed-scale.ts [--businesses 10000] [--listings-per-business 10] [--issues-per-business 20]
//                               [--organizations 1000] [--data-dir bench/data]
//   DATABASE_URL=postgres://... npx tsx bench/seed-scale.ts

// Each small organization: a business owner's or a small agency's few locations.
const TENANT_BUSINESSES = 5;
const TENANT_LISTINGS_PER_BUSINESS = 5;
const TENANT_ISSUES_PER_BUSINESS = 4;

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
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    const large = await seedOrganization(
      repositories,
      {
        slug: SCALE_ORGANIZATION_SLUG,
        name: 'Scale Bench Agency',
        ownerEmail: SCALE_OWNER_EMAIL,
        businesses: options.businesses,
        listingsPerBusiness: options.listingsPerBusiness,
        issuesPerBusiness: options.issuesPerBusiness,
      },
      now,
      random,
      (seeded) => console.log(`${seeded.businesses} businesses, ${seeded.listings} listings, ${seeded.issues} citation issues (${elapsed()})`),
    );
    // The same shape at 100 businesses, beside the large one: what flat growth is measured against.
    const small = await seedOrganization(
      repositories,
      {
        slug: SMALL_ORGANIZATION_SLUG,
        name: 'Small Bench Agency',
        ownerEmail: SMALL_OWNER_EMAIL,
        businesses: SMALL_ORGANIZATION_BUSINESSES,
        listingsPerBusiness: options.listingsPerBusiness,
        issuesPerBusiness: options.issuesPerBusiness,
      },
      now,
      random,
    );
    const tenants = { businesses: 0, listings: 0, issues: 0 };
    for (let n = 1; n <= options.organizations; n++) {
      const seeded = await seedOrganization(
        repositories,
        {
          slug: `tenant-${n}`,
          name: `Tenant ${n}`,
          ownerEmail: `tenant-${n}@example.com`,
          businesses: TENANT_BUSINESSES,
          listingsPerBusiness: TENANT_LISTINGS_PER_BUSINESS,
          issuesPerBusiness: TENANT_ISSUES_PER_BUSINESS,
        },
        now,
        random,
      );
      tenants.businesses += seeded.businesses;
      tenants.listings += seeded.listings;
      tenants.issues += seeded.issues;
      if (n % 100 === 0) console.log(`${n} small organizations (${elapsed()})`);
    }
    // As a running server's scheduler does: the list JSON the seed's writes left unwritten.
    console.log(`${await writeMissingListJson(repositories, 5000)} rows' list JSON written (${elapsed()})`);
    if (options.databaseUrl) {
      // As autovacuum leaves a live server's tables: fresh statistics, and visibility maps for index-only scans.
      // Without them PostgreSQL planned the pages from the empty tables' guesses, by bitmap scans.
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query('vacuum analyze').finally(() => client.end());
      console.log(`Vacuumed and analyzed (${elapsed()})`);
    }
    console.log(
      `Seeded into ${describeTarget(options)} in ${elapsed()}: ${SCALE_ORGANIZATION_SLUG} (${large.businesses} businesses, ` +
        `${large.listings} listings, ${large.issues} citation issues), ${SMALL_ORGANIZATION_SLUG} (${small.businesses}, ` +
        `${small.listings}, ${small.issues}), ${options.organizations} small organizations (${tenants.businesses}, ` +
        `${tenants.listings}, ${tenants.issues})`,
    );
  } finally {
    await database.close();
  }
}

await seed();
