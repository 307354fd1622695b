import type { Batch, IntegrationStatus, Submission } from '../../../shared/contract/provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { LISTING_STATUSES, type ListingStatus } from '../../../shared/domain/listing-status';
import type { BadgeTone } from '../../components/ui/badge';
import { businessCountLabel } from '../businesses/business-list-messages';

// Texts of the Directory Submissions screen that depend on numbers and statuses.

export type SubmissionStatus = Submission['status'];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const SUBMISSION_STATUS_TONES: Record<SubmissionStatus, BadgeTone> = {
  pending: 'grey',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

// Live first, refusals last: the order a reader checks a submission in.
const SUMMARY_ORDER: readonly ListingStatus[] = ['published', 'submitted', 'pending', 'error'];
const SUMMARY_WORDS: Record<ListingStatus, string> = {
  published: 'published',
  submitted: 'submitted',
  pending: 'pending',
  error: 'with errors',
};

/** '1 directory' or '12 directories'. */
export function directoryCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'directory' : 'directories'}`;
}

/** How many of the submission's directories stand at each listing status. */
export function submissionStatusCounts(directories: readonly { status: ListingStatus }[]): Record<ListingStatus, number> {
  const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  for (const { status } of directories) counts[status] += 1;
  return counts;
}

/** '12 directories: 8 published, 2 submitted, 2 with errors'; statuses nobody is at are left out. */
export function submissionSummary(directories: readonly { status: ListingStatus }[]): string {
  const counts = submissionStatusCounts(directories);
  const parts = SUMMARY_ORDER.filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${SUMMARY_WORDS[status]}`);
  const total = directoryCountLabel(directories.length);
  return parts.length > 0 ? `${total}: ${parts.join(', ')}` : total;
}

/** The directories that refused first, where a reader looks for what needs fixing; otherwise as given. */
export function refusalsFirst<T extends { status: ListingStatus }>(directories: readonly T[]): T[] {
  return [...directories.filter(({ status }) => status === 'error'), ...directories.filter(({ status }) => status !== 'error')];
}

/** The submit button: 'Submit to 12 directories' for one business, 'Submit 3 businesses to 12 directories' for several. */
export function submitButtonLabel(businesses: number, directories: number): string {
  if (businesses === 0 || directories === 0) return 'Submit';
  const to = `to ${directoryCountLabel(directories)}`;
  return businesses === 1 ? `Submit ${to}` : `Submit ${businessCountLabel(businesses)} ${to}`;
}

/** Under 'Listings published successfully' after one business's submission. */
export function submittedDescription(submission: { businessName: string; directories: readonly { status: ListingStatus }[] }): string {
  const sent = `${submission.businessName} was sent to ${directoryCountLabel(submission.directories.length)}`;
  const refused = submissionStatusCounts(submission.directories).error;
  return refused > 0 ? `${sent}; ${refused} refused it.` : `${sent}.`;
}

/** Under 'Batch submission started'. */
export function batchStartedDescription(batch: Pick<Batch, 'total' | 'directories'>): string {
  return `${businessCountLabel(batch.total)} to ${directoryCountLabel(batch.directories.length)}. Follow the progress below.`;
}

export const SUBMISSION_FEATURE_OFF_MESSAGE =
  'Directory submission is turned off. Contact your administrator to enable listing submissions.';

/** Why nothing can be submitted: the integration is off, or only its submission feature; undefined when it can. */
export function submissionDisabledMessage(status: Pick<IntegrationStatus, 'enabled' | 'features'>): string | undefined {
  if (!status.enabled) return ENHANCEMENT_DISABLED_MESSAGE;
  return status.features.listingSubmission ? undefined : SUBMISSION_FEATURE_OFF_MESSAGE;
}
