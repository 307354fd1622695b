import { describe, expect, it } from 'vitest';
import type { DirectoryScanStatus } from '../../../shared/domain/citation-scans';
import { scanResultGroups } from './scan-result-groups';
import { sampleDirectoryResult } from '../../testing/scanner-fixtures';

const result = (platformName: string, status: DirectoryScanStatus) =>
  sampleDirectoryResult({ platform: platformName.toLowerCase(), platformName, status });

describe('scanResultGroups', () => {
  it('puts what needs work first, each group by directory name, and folds the groups with nothing to fix', () => {
    const groups = scanResultGroups([
      result('Yelp', 'consistent'),
      result('Foursquare', 'not_listed'),
      result('MapQuest', 'inconsistent'),
      result('Bing Places', 'missing'),
      result('Apple Maps', 'consistent'),
      result('Citysearch', 'inconsistent'),
    ]);
    expect(groups.map(({ status, heading, openByDefault, results }) => [status, heading, openByDefault, results.map((r) => r.platformName)])).toEqual([
      ['inconsistent', 'Inconsistent (2)', true, ['Citysearch', 'MapQuest']],
      ['missing', 'Missing (1)', true, ['Bing Places']],
      ['consistent', 'Consistent (2)', false, ['Apple Maps', 'Yelp']],
      ['not_listed', 'Not listed (1)', false, ['Foursquare']],
    ]);
  });

  it('leaves out the statuses no directory has', () => {
    expect(scanResultGroups([result('Yelp', 'consistent')]).map(({ status }) => status)).toEqual(['consistent']);
    expect(scanResultGroups([])).toEqual([]);
  });
});
