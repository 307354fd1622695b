import type { DirectoryScanResult } from '../../../shared/contract/citations';
import { DIRECTORY_SCAN_STATUS_LABELS, type DirectoryScanStatus } from '../../../shared/domain/citation-scans';
import type { BadgeTone } from '../../components/ui/badge';

// A scan's directories grouped by how they came out, what needs work first.

const GROUP_ORDER: readonly DirectoryScanStatus[] = ['inconsistent', 'missing', 'consistent', 'not_listed'];

// Nothing to fix in these, so they start folded.
const FOLDED: ReadonlySet<DirectoryScanStatus> = new Set(['consistent', 'not_listed']);

export const DIRECTORY_SCAN_STATUS_TONES: Record<DirectoryScanStatus, BadgeTone> = {
  inconsistent: 'amber',
  missing: 'red',
  consistent: 'green',
  not_listed: 'grey',
};

export interface ScanResultGroup {
  status: DirectoryScanStatus;
  /** 'Inconsistent (3)'. */
  heading: string;
  results: DirectoryScanResult[];
  openByDefault: boolean;
}

/** Inconsistent, Missing, Consistent, Not listed, each by directory name; empty groups are left out. */
export function scanResultGroups(results: readonly DirectoryScanResult[]): ScanResultGroup[] {
  return GROUP_ORDER.map((status) => {
    const inGroup = results
      .filter((result) => result.status === status)
      .sort((a, b) => a.platformName.localeCompare(b.platformName));
    return {
      status,
      heading: `${DIRECTORY_SCAN_STATUS_LABELS[status]} (${inGroup.length})`,
      results: inGroup,
      openByDefault: !FOLDED.has(status),
    };
  }).filter((group) => group.results.length > 0);
}
