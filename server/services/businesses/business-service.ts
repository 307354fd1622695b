import { createHash } from 'node:crypto';
import type { ValidBusinessInput } from '../../../shared/contract/business-fields';
import { businessLimitMessage } from '../../../shared/domain/plans';
import type {
  BusinessRecord,
  ListingCountsRecord,
  ListingRecord,
  NewListing,
  SubmissionRecord,
} from '../../db/records';
import type { BusinessListQuery } from '../../db/repositories';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { assertOrganizationActive, type OrganizationContext } from '../organizations/organization-context';
import { providerBusinessOf } from './provider-business';
import { directoriesCount, publishTargets } from '../listings/publish-targets';
import type { DirectoryInfo, DirectoryOutcome, Submission } from '../../providers/provider';
import { assertListingSubmissionOn } from '../integrations/integration-status';
import { nameListings, type NamedListing } from '../listings/listing-service';
import { providerCall, type ProviderWorkDeps } from '../integrations/provider-call';
import { submissionStatusOf } from '../listings/submission-status';

export type BusinessWithCounts = BusinessRecord & { listingCounts: ListingCountsRecord };

const NO_LISTINGS: ListingCountsRecord = { total: 0, published: 0, error: 0, waiting: 0 };

/** The form's fields as stored: a PUT replaces the profile, so an absent optional field is cleared. */
function profileOf(input: ValidBusinessInput) {
  return {
    name: input.name,
    category: input.category,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    phone: input.phone,
    email: input.email ?? null,
    website: input.website ?? null,
    description: input.description ?? null,
    hours: input.hours,
  };
}

/** The same business (as last saved) to the same directories is the same request: a retry never submits twice. */
function idempotencyKeyOf(business: BusinessRecord, directoryIds: readonly string[]): string {
  return createHash('sha256')
    .update([business.id, business.updatedAt.toISOString(), ...[...directoryIds].sort()].join('\n'))
    .digest('hex');
}

/** What one submission of a business did: the record kept under its idempotency key, and the listings now. */
export interface SentSubmission {
  submission: SubmissionRecord;
  listings: ListingRecord[];
  outcomes: DirectoryOutcome[];
}

