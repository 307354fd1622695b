import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ProviderError,
  type BusinessDataProvider,
  type DirectoryInfo,
  type ProviderBusiness,
  type Submission,
} from '../provider';
import { createResilientJsonClient, type ResilientClientOverrides, type ServiceHealth } from '../resilience/resilient-json-client';
import { ServiceCallError } from '../resilience/service-call-error';
import { DIRECTORY_CATALOGUE } from '../sandbox/directory-catalogue';
import { describeFailureErrors, redactSecret, refusalMessage } from './failure-message';
import {
  LISTINGS_BATCH_LIMIT,
  listingRow,
  submissionsAnswerSchema,
  submissionStatusAnswerSchema,
  type SubmissionsAnswer,
} from './listings-protocol';
import { placesMatchAnswerSchema, placesMatchRequest, toProviderMatch } from './places-match';
import { createSubmissionMemory } from './submission-memory';
import { directoryOutcomes } from './submission-outcomes';
import { decodeSubmissionReference, encodeSubmissionReference } from './submission-reference';

// The business-data provider backed by Data Axle: Places Match on the Platform API, listing
// distribution through Local Listings Premium (see listings-protocol.ts for what is documented and
// what is assumed). Data Axle has no public directory catalogue, listing analytics or citation scans.

export interface DataAxleProviderOptions extends ResilientClientOverrides {
  apiKey: string;
  platformUrl?: string;
  listingsUrl?: string;
  /** Data Axle's partner network; there is no public endpoint listing it. */
  catalogue?: readonly DirectoryInfo[];
}

export interface SubmitRequest {
  business: ProviderBusiness;
  directories: readonly string[];
  idempotencyKey: string;
  /** An earlier call with the key, by this process or one before it, may have reached LLP. */
  earlierAttemptMayHaveLanded?: boolean;
}

export interface DataAxleProvider extends BusinessDataProvider {
  /** Submits many businesses, 100 rows a request; answers each in order, a failure as its ProviderError. */
  submitMany(requests: readonly SubmitRequest[]): Promise<(Submission | ProviderError)[]>;
  /** Whether calls are going through, and the latest failure (for the admin status). */
  health(): ServiceHealth;
}

const DATA_AXLE_PLATFORM_URL = 'https://api.data-axle.com';
const DATA_AXLE_LISTINGS_URL = 'https://local-listings-premium.data-axle.com/api/1';

const BACKOFF = { baseMs: 500, maxMs: 30_000 };
const REMEMBERED_SUBMISSIONS = 10_000;

const placesSearchAnswerSchema = z.object({ count: z.number() });

