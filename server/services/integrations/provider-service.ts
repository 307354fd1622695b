import { ERROR_CODES } from '../../../shared/contract/errors';
import type { Analytics, IntegrationStatus } from '../../../shared/contract/provider';
import type { ListingStatus } from '../../../shared/domain/listing-status';
import type { MatchGrade } from '../../../shared/domain/match-grade';
import { gradeForScore, MINIMUM_MATCH_SCORE } from '../../../shared/domain/match-thresholds';
import type { BusinessRecord, EnrichmentData, SubmissionRecord } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { AnalyticsPeriod, BusinessDataProvider, ProviderMatch } from '../../providers/provider';
import type { ActivityService } from '../businesses/activity-service';
import type { BusinessService, BusinessWithCounts } from '../businesses/business-service';
import { providerBusinessOf } from '../businesses/provider-business';
import { assertOrganizationActive } from '../organizations/organization-context';
import { assertFeatureOn } from './integration-status';
import { providerCall } from './provider-call';
import { submissionStatusOf, type SubmissionStatus } from '../listings/submission-status';
import type { GoogleAnalyticsReader } from './google-analytics-service';
import type { ProviderQuota } from './provider-quota';

/** The inline alert, word for word, when the provider finds nothing. */
export const NO_MATCH_MESSAGE = 'No match found in our business database. The business information may be too unique or incomplete.';
export const MATCH_TAKEN_MESSAGE =
  'This record of our business database is already linked to another of your business profiles, so it cannot be linked to this one too.';
export const NO_ANALYTICS_MESSAGE = 'No analytics yet for this business';

/** A provider match with the score as stored (two decimals) and the grade people see. */
export interface GradedMatch {
  match: ProviderMatch;
  score: number;
  grade: MatchGrade;
  enrichment: EnrichmentData;
}

/** One directory of a submission as it stands now. */
export interface SubmissionDirectory {
  directory: string;
  directoryName: string;
  status: ListingStatus;
  profileUrl: string | null;
  errorMessage: string | null;
}

export interface SubmissionView {
  record: SubmissionRecord;
  businessName: string;
  status: SubmissionStatus;
  directories: SubmissionDirectory[];
}

export function gradeMatch(match: ProviderMatch): GradedMatch {
  // Stored with two decimals, so the grade is taken from the score as stored and shown.
  const score = Math.round(match.score * 100) / 100;
  return {
    match,
    score,
    grade: gradeForScore(score),
    enrichment: {
      employeeSize: match.employeeSize,
      annualRevenue: match.annualRevenue,
      yearEstablished: match.yearEstablished,
      socialMedia: match.socialMedia,
    },
  };
}

