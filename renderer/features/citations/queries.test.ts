import { describe, expect, it } from 'vitest';
import { reachedBy } from '../../testing/query-keys';
import { citationKeys } from './queries';

const ISSUE_VIEWS = [citationKeys.issuePages({}), citationKeys.issuePages({ businessId: 'b1' })];
const SUMMARY_VIEWS = [citationKeys.summary(undefined), citationKeys.summary('b1')];
const SCHEDULE = citationKeys.schedule();
const ALL = [...ISSUE_VIEWS, ...SUMMARY_VIEWS, SCHEDULE];

describe('citationKeys', () => {
  it('all covers the issues, every summary and the schedule, so a scan refreshes them together', async () => {
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: citationKeys.all }), ALL)).toEqual(ALL);
  });

  it('issues and summaries each cover their own views only, leaving the schedule', async () => {
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: citationKeys.issues() }), ALL)).toEqual(ISSUE_VIEWS);
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: citationKeys.summaries() }), ALL)).toEqual(SUMMARY_VIEWS);
  });

  it("keeps the organization's summary apart from a business's", () => {
    expect(citationKeys.summary(undefined)).not.toEqual(citationKeys.summary('b1'));
  });
});
