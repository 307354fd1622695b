import { MAX_SCAN_INTERVAL_DAYS } from '../../shared/domain/citation-scans';
import { organizationNapScore } from '../../shared/domain/nap-score';

// The NAP score as it stood at past moments, from the scans' history: the citation summary's weekly
// trend and the report's series are both drawn this way.

export interface ScoredScan {
  businessId: string;
  scannedAt: Date;
  napScore: number | null;
  directoriesScored: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organization's score from the given scans, one per business (each its latest). */
export function napScoreOf(scans: Iterable<ScoredScan>): number | null {
  return organizationNapScore([...scans].map((scan) => ({ score: scan.napScore, listings: scan.directoriesScored })));
}

/**
 * The score at each moment (ascending): that of each business's latest scan before it. `history` is
 * oldest first, from napHistorySince(a time no later than the first moment) on.
 */
export function napScoresAt(history: readonly ScoredScan[], moments: readonly Date[]): (number | null)[] {
  const latestByBusiness = new Map<string, ScoredScan>();
  let next = 0;
  return moments.map((moment) => {
    for (; next < history.length && history[next]!.scannedAt < moment; next++) {
      latestByBusiness.set(history[next]!.businessId, history[next]!);
    }
    return napScoreOf(latestByBusiness.values());
  });
}

/** Where the history starts: a business last scanned up to the longest scan interval before `first` still counts at it. */
export function napHistorySince(first: Date): Date {
  return new Date(first.getTime() - MAX_SCAN_INTERVAL_DAYS * DAY_MS);
}
