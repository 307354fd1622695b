import { describe, expect, it } from 'vitest';
import { reachedBy } from '../../testing/query-keys';
import { citationKeys } from '../citations/queries';
import { dashboardKeys } from '../dashboard/queries';
import { directoryKeys, integrationKeys } from '../directories/queries';
import { listingKeys } from '../listings/queries';
import { businessKeys, refreshAfterChange } from './queries';

const BUSINESS_VIEWS = [
  businessKeys.list({}),
  businessKeys.list({ status: 'active' }),
  businessKeys.pages({ search: 'bakery' }),
  businessKeys.detail('b1'),
];
const OTHER_VIEWS = [
  listingKeys.list({}),
  listingKeys.pages({}),
  listingKeys.summary(),
  dashboardKeys.metrics(),
  dashboardKeys.recentActivity(5),
  directoryKeys.all,
  integrationKeys.status,
  citationKeys.summary(undefined),
];

describe('businessKeys', () => {
  it('all covers every list, page and profile of businesses, and nothing else', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: businessKeys.all }), [
      ...BUSINESS_VIEWS,
      ...OTHER_VIEWS,
    ]);
    expect(reached).toEqual(BUSINESS_VIEWS);
  });

  it('tells one business from another and one filter from another', () => {
    expect(businessKeys.detail('b1')).not.toEqual(businessKeys.detail('b2'));
    expect(businessKeys.list({ status: 'active' })).not.toEqual(businessKeys.list({}));
    expect(businessKeys.pages({})).not.toEqual(businessKeys.list({}));
  });
});

describe('refreshAfterChange', () => {
  it('refreshes the businesses, their listings, the dashboard and the directories, not the integration status or citations', async () => {
    const reached = await reachedBy(refreshAfterChange, [...BUSINESS_VIEWS, ...OTHER_VIEWS]);
    expect(reached).toEqual([
      ...BUSINESS_VIEWS,
      listingKeys.list({}),
      listingKeys.pages({}),
      listingKeys.summary(),
      dashboardKeys.metrics(),
      dashboardKeys.recentActivity(5),
      directoryKeys.all,
    ]);
  });
});
