import type { Business } from '../../../shared/contract/businesses';
import type { IntegrationStatus, MatchResult } from '../../../shared/contract/provider';

// The six states of an enhancement card (disabled, available, match found, no match, error, enhanced),
// from what the server says and what the last search on this card found.

export type EnhancementState = 'disabled' | 'available' | 'match-found' | 'no-match' | 'error' | 'enhanced';

/** The outcome of the last 'Find Match' on a card; a match is only held until accepted or skipped. */
export type MatchAttempt =
  | { kind: 'none' }
  | { kind: 'found'; match: MatchResult }
  | { kind: 'no-match' }
  | { kind: 'error' };

export const NO_ATTEMPT: MatchAttempt = { kind: 'none' };

/** Matching needs the integration on and its businessMatching feature on. */
export function matchingEnabled(integration: IntegrationStatus): boolean {
  return integration.enabled && integration.features.businessMatching;
}

/**
 * A stored provider id means enhanced, whatever the integration: the details came in earlier and
 * stay the business's. Otherwise a switched-off integration wins, so the 'not configured' message
 * shows wherever enhancement would be offered.
 */
export function enhancementState(
  integration: IntegrationStatus,
  business: Pick<Business, 'dataAxleInfogroupId'>,
  attempt: MatchAttempt,
): EnhancementState {
  if (business.dataAxleInfogroupId !== null) return 'enhanced';
  if (!matchingEnabled(integration)) return 'disabled';
  switch (attempt.kind) {
    case 'found':
      return 'match-found';
    case 'no-match':
      return 'no-match';
    case 'error':
      return 'error';
    case 'none':
      return 'available';
  }
}
