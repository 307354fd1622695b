import type { BusinessSort } from '../shared/contract/businesses';
import { METRICS_PERIOD_DAYS } from '../shared/contract/dashboard';
import type { BusinessStatus } from '../shared/domain/business-status';
import { ACTIVITY_DEFAULT_LIMIT } from '../shared/domain/constants';
import type { BusinessCategory } from '../shared/domain/enums';
import { SYNCABLE_LISTING_STATUSES, type ListingStatus } from '../shared/domain/listing-status';
import type { Repositories } from '../server/db/repositories';
import { SCALE_ORGANIZATION_SLUG, describeTarget, openScaleDatabase, scaleOptions } from './scale-database';

// Times each read the business, listing and dashboard screens make, on the organization seed-scale.ts made:
//   npx tsx bench/measure-lists.ts [--data-dir bench/data]
//   DATABASE_URL=postgres://... npx tsx bench/measure-lists.ts

const RUNS = 7;
const PAGE = 25;
/** Where a deep page starts: near the end of the seeded organization's lists. */
const DEEP_BUSINESS_ROW = 9000;
const DEEP_LISTING_ROW = 90_000;
// The batch sizes the services use: exports and import planning, and sync.
const EXPORT_BATCH = 1000;
const SYNC_BATCH = 500;

interface Read {
  name: string;
  /** Returns how many rows it read, to show the read did its work. */
  run: () => Promise<number>;
}

/** The median and the fastest run: on a shared machine the fastest is the read's own cost, least disturbed. */
async function timed(read: Read): Promise<{ median: number; fastest: number; rows: number }> {
  const rows = await read.run(); // warms caches and prepared plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read.run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, fastest: times[0]!, rows };
}

/** Reads every batch after the last one's final id, as exports, import planning and sync do. */
async function walk<T extends { id: string }>(size: number, fetch: (afterId: string | undefined) => Promise<T[]>): Promise<number> {
  let rows = 0;
  for (let afterId: string | undefined; ; ) {
    const batch = await fetch(afterId);
    rows += batch.length;
    if (batch.length < size) return rows;
    afterId = batch.at(-1)!.id;
  }
}