export function createProviderService(deps: {
  repositories: Repositories;
  provider: BusinessDataProvider;
  /** Spends one of the organization's paid provider calls. */
  quota: ProviderQuota;
  businesses: Pick<BusinessService, 'get' | 'submit'>;
  activity: Pick<ActivityService, 'record'>;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
  /** Google's figures of a business linked to its Google location (null otherwise), in every environment. */
  googleAnalytics?: GoogleAnalyticsReader;
}) {
  const { repositories, provider, businesses, activity, clock } = deps;

  async function own(organizationId: string, id: string): Promise<BusinessRecord> {
    const business = await repositories.businesses.findInOrganization(organizationId, id);
    if (!business) throw notFound('Business');
    return business;
  }

  async function featureOn(feature: keyof IntegrationStatus['features']): Promise<void> {
    assertFeatureOn(await deps.integrationStatus(), feature);
  }

  async function findMatch(business: BusinessRecord): Promise<GradedMatch | null> {
    await deps.quota(business.organizationId);
    const match = await providerCall(() => provider.match(providerBusinessOf(business), { minimumScore: MINIMUM_MATCH_SCORE }));
    return match ? gradeMatch(match) : null;
  }

  /** Links the business to the provider's record and stores what the provider knows about it. */
  async function applyMatch(
    context: OrganizationContext,
    actorUserId: string | null,
    business: BusinessRecord,
    { match, score, grade, enrichment }: GradedMatch,
  ): Promise<BusinessWithCounts> {
    const organizationId = context.organization.id;
    assertOrganizationActive(context.organization);
    const now = clock();
    try {
      const updated = await repositories.businesses.update(organizationId, business.id, {
        dataAxleInfogroupId: match.infogroupId,
        dataAxleMatchGrade: grade,
        dataAxleConfidenceScore: score,
        dataAxleLastSynced: now,
        dataAxleEnrichmentData: enrichment,
        enrichedAt: business.enrichedAt ?? now,
      });
      if (!updated) throw notFound('Business');
    } catch (error) {
      // One provider record, one profile of an organization.
      if (error instanceof UniqueViolationError) throw new ApiError(409, MATCH_TAKEN_MESSAGE, ERROR_CODES.conflict);
      throw error;
    }
    await activity.record({
      organizationId,
      businessId: business.id,
      actorUserId,
      kind: 'business_enriched',
      title: 'Business enriched',
      description: `${business.name}: Grade ${grade} match`,
    });
    return businesses.get(organizationId, business.id);
  }

  /** Each submission with its business's name and how its directories stand now. */
  async function describeSubmissions(organizationId: string, records: readonly SubmissionRecord[]): Promise<SubmissionView[]> {
    if (records.length === 0) return [];
    const businessIds = [...new Set(records.map((record) => record.businessId))];
    const [catalogue, named, listingsByBusiness] = await Promise.all([
      providerCall(() => provider.directories()),
      repositories.businesses.findManyInOrganization(organizationId, businessIds),
      Promise.all(businessIds.map(async (id) => [id, await repositories.listings.listByBusiness(organizationId, id)] as const)),
    ]);
    const directoryNames = new Map(catalogue.map((directory) => [directory.id, directory.name]));
    const businessNames = new Map(named.map((business) => [business.id, business.name]));
    const listingsOf = new Map(listingsByBusiness);

    return records.map((record) => {
      const listings = listingsOf.get(record.businessId) ?? [];
      const directories = record.directories.map((directory): SubmissionDirectory => {
        const directoryName = directoryNames.get(directory) ?? directory;
        // Not answered by the provider yet (or refused as a whole): its listings, if any, are older news.
        if (!record.providerSubmissionId) {
          const status = record.status === 'failed' ? 'error' : 'pending';
          return { directory, directoryName, status, profileUrl: null, errorMessage: record.errorMessage };
        }
        const listing = listings.find((candidate) => candidate.platform === directory);
        return {
          directory,
          directoryName,
          status: listing?.status ?? 'pending',
          profileUrl: listing?.profileUrl ?? null,
          errorMessage: listing?.errorMessage ?? null,
        };
      });
      return {
        record,
        businessName: businessNames.get(record.businessId) ?? '',
        status: record.providerSubmissionId ? submissionStatusOf(directories.map((entry) => entry.status)) : record.status,
        directories,
      };
    });
  }

  return {
    findMatch,
    applyMatch,

    /** The provider's best match for the business, or null. */
    async match(context: OrganizationContext, businessId: string): Promise<GradedMatch | null> {
      await featureOn('businessMatching');
      return findMatch(await own(context.organization.id, businessId));
    },

    /** Accepts the provider's current match and stores its data; skipping stores nothing. */
    async enrich(context: OrganizationContext, actorUserId: string, businessId: string, acceptMatch: boolean): Promise<BusinessWithCounts> {
      await featureOn('businessMatching');
      const business = await own(context.organization.id, businessId);
      if (!acceptMatch) return businesses.get(context.organization.id, business.id);
      const match = await findMatch(business);
      if (!match) throw new ApiError(422, NO_MATCH_MESSAGE, ERROR_CODES.notFound);
      return applyMatch(context, actorUserId, business, match);
    },

    /** Submits the business to the chosen directories through the rules (plan, feature, category) of publishing. */
    async submit(context: OrganizationContext, actorUserId: string, businessId: string, directories: readonly string[]) {
      const sent = await businesses.submit(context, actorUserId, businessId, directories);
      const [submission] = await describeSubmissions(context.organization.id, [sent.submission]);
      return { submission: submission!, listings: sent.listings };
    },

    async submissions(context: OrganizationContext, query: { businessId?: string; limit: number }): Promise<SubmissionView[]> {
      const organizationId = context.organization.id;
      if (query.businessId) await own(organizationId, query.businessId);
      return describeSubmissions(organizationId, await repositories.submissions.latest(organizationId, query));
    },

    async submission(context: OrganizationContext, id: string): Promise<SubmissionView> {
      const organizationId = context.organization.id;
      const record = await repositories.submissions.findInOrganization(organizationId, id);
      if (!record) throw notFound('Submission');
      return (await describeSubmissions(organizationId, [record]))[0]!;
    },

    /** How the business's listings performed over the period ending now, per directory by name. */
    async analytics(context: OrganizationContext, businessId: string, period: AnalyticsPeriod): Promise<Analytics> {
      const business = await own(context.organization.id, businessId);
      const fromGoogle = await providerCall(async () => (await deps.googleAnalytics?.(business.organizationId, business.id, period, clock())) ?? null);
      if (fromGoogle) {
        const { impressions, ...figures } = fromGoogle;
        return { ...figures, byDirectory: figures.byDirectory.map((entry) => ({ ...entry, directoryName: 'Google' })), source: 'google', impressions };
      }
      await featureOn('analytics');
      await deps.quota(business.organizationId);
      const [figures, catalogue] = await Promise.all([
        providerCall(() => provider.analytics(providerBusinessOf(business), period, clock())),
        providerCall(() => provider.directories()),
      ]);
      if (!figures) throw new ApiError(404, NO_ANALYTICS_MESSAGE, ERROR_CODES.notFound);
      const names = new Map(catalogue.map((directory) => [directory.id, directory.name]));
      const { environment } = await deps.integrationStatus();
      return {
        ...figures,
        byDirectory: figures.byDirectory.map((entry) => ({ ...entry, directoryName: names.get(entry.directory) ?? entry.directory })),
        // In the sandbox the provider is its simulator, whose analytics are made up.
        source: environment === 'sandbox' ? 'simulated' : 'provider',
        impressions: null,
      };
    },
  };
}

export type ProviderService = ReturnType<typeof createProviderService>;
