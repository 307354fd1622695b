// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/dom';
import { mutationHarness } from '../../testing/mutation-harness';
import { invalidatedKeys, reachedBy } from '../../testing/query-keys';
import { businessKeys } from '../businesses/queries';
import { citationKeys } from '../citations/queries';
import { dashboardKeys } from '../dashboard/queries';
import { listingKeys } from './queries';
import { useSyncListings } from './use-sync-all-listings';

const LISTING_VIEWS = [listingKeys.list({}), listingKeys.list({ status: 'error' }), listingKeys.pages({}), listingKeys.summary()];
const DASHBOARD_VIEWS = [dashboardKeys.metrics(), dashboardKeys.recentActivity(), dashboardKeys.recentActivity(5)];

describe('listingKeys', () => {
  it('all covers every listing list, page and the summary, not the businesses', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: listingKeys.all }), [
      ...LISTING_VIEWS,
      businessKeys.list({}),
    ]);
    expect(reached).toEqual(LISTING_VIEWS);
  });
});

describe('useSyncListings', () => {
  const harness = mutationHarness();

  it('refreshes the listing lists, the dashboard and the businesses once the sync is done, and leaves citations', async () => {
    harness.fetchMock.mockResolvedValue(jsonResponse(200, { checked: 2, published: 1, errors: 0 }));
    const otherViews = [citationKeys.summary(undefined)];
    const keys = [...LISTING_VIEWS, ...DASHBOARD_VIEWS, businessKeys.detail('b1'), ...otherViews];

    const queryClient = await harness.mutate(useSyncListings, undefined, keys);

    expect(harness.fetchMock).toHaveBeenCalledTimes(1);
    expect(invalidatedKeys(queryClient, keys)).toEqual([...LISTING_VIEWS, ...DASHBOARD_VIEWS, businessKeys.detail('b1')]);
  });
});