export function createBusinessService(deps: ProviderWorkDeps) {
  const { repositories, provider, activity, clock } = deps;
  const { businesses, listings, submissions } = repositories;

  async function withCounts(records: BusinessRecord[]): Promise<BusinessWithCounts[]> {
    const counts = records.length > 0 ? await businesses.listingCounts(records.map((record) => record.id)) : new Map();
    return records.map((record) => ({ ...record, listingCounts: counts.get(record.id) ?? NO_LISTINGS }));
  }

  async function own(organizationId: string, id: string): Promise<BusinessRecord> {
    const business = await businesses.findInOrganization(organizationId, id);
    if (!business) throw notFound('Business');
    return business;
  }

  /**
   * Asks the provider for the submission: sends it, or, when the provider already answered for this
   * idempotency key (a retried publish), reads how it stands instead of sending it twice. A record
   * made earlier without an answer means an earlier call (in a process since stopped, say) may have
   * landed, and the provider is told so.
   */
  async function sendOrReread(record: SubmissionRecord, created: boolean, business: BusinessRecord): Promise<Submission> {
    const sentBefore = record.providerSubmissionId;
    await deps.quota(record.organizationId);
    if (sentBefore) return providerCall(() => provider.submissionStatus(sentBefore));
    try {
      return await providerCall(() =>
        provider.submit(providerBusinessOf(business), record.directories, {
          idempotencyKey: record.idempotencyKey,
          earlierAttemptMayHaveLanded: !created,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) await submissions.update(record.id, { status: 'failed', errorMessage: error.message });
      throw error;
    }
  }

  /** Sends one business to its directories (outside any transaction) and records the outcome. */
  async function send(
    context: OrganizationContext,
    actorUserId: string | null,
    business: BusinessRecord,
    targets: readonly DirectoryInfo[],
    batchId: string | null,
  ): Promise<SentSubmission> {
    const organizationId = context.organization.id;
    const directoryIds = targets.map((directory) => directory.id);
    const { submission: record, created } = await submissions.createOrGet({
      organizationId,
      businessId: business.id,
      idempotencyKey: idempotencyKeyOf(business, directoryIds),
      directories: directoryIds,
    });
    const reread = record.providerSubmissionId !== null;
    const submission = await sendOrReread(record, created, business);
    const stored = {
      providerSubmissionId: submission.submissionId,
      status: submissionStatusOf(submission.directories.map((outcome) => outcome.status)),
      errorMessage: null,
    };
    await submissions.update(record.id, stored);
    const existing = new Map((await listings.listByBusiness(organizationId, business.id)).map((listing) => [listing.platform, listing]));
    const now = clock();
    await listings.upsertMany(
      submission.directories.map((outcome): NewListing => {
        const before = existing.get(outcome.directory);
        return {
          organizationId,
          businessId: business.id,
          platform: outcome.directory,
          status: outcome.status,
          errorMessage: outcome.errorMessage,
          // A resubmission does not forget where the listing already lives.
          platformId: outcome.platformId ?? before?.platformId ?? null,
          profileUrl: outcome.profileUrl ?? before?.profileUrl ?? null,
          dataAxleSubmissionId: submission.submissionId,
          dataAxleBatchId: batchId ?? before?.dataAxleBatchId ?? null,
          dataAxleDirectory: outcome.directory,
          publishedAt: before?.publishedAt ?? (outcome.status === 'published' ? now : null),
        };
      }),
    );

    const saved = await submissions.findInOrganization(organizationId, record.id);
    // Submissions go with their business: this one was deleted meanwhile.
    if (!saved) throw notFound('Business');
    const current = { submission: saved, listings: await listings.listByBusiness(organizationId, business.id) };
    // A re-read sent nothing new, so there is nothing new to tell.
    if (reread) return { ...current, outcomes: submission.directories };
    const refused = submission.directories.filter((outcome) => outcome.status === 'error');
    await activity.record({
      organizationId,
      businessId: business.id,
      actorUserId,
      kind: 'listings_published',
      title: 'Listings published',
      description: `${business.name} sent to ${directoriesCount(submission.directories.length)}`,
    });
    if (refused.length > 0) {
      await activity.record({
        organizationId,
        businessId: business.id,
        actorUserId,
        kind: 'listing_error',
        title: `${business.name}: ${directoriesCount(refused.length)} refused the listing`,
        description: refused[0]!.errorMessage ?? 'The directory gave no reason',
      });
    }
    return { ...current, outcomes: submission.directories };
  }

  /**
   * Submits the business to the requested (or every allowed) directory, creating or updating its
   * listings there; a batch names itself on the listings it sends.
   */
  async function submit(
    context: OrganizationContext,
    actorUserId: string | null,
    id: string,
    requested?: readonly string[],
    batchId: string | null = null,
  ): Promise<SentSubmission & { listings: NamedListing[] }> {
    assertOrganizationActive(context.organization);
    const business = await own(context.organization.id, id);
    const catalogue = await providerCall(() => provider.directories());
    const targets = publishTargets(catalogue, business, context.organization, requested);
    assertListingSubmissionOn(await deps.integrationStatus());
    const sent = await send(context, actorUserId, business, targets, batchId);
    return { ...sent, listings: nameListings(sent.listings.map((listing) => ({ ...listing, businessName: business.name })), catalogue) };
  }

  return {
    /** A page of the list as the route sends it: the contract's JSON, listing counts included, written by the database. */
    listWritten(organizationId: string, query: Omit<BusinessListQuery, 'organizationId'>) {
      return businesses.listWritten({ ...query, organizationId });
    },

    async get(organizationId: string, id: string): Promise<BusinessWithCounts> {
      // Read together, one round trip: counts of an id not the organization's are read and dropped.
      const [business, counts] = await Promise.all([own(organizationId, id), businesses.listingCounts([id])]);
      return { ...business, listingCounts: counts.get(id) ?? NO_LISTINGS };
    },

    async create(context: OrganizationContext, actorUserId: string, input: ValidBusinessInput): Promise<BusinessWithCounts> {
      const { organization } = context;
      assertOrganizationActive(organization);
      if ((await businesses.countByOrganization(organization.id)) >= organization.maxBusinesses) {
        throw forbidden(businessLimitMessage(organization.maxBusinesses));
      }
      const business = await businesses.create({ ...profileOf(input), organizationId: organization.id, createdByUserId: actorUserId });
      await activity.record({
        organizationId: organization.id,
        businessId: business.id,
        actorUserId,
        kind: 'business_created',
        title: 'Business created',
        description: `${business.name} was added`,
      });
      return { ...business, listingCounts: NO_LISTINGS };
    },

    async update(context: OrganizationContext, actorUserId: string, id: string, input: ValidBusinessInput): Promise<BusinessWithCounts> {
      const organizationId = context.organization.id;
      assertOrganizationActive(context.organization);
      const business = await businesses.update(organizationId, id, profileOf(input));
      if (!business) throw notFound('Business');
      await activity.record({
        organizationId,
        businessId: business.id,
        actorUserId,
        kind: 'business_updated',
        title: 'Business updated',
        description: `${business.name} was updated`,
      });
      return (await withCounts([business]))[0]!;
    },

    async delete(context: OrganizationContext, actorUserId: string, id: string): Promise<void> {
      const organizationId = context.organization.id;
      assertOrganizationActive(context.organization);
      const business = await own(organizationId, id);
      if (!(await businesses.delete(organizationId, id))) throw notFound('Business');
      // No business id: the entry outlives the business it names.
      await activity.record({
        organizationId,
        actorUserId,
        kind: 'business_deleted',
        title: 'Business deleted',
        description: `${business.name} was deleted`,
      });
    },

    submit,

    /** Creates or updates the business's listings on the requested (or every allowed) directory. */
    async publish(context: OrganizationContext, actorUserId: string, id: string, requested?: readonly string[]): Promise<NamedListing[]> {
      return (await submit(context, actorUserId, id, requested)).listings;
    },

    /** Publishes each business to every allowed directory; all ids must be the organization's, or nothing is sent. */
    async publishMany(context: OrganizationContext, actorUserId: string, ids: readonly string[]) {
      assertOrganizationActive(context.organization);
      const unique = [...new Set(ids)];
      const found = await businesses.findManyInOrganization(context.organization.id, unique);
      if (found.length !== unique.length) throw notFound('Business');
      const catalogue = await providerCall(() => provider.directories());
      // Every business's targets are settled before the first is sent, so a refusal sends nothing.
      const plans = found.map((business) => ({ business, targets: publishTargets(catalogue, business, context.organization, undefined) }));
      assertListingSubmissionOn(await deps.integrationStatus());
      const counts = { businesses: 0, listings: 0, errors: 0 };
      for (const { business, targets } of plans) {
        const { outcomes } = await send(context, actorUserId, business, targets, null);
        counts.businesses += 1;
        counts.listings += outcomes.length;
        counts.errors += outcomes.filter((outcome) => outcome.status === 'error').length;
      }
      return counts;
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
