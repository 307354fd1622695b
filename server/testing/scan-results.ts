import type { DirectoryScanResult } from '../../shared/contract/citations';
import type { NewCitationScan } from '../db/records';

/** A scan's result for one directory: consistent, seen by no source, values kept, unless overridden. */
export const scanResult = (platform: string, overrides: Partial<DirectoryScanResult> = {}): DirectoryScanResult => ({
  platform,
  platformName: platform,
  status: 'consistent',
  profileUrl: null,
  found: null,
  findings: [],
  source: null,
  listingId: null,
  duplicates: [],
  valuesKept: true,
  ...overrides,
});

/** A manual scan of the business at `scannedAt` that changed no issue and left one open, unless overridden. */
export const newScan = (organizationId: string, businessId: string, scannedAt: Date, overrides: Partial<NewCitationScan> = {}): NewCitationScan => ({
  organizationId,
  businessId,
  trigger: 'manual',
  scannedAt,
  directoriesChecked: 4,
  directoriesScored: 4,
  citationsFound: 3,
  napScore: 80,
  newIssues: 0,
  resolvedIssues: 0,
  reopenedIssues: 0,
  regressions: 0,
  openIssues: 1,
  results: null,
  ...overrides,
});
