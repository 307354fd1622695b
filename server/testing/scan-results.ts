import type { DirectoryScanResult } from '../../shared/contract/citations';

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
