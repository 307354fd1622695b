import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../shared/contract/provider';
import { directoryAllowed } from '../../shared/domain/directories';
import { seededRandom } from '../providers/sandbox/seeded-random';
import { DIRECTORY_CATALOGUE } from '../providers/sandbox/directory-catalogue';
import { fixedSettingsKey } from '../settings/settings-key';
import { makeAdmin, registerTestAccount, type TestAccount } from '../testing/accounts';
import { startDataAxleProtocolServer, type DataAxleProtocolServer, type InjectedFault } from '../testing/data-axle-protocol-server';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// A 200-business submit batch against Data Axle's protocol while 30 % of calls fail: hanging past the
// client's timeout (some after the submission landed), 429 with Retry-After, 5xx (some after it
// landed). The batch completes, every business reaches Data Axle as exactly one add (a retry after a
// call that may have landed goes as an update), and every retry waited first.

// Enough for every fault to strike many times; the faults wait in real time (Retry-After, timeouts), so more
// only makes the suite slower on a busy machine.
const BUSINESSES = 200;
const TIMEOUT_MS = 60;
const BACKOFF = { baseMs: 2, maxMs: 20 };

const FAULTS: readonly InjectedFault[] = [
  { kind: 'hang' },
  { kind: 'hang', afterHandling: true },
  { kind: 'status', status: 429, retryAfter: '1' },
  { kind: 'status', status: 500 },
  { kind: 'status', status: 503, afterHandling: true },
];

describe.each(DIALECTS)('a submit batch while Data Axle fails 30 %% of calls, on %s', (dialect) => {
  let dataAxle: DataAxleProtocolServer;
  let server: TestServer;
  let owner: TestAccount;
  const waits: number[] = [];

  beforeAll(async () => {
    dataAxle = await startDataAxleProtocolServer();
    const random = seededRandom(`client ${dialect}`);
    server = await startTestServer(dialect, {
      settingsKey: fixedSettingsKey(randomBytes(32)),
      dataAxle: {
        platformUrl: dataAxle.platformUrl,
        listingsUrl: dataAxle.listingsUrl,
        timeoutMs: TIMEOUT_MS,
        // Enough that one business failing every attempt is out of reach (0.3^9).
        retries: 8,
        backoff: BACKOFF,
        // The circuit opens on a run of failures and lets a trial through after the next backoff.
        breaker: { failureThreshold: 5, cooldownMs: 0 },
        random: random.next,
        sleep: (ms) => {
          waits.push(ms);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      },
    });
    owner = await registerTestAccount(server, { prefix: 'faults' });
    await makeAdmin(server, owner);
    const configured = await server.request('PUT', '/api/admin/settings/data-axle/config', {
      token: owner.token,
      body: { enabled: true, environment: 'production', apiKey: dataAxle.apiKey, features: { listingSubmission: true } },
    });
    expect(configured.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await dataAxle?.close();
  });

  it('submits every business exactly once and completes the batch', { timeout: 50_000 }, async () => {
    const { repositories } = server.database;
    const organization = (await repositories.organizations.update(owner.organizationId, { maxBusinesses: BUSINESSES }))!;
    const businesses = await repositories.businesses.createMany(
      Array.from({ length: BUSINESSES }, (_, i) => ({
        organizationId: owner.organizationId,
        name: `Faulty Diner ${i + 1}`,
        address: `${i + 1} Main St`,
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        phone: `(217) 555-${String(i).padStart(4, '0')}`,
        category: 'restaurant',
      })),
    );
    const directories = DIRECTORY_CATALOGUE.filter(
      (directory) => directory.categories === null && directoryAllowed(directory, organization),
    )
      .slice(0, 2)
      .map((directory) => directory.id);
    expect(directories).toHaveLength(2);

    dataAxle.failAtRandom({ rate: 0.3, faults: FAULTS, random: seededRandom(`server ${dialect}`).next });
    const created = await server.request<{ batch: Batch }>('POST', '/api/data-axle/businesses/batch-submit', {
      token: owner.token,
      body: { businessIds: businesses.map((business) => business.id), directories },
    });
    expect(created.status).toBe(202);

    // The batch runs in the background; its state is read until it is finished.
    let batch = created.body.batch;
    while (batch.status === 'queued' || batch.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      batch = (await server.request<{ batch: Batch }>('GET', `/api/data-axle/batches/${batch.id}`, { token: owner.token })).body.batch;
    }
    expect(batch).toMatchObject({ status: 'completed', total: BUSINESSES, succeeded: BUSINESSES, failed: 0 });
    expect(batch.items.filter((item) => item.status !== 'done')).toEqual([]);

    // What Data Axle received: one add at most per business, and every business listed.
    const accepted = dataAxle.submissionRows.filter((row) => row.submissionId !== null);
    const adds = new Map<unknown, number>();
    for (const row of accepted) if (row.type === 'A') adds.set(row.clientLocationId, (adds.get(row.clientLocationId) ?? 0) + 1);
    expect([...adds].filter(([, count]) => count > 1)).toEqual([]);
    expect(new Set(accepted.map((row) => row.clientLocationId))).toEqual(new Set(businesses.map((business) => business.id)));
    // The faults did happen, of every kind, including calls that landed although they failed.
    const faulted = dataAxle.requests.filter((request) => request.fault !== null);
    expect(faulted.length).toBeGreaterThan(BUSINESSES * 0.2);
    expect(new Set(faulted.map((request) => `${request.fault} ${request.handled}`))).toEqual(
      new Set(['hang false', 'hang true', 'status false', 'status true']),
    );
    expect(accepted.filter((row) => row.type === 'U').length).toBeGreaterThan(0);

    // Every failed call that was retried waited first, within the backoff's bounds.
    const retried = dataAxle.requests.length - BUSINESSES;
    expect(retried).toBeGreaterThan(0);
    expect(waits.length).toBe(retried);
    expect(waits.every((ms) => ms >= BACKOFF.baseMs / 2 && ms <= BACKOFF.maxMs)).toBe(true);
    // A 429's Retry-After of a second is honoured up to the backoff's cap.
    expect(waits).toContain(BACKOFF.maxMs);

    // And in our records: each business one submission, its listings on both directories.
    for (const business of businesses.slice(0, 50)) {
      const listings = await repositories.listings.listByBusiness(owner.organizationId, business.id);
      expect(listings.map((listing) => listing.platform).sort()).toEqual([...directories].sort());
      expect(new Set(listings.map((listing) => listing.dataAxleSubmissionId)).size).toBe(1);
    }
  });
});
