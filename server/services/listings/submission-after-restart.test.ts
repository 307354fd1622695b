import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/repositories';
import type { OrganizationContext } from '../organizations/organization-context';
import { createDataAxleProvider } from '../../providers/data-axle/data-axle-provider';
import { organizationWithBusinesses } from '../../testing/batch-fixtures';
import { startDataAxleProtocolServer, type DataAxleProtocolServer } from '../../testing/data-axle-protocol-server';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createActivityService } from '../businesses/activity-service';
import { createBusinessService } from '../businesses/business-service';
import { readIntegrationStatus } from '../integrations/integration-status';

// Data Axle has no idempotency key to look up, so a submission whose call may have landed (it timed
// out after LLP took it) must never go as a second add, even when the process that made the call
// has stopped and a new one, which remembers nothing, publishes the business again.

describe.each(DIALECTS)('a publish retried after a restart on %s', (dialect) => {
  let database: Database;
  let dataAxle: DataAxleProtocolServer;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    dataAxle = await startDataAxleProtocolServer();
  });
  afterAll(async () => {
    await database?.close();
    await dataAxle?.close();
  });

  const clock = () => new Date();
  /** What a freshly started process builds: a new client with an empty memory. */
  const startedProcess = () =>
    createBusinessService({
      repositories: database.repositories,
      // Unlimited here; the per-organization limit has its own test.
      quota: async () => {},
      provider: createDataAxleProvider({
        apiKey: dataAxle.apiKey,
        platformUrl: dataAxle.platformUrl,
        listingsUrl: dataAxle.listingsUrl,
        timeoutMs: 100,
        retries: 0,
        sleep: async () => undefined,
      }),
      activity: createActivityService(database.repositories.activity, clock),
      integrationStatus: () => readIntegrationStatus({ value: async () => undefined }),
      clock,
    });

  it('sends it as an update of the add that may have landed', async () => {
    const { organizationId, ownerId, businessIds } = await organizationWithBusinesses(database.repositories, 1);
    const organization = (await database.repositories.organizations.update(organizationId, { plan: 'business_pro' }))!;
    const context: OrganizationContext = { organization, role: 'owner' };
    const businessId = businessIds[0]!;

    dataAxle.inject({ kind: 'hang', afterHandling: true });
    await expect(startedProcess().submit(context, ownerId, businessId, ['yelp'])).rejects.toMatchObject({ status: 502 });
    const sent = await startedProcess().submit(context, ownerId, businessId, ['yelp']);
    expect(sent.submission.providerSubmissionId).not.toBeNull();

    const rows = dataAxle.submissionRows.filter((row) => row.clientLocationId === businessId);
    expect(rows.map((row) => row.type)).toEqual(['A', 'U']);
  });
});
