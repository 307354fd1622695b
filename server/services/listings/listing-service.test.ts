import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewBusiness } from '../../db/records';
import type { Database, Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import { createSandboxProvider } from '../../providers/sandbox/sandbox-provider';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createActivityService } from '../businesses/activity-service';
import { parseCsv } from '../infrastructure/csv';
import { createListingService, type ListingService } from './listing-service';

describe.each(DIALECTS)('listing service on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let service: ListingService;
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    const clock = () => new Date();
    service = createListingService({
      repositories: repos,
      provider: createSandboxProvider({ clock }),
      // An export reads stored listings only: it asks the provider nothing.
      quota: () => Promise.reject(new Error('an export spent a provider call')),
      activity: createActivityService(repos.activity, clock),
      integrationStatus: () => Promise.reject(new Error('an export read the integration status')),
      clock,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function newOrganization(): Promise<{ context: { organization: { id: string } } }> {
    const n = ++counter;
    const owner = await repos.users.create({ email: `lister${n}@example.com`, username: `lister${n}`, name: 'Pat Owner' });
    const organization = await repos.organizations.createWithOwner({ name: 'Acme', slug: `listings-${n}`, ownerId: owner.id, maxBusinesses: 100 });
    return { context: { organization } };
  }

  const business = (organizationId: string, n: number, overrides: Partial<NewBusiness> = {}): NewBusiness => ({
    organizationId,
    name: `Shop ${n}`,
    category: 'retail',
    address: `${n} Main St`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0100',
    ...overrides,
  });

  it('exports listings, all or one business’s, and refuses a business of another organization', async () => {
    const { context } = await newOrganization();
    const other = await newOrganization();
    const organizationId = context.organization.id;
    const [cafe, gym] = await repos.businesses.createMany([
      business(organizationId, 1, { name: 'Cafe' }),
      business(organizationId, 2, { name: 'Gym' }),
    ]);
    const [foreign] = await repos.businesses.createMany([business(other.context.organization.id, 1)]);
    const syncedAt = new Date('2024-05-06T07:08:09.000Z');
    await repos.listings.upsertMany([
      { organizationId, businessId: cafe!.id, platform: 'yelp', status: 'published', profileUrl: 'https://yelp.example/cafe', lastSyncAt: syncedAt },
      { organizationId, businessId: cafe!.id, platform: 'bing', status: 'error', errorMessage: '=rejected' },
      { organizationId, businessId: gym!.id, platform: 'yelp', status: 'pending' },
    ]);

    const all = parseCsv(await service.exportCsv(organizationId));
    expect(all[0]).toEqual(['Business', 'Directory ID', 'Status', 'Profile URL', 'Last Sync', 'Error Message']);
    expect(all.slice(1).sort()).toEqual(
      [
        ['Cafe', 'yelp', 'published', 'https://yelp.example/cafe', syncedAt.toISOString(), ''],
        ['Cafe', 'bing', 'error', '', '', "'=rejected"],
        ['Gym', 'yelp', 'pending', '', '', ''],
      ].sort(),
    );
    expect(parseCsv(await service.exportCsv(organizationId, gym!.id)).slice(1)).toEqual([['Gym', 'yelp', 'pending', '', '', '']]);
    await expect(service.exportCsv(organizationId, foreign!.id)).rejects.toThrow(ApiError);
    await expect(service.exportCsv(organizationId, foreign!.id)).rejects.toMatchObject({ status: 404, message: 'Business not found' });
  });
});
