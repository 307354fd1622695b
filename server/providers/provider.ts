import type { BusinessCategory } from '../../shared/domain/enums';
import type { BusinessHours } from '../../shared/domain/business-hours';
import type { DirectoryTier } from '../../shared/domain/directories';

// The business-data provider as services see it. Two implementations: the Data Axle HTTP client
// and the sandbox simulator; services never know which one they talk to.

/** What the provider is told about a business. */
export interface ProviderBusiness {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string | null;
  website: string | null;
  category: BusinessCategory;
  description: string | null;
  hours: BusinessHours;
}

/** Profile parts a directory refuses a listing without; street_address refuses P.O. Boxes. */
export type DirectoryRequirement = 'website' | 'email' | 'description' | 'hours' | 'street_address';

export interface DirectoryInfo {
  /** Stable id, stored as a listing's platform. */
  id: string;
  name: string;
  logo: string | null;
  tier: DirectoryTier;
  /** Categories it lists; null for all. */
  categories: readonly BusinessCategory[] | null;
  requires: readonly DirectoryRequirement[];
  /** Its home page, where profile addresses live. */
  url: string;
}

export type DirectoryOutcomeStatus = 'submitted' | 'published' | 'error';

/** How one directory stands for one submission. */
export interface DirectoryOutcome {
  directory: string;
  status: DirectoryOutcomeStatus;
  platformId: string | null;
  profileUrl: string | null;
  errorMessage: string | null;
}

export interface Submission {
  submissionId: string;
  directories: DirectoryOutcome[];
}

export interface BusinessDataProvider {
  /** The directory network, in display order. */
  directories(): Promise<DirectoryInfo[]>;
  /**
   * Sends the business to the directories. Submissions are asynchronous: a directory answers
   * submitted (or refuses at once with error); a later submissionStatus tells when it is live.
   * The idempotency key makes a retried call return the first call's submission.
   */
  submit(business: ProviderBusiness, directories: readonly string[], options: { idempotencyKey: string }): Promise<Submission>;
  submissionStatus(submissionId: string): Promise<Submission>;
}

/** The provider failed (network, timeout, its own error); the message is safe to show. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
