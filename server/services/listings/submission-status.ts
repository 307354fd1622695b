import type { Submission } from '../../../shared/contract/provider';
import type { ListingStatus } from '../../../shared/domain/listing-status';

export type SubmissionStatus = Submission['status'];

/**
 * How a submission stands from its directories: processing while any is still waiting, failed when
 * every one refused, else completed; pending before the provider has answered for any.
 */
export function submissionStatusOf(directoryStatuses: readonly ListingStatus[]): SubmissionStatus {
  if (directoryStatuses.length === 0) return 'pending';
  if (directoryStatuses.some((status) => status === 'pending' || status === 'submitted')) return 'processing';
  return directoryStatuses.every((status) => status === 'error') ? 'failed' : 'completed';
}
