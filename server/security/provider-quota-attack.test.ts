import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDataProvider } from '../providers/provider';
import { createSandboxProvider } from '../providers/sandbox/sandbox-provider';
import { providerCallsPerHour } from '../services/integrations/provider-quota';
import { registerTestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// One free account calls the business data provider in a loop: the operator's quota and the breaker every
// tenant shares are at stake. Limits are scaled down here (factor) so the loop is short.
const FACTOR = 0.05;
/** A one-business account's allowance, scaled. */
const LIMIT = Math.round(providerCallsPerHour(1) * FACTOR);

describe.each(DIALECTS)('provider calls per organization on %s', (dialect) => {
  let server: TestServer;
  let paidCalls = 0;
  beforeAll(async () => {
    const sandbox = createSandboxProvider({ clock: () => new Date() });
    const provider: BusinessDataProvider = {
      ...sandbox,
      match: (...args) => {
        paidCalls++;
        return sandbox.match(...args);
      },
      citations: (...args) => {
        paidCalls++;
        return sandbox.citations(...args);
      },
    };
    server = await startTestServer(dialect, { provider, rateLimitFactor: FACTOR });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stops one organization's calls at its limit without touching the provider, and leaves other organizations theirs", async () => {
    expect(LIMIT).toBeGreaterThan(1);
    const attacker = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, attacker.token);
    const before = paidCalls;
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT + 3; call++) {
      const answer = await server.request('POST', `/api/data-axle/businesses/${bakery.id}/match`, { token: attacker.token, body: {} });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    expect(paidCalls - before).toBe(LIMIT);

    // A report still answers, without the analytics the spent allowance would have paid for.
    const report = await server.request<{ report: { analytics: unknown; analyticsError: string | null } }>('GET', '/api/reports?period=monthly', {
      token: attacker.token,
    });
    expect(report.status, report.text).toBe(200);
    expect(report.body.report.analytics).toBeNull();
    expect(report.body.report.analyticsError).toContain('calls an hour to outside data services');

    const neighbour = await registerTestAccount(server, { role: 'business' });
    const theirs = await createTestBusiness(server, neighbour.token);
    const served = await server.request('POST', `/api/data-axle/businesses/${theirs.id}/match`, { token: neighbour.token, body: {} });
    expect(served.status).not.toBe(429);
  });
});
