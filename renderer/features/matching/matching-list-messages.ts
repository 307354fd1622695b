import { businessCountLabel } from '../businesses/business-list-messages';

/** How many businesses the list shows: '12 businesses', or '3 shown of 12 businesses' once narrowed. */
export function matchingCountLabel(shown: number, total: number): string {
  return shown === total ? businessCountLabel(total) : `${shown} shown of ${businessCountLabel(total)}`;
}

/** The batch action's button, e.g. 'Match selected (3)'. */
export function matchSelectedLabel(count: number): string {
  return count > 0 ? `Match selected (${count})` : 'Match selected';
}
