import type { Business } from '../../../shared/contract/businesses';
import type { CitationScan } from '../../../shared/contract/citations';
import type { Batch, Directory, IntegrationStatus } from '../../../shared/contract/provider';
import { servesRegion } from '../../../shared/domain/directory-region';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { businessCountLabel } from '../businesses/business-list-messages';
import { directoryCountLabel } from '../submissions/submission-text';

// Texts of the Citation Scanner screen that depend on numbers and settings.

export const SCAN_FEATURE_OFF_MESSAGE =
  'Citation scanning is turned off. Contact your administrator to enable citation scanning.';

export const SCAN_PRODUCTION_MESSAGE =
  'Citation scans need a citation source: an administrator adds a Yelp, Foursquare or Google Places key, or switches on OpenStreetMap or listing pages, in Admin Settings.';

/** Why nothing can be scanned: no source, the integration is off, or scanning is; undefined when it can. */
export function scanDisabledMessage(status: IntegrationStatus): string | undefined {
  // Real citation sources scan whatever the business-data provider's state.
  if (status.features.citationScanning) return undefined;
  if (!status.enabled) return ENHANCEMENT_DISABLED_MESSAGE;
  return status.environment === 'production' ? SCAN_PRODUCTION_MESSAGE : SCAN_FEATURE_OFF_MESSAGE;
}

/**
 * How many directories a scan of the business checks, as far as the screen can tell: those of the
 * plan that list its category where it is (the server adds any others it is published on).
 */
export function scanDirectoryCount(
  directories: readonly Pick<Directory, 'allowed' | 'categories' | 'regions'>[],
  business: Pick<Business, 'category' | 'state'>,
): number {
  return directories.filter(
    (directory) =>
      directory.allowed &&
      (directory.categories === null || directory.categories.includes(business.category)) &&
      servesRegion(directory, business.state),
  ).length;
}

/** While one business is scanned: 'Scanning 12 directories...', or without a number while it is unknown. */
export function scanningLabel(directories: number | undefined): string {
  return directories ? `Scanning ${directoryCountLabel(directories)}...` : 'Scanning directories...';
}

/** 83 -> '83%'; no directory could be scored -> 'Not scored'. */
export function napScoreLabel(score: number | null): string {
  return score === null ? 'Not scored' : `${score}%`;
}

/** What the scan changed: '2 new, 1 resolved, 0 reopened'. */
export function issueChangesLabel(scan: Pick<CitationScan, 'newIssues' | 'resolvedIssues' | 'reopenedIssues'>): string {
  return `${scan.newIssues} new, ${scan.resolvedIssues} resolved, ${scan.reopenedIssues} reopened`;
}

function openIssuesLabel(count: number): string {
  if (count === 0) return 'no open issues';
  return `${count} open ${count === 1 ? 'issue' : 'issues'}`;
}

/** Under 'Citation scan complete': 'Blue Door Bakery was checked on 12 directories: 3 open issues.' */
export function scannedDescription(scan: Pick<CitationScan, 'businessName' | 'directoriesChecked' | 'openIssues'>): string {
  return `${scan.businessName} was checked on ${directoryCountLabel(scan.directoriesChecked)}: ${openIssuesLabel(scan.openIssues)}.`;
}

/** Under 'Citation scan started'. */
export function scanAllStartedDescription(batch: Pick<Batch, 'total'>): string {
  return `Scanning ${businessCountLabel(batch.total)} in the background. Follow the progress below.`;
}
