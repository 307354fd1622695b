import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../shared/contract/provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { sampleBusiness, sampleDirectory, sampleIntegrationStatus } from '../../testing/fixtures';
import {
  issueChangesLabel,
  napScoreLabel,
  SCAN_FEATURE_OFF_MESSAGE,
  SCAN_PRODUCTION_MESSAGE,
  scanAllStartedDescription,
  scanDirectoryCount,
  scanDisabledMessage,
  scannedDescription,
  scanningLabel,
} from './scan-text';

const features = (citationScanning: boolean) => ({ ...sampleIntegrationStatus().features, citationScanning });

describe('scanDisabledMessage', () => {
  it.each<[string, Parameters<typeof scanDisabledMessage>[0], string | undefined]>([
    ['scanning on', sampleIntegrationStatus(), undefined],
    ['integration off', sampleIntegrationStatus({ enabled: false, features: features(false) }), ENHANCEMENT_DISABLED_MESSAGE],
    ['scanning switched off', sampleIntegrationStatus({ features: features(false) }), SCAN_FEATURE_OFF_MESSAGE],
    [
      'production, where the provider has no scanning',
      sampleIntegrationStatus({ environment: 'production', features: features(false) }),
      SCAN_PRODUCTION_MESSAGE,
    ],
  ])('%s', (_, status, expected) => {
    expect(scanDisabledMessage(status)).toBe(expected);
  });
});

describe('scanDirectoryCount', () => {
  const directories: Directory[] = [
    sampleDirectory({ id: 'yelp' }),
    sampleDirectory({ id: 'opentable', categories: ['restaurant'] }),
    sampleDirectory({ id: 'healthgrades', categories: ['healthcare'] }),
    sampleDirectory({ id: 'mapquest', allowed: false }),
    sampleDirectory({ id: 'nyc-local', regions: ['NY'] }),
    sampleDirectory({ id: 'yellowpages-ca', regions: ['CA'] }),
  ];

  it.each<[string, Parameters<typeof scanDirectoryCount>[1], number]>([
    ['a restaurant in Illinois: every category, its own, not out of plan or region', sampleBusiness(), 2],
    ['a restaurant in New York also gets the New York directory', sampleBusiness({ state: 'NY' }), 3],
    ['a clinic in Illinois', sampleBusiness({ category: 'healthcare' }), 2],
  ])('%s', (_, business, expected) => {
    expect(scanDirectoryCount(directories, business)).toBe(expected);
  });
});

describe('texts', () => {
  it.each<[number | undefined, string]>([
    [12, 'Scanning 12 directories...'],
    [1, 'Scanning 1 directory...'],
    [0, 'Scanning directories...'],
    [undefined, 'Scanning directories...'],
  ])('scanningLabel(%s)', (count, expected) => {
    expect(scanningLabel(count)).toBe(expected);
  });

  it.each<[number | null, string]>([
    [83, '83%'],
    [0, '0%'],
    [null, 'Not scored'],
  ])('napScoreLabel(%s)', (score, expected) => {
    expect(napScoreLabel(score)).toBe(expected);
  });

  it('counts what a scan changed', () => {
    expect(issueChangesLabel({ newIssues: 2, resolvedIssues: 1, reopenedIssues: 0 })).toBe('2 new, 1 resolved, 0 reopened');
  });

  it.each<[number, number, string]>([
    [12, 3, 'Blue Door Bakery was checked on 12 directories: 3 open issues.'],
    [1, 1, 'Blue Door Bakery was checked on 1 directory: 1 open issue.'],
    [4, 0, 'Blue Door Bakery was checked on 4 directories: no open issues.'],
  ])('scannedDescription: %i directories, %i open', (directoriesChecked, openIssues, expected) => {
    expect(scannedDescription({ businessName: 'Blue Door Bakery', directoriesChecked, openIssues })).toBe(expected);
  });

  it('describes a started scan of every business', () => {
    expect(scanAllStartedDescription({ total: 3 })).toBe('Scanning 3 businesses in the background. Follow the progress below.');
    expect(scanAllStartedDescription({ total: 1 })).toBe('Scanning 1 business in the background. Follow the progress below.');
  });
});