export function createDataAxleProvider(options: DataAxleProviderOptions): DataAxleProvider {
  const { apiKey } = options;
  const platformUrl = withoutTrailingSlash(options.platformUrl ?? DATA_AXLE_PLATFORM_URL);
  const listingsUrl = withoutTrailingSlash(options.listingsUrl ?? DATA_AXLE_LISTINGS_URL);
  const catalogue = options.catalogue ?? DIRECTORY_CATALOGUE;
  const safe = (text: string) => redactSecret(text, apiKey);
  const client = createResilientJsonClient({
    service: 'Data Axle',
    headers: { 'X-AUTH-TOKEN': apiKey },
    fetch: options.fetch ?? fetch,
    clock: options.clock ?? (() => new Date()),
    random: options.random ?? Math.random,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 3,
    breaker: options.breaker ?? { failureThreshold: 5, cooldownMs: 30_000 },
    backoff: options.backoff ?? BACKOFF,
    describeRefusal: (status, body) => safe(refusalMessage(status, body)),
  });
  const memory = createSubmissionMemory(REMEMBERED_SUBMISSIONS);

  /** A request the catalogue cannot serve is refused before anything is sent. */
  function invalidRequest({ directories }: SubmitRequest): ProviderError | null {
    if (directories.length === 0) return new ProviderError('No directories to submit to', false);
    const unknown = directories.find((id) => !catalogue.some((directory) => directory.id === id));
    return unknown ? new ProviderError(`Unknown directory: ${unknown}`, false) : null;
  }

  /**
   * One LLP request. A row goes as an add (A) unless an earlier attempt, in this call or an earlier
   * one with its key, may have landed: then it goes as an update (U), never as a second add.
   */
  async function submitChunk(requests: readonly SubmitRequest[]): Promise<(Submission | ProviderError)[]> {
    try {
      const answer = await client.send(
        {
          method: 'POST',
          url: `${listingsUrl}/submissions`,
          // Sent in case LLP honours it; Data Axle documents no idempotency key.
          idempotencyKey: chunkKey(requests),
          body: (earlierAttemptMayHaveLanded) => ({
            submissions: requests.map(({ business, idempotencyKey }) =>
              listingRow(business, earlierAttemptMayHaveLanded || memory.mayHaveLanded(idempotencyKey) ? 'U' : 'A'),
            ),
          }),
        },
        submissionsAnswerSchema,
      );
      if (answer.submissions.length !== requests.length) throw new ServiceCallError('Data Axle answered for a different number of listings than were sent', false, true);
      return requests.map((request, index) => rowResult(request, answer.submissions[index]!));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (!(error instanceof ServiceCallError) || error.mayHaveLanded) {
        for (const { idempotencyKey } of requests) memory.rememberMayHaveLanded(idempotencyKey);
      }
      return requests.map(() => error);
    }
  }

  function rowResult(request: SubmitRequest, row: SubmissionsAnswer['submissions'][number]): Submission | ProviderError {
    if (row.id === null || row.status === 'failed') {
      const reasons = row.errors ? describeFailureErrors(row.errors) : '';
      return new ProviderError(safe(reasons ? `Data Axle refused the listing: ${reasons}` : 'Data Axle refused the listing'), false);
    }
    const directories = [...request.directories];
    const submission: Submission = {
      submissionId: encodeSubmissionReference({ id: row.id, directories }),
      directories: directoryOutcomes({ status: row.status }, directories, catalogue),
    };
    memory.rememberAnswer(request.idempotencyKey, submission);
    return submission;
  }

  async function submitMany(requests: readonly SubmitRequest[]): Promise<(Submission | ProviderError)[]> {
    const results = new Map<string, Submission | ProviderError>();
    // By key: a key stands for one submission, even when a caller lists it twice.
    const toSend = new Map<string, SubmitRequest>();
    for (const request of requests) {
      const key = request.idempotencyKey;
      if (results.has(key) || toSend.has(key)) continue;
      if (request.earlierAttemptMayHaveLanded) memory.rememberMayHaveLanded(key);
      const ready = memory.answered(key) ?? invalidRequest(request);
      if (ready) results.set(key, ready);
      else toSend.set(key, { ...request, directories: [...new Set(request.directories)] });
    }
    const queue = [...toSend.values()];
    for (let start = 0; start < queue.length; start += LISTINGS_BATCH_LIMIT) {
      const chunk = queue.slice(start, start + LISTINGS_BATCH_LIMIT);
      const chunkResults = await submitChunk(chunk);
      chunk.forEach(({ idempotencyKey }, index) => results.set(idempotencyKey, chunkResults[index]!));
    }
    return requests.map(({ idempotencyKey }) => results.get(idempotencyKey)!);
  }

  return {
    async directories() {
      return [...catalogue];
    },

    submitMany,

    async submit(business, directories, options) {
      const result = (await submitMany([{ business, directories, ...options }]))[0]!;
      if (result instanceof ProviderError) throw result;
      return result;
    },

    async submissionStatus(submissionId) {
      const reference = decodeSubmissionReference(submissionId);
      if (!reference) throw new ProviderError('Unknown submission', false);
      const answer = await client.send(
        {
          method: 'GET',
          url: `${listingsUrl}/submissions/${encodeURIComponent(reference.id)}`,
          refusals: { 404: 'Data Axle does not know this submission' },
        },
        submissionStatusAnswerSchema,
      );
      const directories = directoryOutcomes(answer, reference.directories, catalogue).map((outcome) => ({
        ...outcome,
        errorMessage: outcome.errorMessage === null ? null : safe(outcome.errorMessage),
      }));
      return { submissionId, directories };
    },

    async match(business, { minimumScore }) {
      const answer = await client.send(
        { method: 'POST', url: `${platformUrl}/v2/places/match`, body: () => placesMatchRequest(business, minimumScore) },
        placesMatchAnswerSchema,
      );
      if (!answer.document) return null;
      const match = toProviderMatch(answer.document);
      // Data Axle applies minimum_match_score itself; checked again so a looser answer never passes a weaker match.
      return match.score >= minimumScore ? match : null;
    },

    async analytics() {
      throw new ProviderError('Listing analytics are not available from Data Axle', false);
    },

    async citations() {
      throw new ProviderError('Citation scans are not available from Data Axle', false);
    },

    async checkCredentials() {
      // The cheapest documented read: one search result.
      await client.send({ method: 'GET', url: `${platformUrl}/v1/places/search?limit=1` }, placesSearchAnswerSchema);
      return 'Data Axle accepted the API key';
    },

    health: () => client.health(),
  };
}

/** One row's own key; for many rows a digest of theirs, so the same rows always carry the same key. */
function chunkKey(requests: readonly SubmitRequest[]): string {
  if (requests.length === 1) return requests[0]!.idempotencyKey;
  return createHash('sha256')
    .update(requests.map(({ idempotencyKey }) => idempotencyKey).join('\n'))
    .digest('hex');
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
