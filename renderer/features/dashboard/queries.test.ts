import { describe, expect, it } from 'vitest';
import { reachedBy } from '../../testing/query-keys';
import { dashboardKeys } from './queries';

describe('dashboardKeys', () => {
  const metrics = dashboardKeys.metrics();
  const activity = [dashboardKeys.recentActivity(), dashboardKeys.recentActivity(5), dashboardKeys.recentActivity(20)];

  it('all covers the metrics and every recent-activity list', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: dashboardKeys.all }), [metrics, ...activity]);
    expect(reached).toEqual([metrics, ...activity]);
  });

  it('activity covers each recent-activity list, whatever its length, and not the metrics', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: dashboardKeys.activity() }), [metrics, ...activity]);
    expect(reached).toEqual(activity);
  });

  it('keeps lists of different lengths apart', () => {
    expect(dashboardKeys.recentActivity(5)).not.toEqual(dashboardKeys.recentActivity(20));
    expect(dashboardKeys.recentActivity()).not.toEqual(dashboardKeys.recentActivity(5));
  });
});
