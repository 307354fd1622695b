import {
  ProviderError,
  type BusinessDataProvider,
  type DirectoryInfo,
  type DirectoryOutcome,
} from '../provider';
import { simulateAnalytics } from './analytics-simulation';
import { businessSeed, profileSlug, profileUrl } from './business-identity';
import { simulateCitations } from './citation-simulation';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';
import { directoryRefusal } from './directory-refusal';
import { simulateMatch } from './match-simulation';
import { digest } from './seeded-random';
import { decodeSubmissionId, encodeSubmissionId } from './submission-id';
import { reviewOf } from './submission-review';

// The built-in provider: a deterministic, stateless simulator of the business-data provider and its
// directory network, so every feature works offline. Every answer about a business is seeded by the
// business itself; only submissions and citation scans (which drift week by week) depend on time,
// through the injected clock.

export const SANDBOX_CREDENTIALS_MESSAGE = 'Sandbox: no credentials needed';

const MINUTE_MS = 60_000;

export interface SandboxProviderOptions {
  /**
   * Dates submissions and answers their status. A submission id carries its submit time rounded
   * down to the minute (the sandbox keeps no state), so a retry with the same idempotency key and
   * input gets the same id within that minute and a new submission after it. Also sets the week
   * whose citations a scan finds.
   */
  clock: () => Date;
}

export function createSandboxProvider({ clock }: SandboxProviderOptions): BusinessDataProvider {
  return {
    async directories() {
      return [...DIRECTORY_CATALOGUE];
    },

    async submit(business, directoryIds, { idempotencyKey }) {
      const requested = [...new Set(directoryIds)];
      if (requested.length === 0) throw new ProviderError('No directories to submit to', false);
      const outcomes = requested.map((id) => ({ directory: id, error: directoryRefusal(knownDirectory(id), business) }));
      const submittedAt = Math.floor(clock().getTime() / MINUTE_MS) * MINUTE_MS;
      const submissionId = encodeSubmissionId({
        request: digest(JSON.stringify([idempotencyKey, business, requested])),
        businessId: business.id,
        slug: profileSlug(business),
        submittedAt,
        profile: digest(`${business.id}:${businessSeed(business)}:${business.phone}`),
        outcomes,
      });
      return {
        submissionId,
        directories: outcomes.map(({ directory, error }) => (error ? refused(directory, error) : submitted(directory))),
      };
    },

    async submissionStatus(submissionId) {
      const submission = decodeSubmissionId(submissionId);
      if (!submission) throw new ProviderError('Unknown submission', false);
      const now = clock().getTime();
      const directories = submission.outcomes.map(({ directory: id, error }): DirectoryOutcome => {
        const directory = findDirectory(id);
        if (!directory) throw new ProviderError('Unknown submission', false);
        if (error) return refused(id, error);
        const review = reviewOf(directory, submission.profile ?? submission.businessId);
        if (now < decidedAt(submission.submittedAt ?? 0, review.minutes)) return submitted(id);
        if (review.refusal) return refused(id, review.refusal);
        return {
          directory: id,
          status: 'published',
          platformId: platformId(id, submission.businessId),
          profileUrl: profileUrl(directory, submission.slug),
          errorMessage: null,
        };
      });
      return { submissionId, directories };
    },

    async match(business, { minimumScore }) {
      return simulateMatch(business, minimumScore);
    },

    async analytics(business, period, until) {
      return simulateAnalytics(business, DIRECTORY_CATALOGUE, period, until);
    },

    async citations(business, directoryIds) {
      return simulateCitations(business, [...new Set(directoryIds)].map(knownDirectory), clock());
    },

    async checkCredentials() {
      return SANDBOX_CREDENTIALS_MESSAGE;
    },
  };
}

/**
 * A review counts from the end of the minute the id records, so it never ends sooner than it takes
 * however late in that minute the listing was sent; no review means live at once.
 */
function decidedAt(submittedAt: number, reviewMinutes: number): number {
  return reviewMinutes === 0 ? submittedAt : submittedAt + (1 + reviewMinutes) * MINUTE_MS;
}

function knownDirectory(id: string): DirectoryInfo {
  const directory = findDirectory(id);
  if (!directory) throw new ProviderError(`Unknown directory: ${id}`, false);
  return directory;
}

function submitted(directory: string): DirectoryOutcome {
  return { directory, status: 'submitted', platformId: null, profileUrl: null, errorMessage: null };
}

function refused(directory: string, errorMessage: string): DirectoryOutcome {
  return { directory, status: 'error', platformId: null, profileUrl: null, errorMessage };
}

/** The directory's own id for the listing: stable for one business on one directory. */
function platformId(directory: string, businessId: string): string {
  return `${directory}-${digest(`${directory}:${businessId}`).slice(0, 12)}`;
}
