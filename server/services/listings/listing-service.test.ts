import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import { createSandboxProvider } from '../../providers/sandbox/sandbox-provider';
import { newBusiness, organizationMaker } from '../../testing/repository-fixtures';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createActivityService } from '../businesses/activity-service';
import { parseCsv } from '../infrastructure/csv';
import { createListingService, type ListingService } from './listing-service';

describe.each(DIALECTS)('listing service on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let service: ListingService;

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

  const newOrganization = organizationMaker(() => repos, 'lister');

  it('exports listings, all or one business’s, and refuses a business of another organization', async () => {
    const { context } = await newOrganization();
    const other = await newOrganization();
    const organizationId = context.organization.id;
    const [cafe, gym] = await repos.businesses.createMany([
      newBusiness(organizationId, 1, { name: 'Cafe' }),
      newBusiness(organizationId, 2, { name: 'Gym' }),
    ]);
    const [foreign] = await repos.businesses.createMany([newBusiness(other.context.organization.id, 1)]);
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
