import type { Analytics } from '../../shared/contract/provider';
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
  /** 'US', 'CA', or US state codes for regional directories. */
  regions: readonly string[];
  /** A data aggregator feeds other directories instead of showing listings itself. */
  aggregator: boolean;
}

/** The provider's record of a business it found, with its 0-1 score. */
export interface ProviderMatch {
  infogroupId: string;
  /** 0 to 1. */
  score: number;
  /** What matched: 'name', 'address', 'phone', ... */
  rules: readonly string[];
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string | null;
  employeeSize?: number;
  annualRevenue?: number;
  yearEstablished?: number;
  socialMedia?: Record<string, string>;
}

export type AnalyticsPeriod = Analytics['period'];

/** How a business appears on one directory, as a citation scan finds it. */
export interface DirectoryCitation {
  directory: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
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
   * The idempotency key makes a retried call return the first call's submission. A caller sets
   * earlierAttemptMayHaveLanded when a call with this key was made before without a trusted answer,
   * perhaps by a process since stopped, so a provider that cannot look the key up never adds twice.
   */
  submit(
    business: ProviderBusiness,
    directories: readonly string[],
    options: { idempotencyKey: string; earlierAttemptMayHaveLanded?: boolean },
  ): Promise<Submission>;
  submissionStatus(submissionId: string): Promise<Submission>;
  /** The best match at or above `minimumScore`, or null when the provider finds none. */
  match(business: ProviderBusiness, options: { minimumScore: number }): Promise<ProviderMatch | null>;
  /** Listing performance over the period ending `until`; null when the provider has none for it. */
  analytics(business: ProviderBusiness, period: AnalyticsPeriod, until: Date): Promise<Omit<Analytics, 'byDirectory' | 'source' | 'impressions'> & {
    byDirectory: { directory: string; views: number; searches: number; clicks: number; calls: number; directionRequests: number }[];
  } | null>;
  /** How the business is cited across the given directories (the citation engine compares them). */
  citations(business: ProviderBusiness, directories: readonly string[]): Promise<DirectoryCitation[]>;
  /** A real, cheap call that proves the credentials work; throws ProviderError when they do not. */
  checkCredentials(): Promise<string>;
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
