import { createHash } from 'node:crypto';
import {
  ProviderError,
  type BusinessDataProvider,
  type DirectoryInfo,
  type DirectoryOutcome,
  type ProviderBusiness,
} from '../provider';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';
import { directoryRefusal } from './directory-refusal';
import { decodeSubmissionId, encodeSubmissionId } from './submission-id';

// The built-in provider: a deterministic, stateless simulator of the business-data provider and its
// directory network, so every feature works offline. Directories refuse at once or accept; an accepted
// listing is live by the next status check.

export interface SandboxProviderOptions {
  /**
   * For the parts that date what they answer. Submissions carry no time on purpose: a retry with the
   * same idempotency key, whenever it comes, must get the same submission id.
   */
  clock: () => Date;
}

export function createSandboxProvider(_options: SandboxProviderOptions): BusinessDataProvider {
  return {
    async directories() {
      return [...DIRECTORY_CATALOGUE];
    },

    async submit(business, directoryIds, { idempotencyKey }) {
      const requested = [...new Set(directoryIds)];
      if (requested.length === 0) throw new ProviderError('No directories to submit to', false);
      const outcomes = requested.map((id) => ({ directory: id, error: directoryRefusal(knownDirectory(id), business) }));
      const submissionId = encodeSubmissionId({
        request: digest(JSON.stringify([idempotencyKey, business, requested])),
        businessId: business.id,
        slug: profileSlug(business),
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
      const directories = submission.outcomes.map(({ directory: id, error }): DirectoryOutcome => {
        const directory = findDirectory(id);
        if (!directory) throw new ProviderError('Unknown submission', false);
        if (error) return refused(id, error);
        return {
          directory: id,
          status: 'published',
          platformId: platformId(id, submission.businessId),
          profileUrl: `${new URL(directory.url).origin}/biz/${submission.slug}`,
          errorMessage: null,
        };
      });
      return { submissionId, directories };
    },
  };
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

/** "Joe's Café", "St. Louis" -> "joes-cafe-st-louis": the name and city as profile addresses spell them. */
function profileSlug(business: ProviderBusiness): string {
  const slug = `${business.name} ${business.city}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || business.id;
}

/** The directory's own id for the listing: stable for one business on one directory. */
function platformId(directory: string, businessId: string): string {
  return `${directory}-${digest(`${directory}:${businessId}`).slice(0, 12)}`;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
