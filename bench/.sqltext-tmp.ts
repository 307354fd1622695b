import { openScaleDatabase, scaleOptions } from './scale-database';
const database = await openScaleDatabase(scaleOptions([]));
const r = database.repositories;
const org = (await r.organizations.findBySlug('scale-bench'))!;
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await fn();
  const s = performance.now();
  for (let i = 0; i < 200; i++) await fn();
  console.log(label, ((performance.now() - s) / 200).toFixed(3), 'ms');
};
const page = await r.citationIssues.list({ organizationId: org.id, status: 'open', limit: 50 });
await time('issue page', () => r.citationIssues.list({ organizationId: org.id, status: 'open', limit: 50 }));
const ids = page.items.map((i) => i.businessId);
await time('latestResults', () => r.citationScans.latestResults(org.id, ids));
await time('listings page', () => r.listings.list({ organizationId: org.id, limit: 25 }));
await time('business page', () => r.businesses.listWithCounts({ organizationId: org.id, sort: 'updated', limit: 25 }));
await database.close();
