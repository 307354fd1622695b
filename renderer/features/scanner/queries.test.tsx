// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/dom';
import { mutationHarness } from '../../testing/mutation-harness';
import { invalidatedKeys, reachedBy } from '../../testing/query-keys';
import { businessKeys } from '../businesses/queries';
import { citationKeys } from '../citations/queries';
import { dashboardKeys } from '../dashboard/queries';
import { listingMarkKeys, scanKeys, useScanBusiness } from './queries';

describe('scanKeys and listingMarkKeys', () => {
  it("each all covers every business's entries, and only its own", async () => {
    const scans = [scanKeys.latest('b1'), scanKeys.latest('b2')];
    const marks = [listingMarkKeys.ofBusiness('b1'), listingMarkKeys.ofBusiness('b2')];
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: scanKeys.all }), [...scans, ...marks])).toEqual(scans);
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: listingMarkKeys.all }), [...scans, ...marks])).toEqual(marks);
  });
});

describe('useScanBusiness', () => {
  const harness = mutationHarness();

  it("keeps the answer as the business's latest scan and refreshes the citations and the dashboard, not the businesses", async () => {
    const scan = { id: 'scan-1', businessId: 'b1' };
    harness.fetchMock.mockResolvedValue(jsonResponse(200, { scan }));
    const citationViews = [citationKeys.issuePages({}), citationKeys.summary('b1'), citationKeys.schedule()];
    const dashboardViews = [dashboardKeys.metrics(), dashboardKeys.recentActivity()];
    const keys = [...citationViews, ...dashboardViews, businessKeys.detail('b1')];

    const queryClient = await harness.mutate(useScanBusiness, 'b1', keys);

    expect(queryClient.getQueryData(scanKeys.latest('b1'))).toEqual(scan);
    expect(invalidatedKeys(queryClient, keys)).toEqual([...citationViews, ...dashboardViews]);
  });
});