async function readsOf(repositories: Repositories, organizationId: string): Promise<Read[]> {
  const { businesses, listings, dashboard, activity } = repositories;
  const businessList = (query: { sort?: BusinessSort; status?: BusinessStatus; search?: string; category?: BusinessCategory; cursor?: string }) =>
    async () => (await businesses.list({ organizationId, sort: 'updated', limit: PAGE, ...query })).items.length;
  const listingList = (query: { status?: ListingStatus; platform?: string; search?: string; businessId?: string; cursor?: string }) =>
    async () => (await listings.list({ organizationId, limit: PAGE, ...query })).items.length;

  const firstPage = await businesses.list({ organizationId, sort: 'updated', limit: PAGE });
  const pageIds = firstPage.items.map((business) => business.id);
  const deepCursor = async (sort: BusinessSort) =>
    (await businesses.list({ organizationId, sort, limit: DEEP_BUSINESS_ROW })).nextCursor ?? undefined;
  const deepListingCursor = (await listings.list({ organizationId, limit: DEEP_LISTING_ROW })).nextCursor ?? undefined;
  const syncBatch = await listings.batch({ organizationId, statuses: SYNCABLE_LISTING_STATUSES, limit: SYNC_BATCH });
  const now = new Date();

  return [
    ...(['updated', 'created', 'name'] as const).map((sort) => ({ name: `businesses.list sort=${sort}`, run: businessList({ sort }) })),
    ...(['active', 'issues', 'pending'] as const).map((status) => ({ name: `businesses.list status=${status}`, run: businessList({ status }) })),
    { name: 'businesses.list category=restaurant', run: businessList({ category: 'restaurant' }) },
    { name: 'businesses.list search="bakery"', run: businessList({ search: 'bakery' }) },
    { name: 'businesses.list search="555-01"', run: businessList({ search: '555-01' }) },
    ...(await Promise.all(
      (['updated', 'name'] as const).map(async (sort) => ({
        name: `businesses.list sort=${sort} row ${DEEP_BUSINESS_ROW}`,
        run: businessList({ sort, cursor: await deepCursor(sort) }),
      })),
    )),
    { name: `businesses.listingCounts (${PAGE} ids)`, run: async () => (await businesses.listingCounts(pageIds)).size },
    { name: 'listings.list', run: listingList({}) },
    ...(['published', 'error', 'pending'] as const).map((status) => ({ name: `listings.list status=${status}`, run: listingList({ status }) })),
    { name: 'listings.list platform=yelp', run: listingList({ platform: 'yelp' }) },
    { name: 'listings.list search="bakery"', run: listingList({ search: 'bakery' }) },
    { name: 'listings.list businessId', run: listingList({ businessId: pageIds[0] }) },
    { name: `listings.list row ${DEEP_LISTING_ROW}`, run: listingList({ cursor: deepListingCursor }) },
    { name: 'listings.summary', run: async () => Object.keys((await listings.summary(organizationId)).byStatus).length },
    { name: 'listings.countsByPlatform', run: async () => (await listings.countsByPlatform(organizationId)).size },
    {
      name: 'dashboard.figuresAtEach (now and period start)',
      run: async () => {
        const periodStart = new Date(now.getTime() - METRICS_PERIOD_DAYS * 24 * 60 * 60 * 1000);
        const figures = await dashboard.figuresAtEach(organizationId, [now, periodStart]);
        return figures.length;
      },
    },
    { name: 'activity.latest', run: async () => (await activity.latest(organizationId, ACTIVITY_DEFAULT_LIMIT)).length },
    {
      name: `businesses.batchByOrganization walk (${EXPORT_BATCH})`,
      run: () => walk(EXPORT_BATCH, (afterId) => businesses.batchByOrganization(organizationId, afterId, EXPORT_BATCH)),
    },
    {
      name: `listings.batch walk, export (${EXPORT_BATCH})`,
      run: () => walk(EXPORT_BATCH, (afterId) => listings.batch({ organizationId, afterId, limit: EXPORT_BATCH })),
    },
    {
      name: `listings.batch walk, sync (${SYNC_BATCH})`,
      run: () =>
        walk(SYNC_BATCH, (afterId) => listings.batch({ organizationId, statuses: SYNCABLE_LISTING_STATUSES, afterId, limit: SYNC_BATCH })),
    },
    // The one write here, last: a sync batch's changes, different for each listing, as the provider answers them.
    {
      name: `listings.updateMany (${SYNC_BATCH} different changes)`,
      run: async () => {
        const at = new Date();
        await listings.updateMany(
          organizationId,
          syncBatch.map((listing) => ({
            id: listing.id,
            changes: { status: listing.status, profileUrl: `https://directory.example/${listing.id}`, lastSyncAt: at },
          })),
        );
        return syncBatch.length;
      },
    },
  ];
}

async function measure(): Promise<void> {
  const options = scaleOptions();
  const database = await openScaleDatabase(options);
  try {
    const organization = await database.repositories.organizations.findBySlug(SCALE_ORGANIZATION_SLUG);
    if (!organization) throw new Error(`No ${SCALE_ORGANIZATION_SLUG} organization: run bench/seed-scale.ts first.`);
    console.log(`${describeTarget(options)}: ${RUNS} runs after one warm-up`);
    console.log('| read | median ms | fastest ms | rows |\n| --- | ---: | ---: | ---: |');
    for (const read of await readsOf(database.repositories, organization.id)) {
      const { median, fastest, rows } = await timed(read);
      console.log(`| ${read.name} | ${median.toFixed(1)} | ${fastest.toFixed(1)} | ${rows} |`);
    }
  } finally {
    await database.close();
  }
}

await measure();
