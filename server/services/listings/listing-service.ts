import { directoryAllowed, directoryStatus, type DirectoryStatus } from '../../../shared/domain/directories';
import { LISTING_STATUSES, SYNCABLE_LISTING_STATUSES } from '../../../shared/domain/listing-status';
import type { ListingUpdate, ListingWithBusiness } from '../../db/records';
import type { ListingListQuery } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import { ProviderError, type DirectoryInfo, type Submission } from '../../providers/provider';
import { assertListingSubmissionOn } from '../integrations/integration-status';
import { providerCall, type ProviderWorkDeps } from '../integrations/provider-call';
import { directoryCatalogue, namesJsonOf, type DirectoryCatalogue } from './directory-names';
import { formatCsv } from '../infrastructure/csv';
import { BATCH_SIZE, inBatches } from '../infrastructure/in-batches';
import { LISTING_CSV_HEADER, listingCsvRecord } from './listing-csv';

/** A listing as screens show it: with its business's name and its directory's. */
export type NamedListing = ListingWithBusiness & { directoryName: string };

export interface DirectoryCounts {
  published: number;
  waiting: number;
  error: number;
}

/** One directory of the network as the organization stands on it. */
export interface DirectoryStanding {
  directory: DirectoryInfo;
  allowed: boolean;
  status: DirectoryStatus;
  counts: DirectoryCounts;
}

export interface SyncResult {
  checked: number;
  published: number;
  errors: number;
  lastSyncAt: Date;
}

const SYNC_BATCH_SIZE = 500;
const NO_LISTINGS: DirectoryCounts = { published: 0, waiting: 0, error: 0 };

/** A directory no longer in the catalogue still shows, under its id. */
export function nameListings(listings: readonly ListingWithBusiness[], catalogue: readonly DirectoryInfo[]): NamedListing[] {
  const names = new Map(catalogue.map((directory) => [directory.id, directory.name]));
  return listings.map((listing) => ({ ...listing, directoryName: names.get(listing.platform) ?? listing.platform }));
}

export function createListingService(deps: ProviderWorkDeps) {
  const { repositories, provider, activity, clock } = deps;
  const { listings, businesses } = repositories;
  const catalogueRead = directoryCatalogue(provider, clock);

  /** A business id from the request must be the organization's; another tenant's reads as absent. */
  async function assertOwnBusiness(organizationId: string, businessId: string | undefined): Promise<void> {
    if (businessId && !(await businesses.findInOrganization(organizationId, businessId))) throw notFound('Business');
  }

  /** Asks about each submission once per sync; a failure is remembered too, so it is not asked again. */
  function submissionStatuses(organizationId: string) {
    const known = new Map<string, Submission | ProviderError>();
    return async (submissionId: string): Promise<Submission | ProviderError> => {
      let answer = known.get(submissionId);
      if (!answer) {
        await deps.quota(organizationId);
        answer = await provider.submissionStatus(submissionId).catch((error: unknown) => {
          if (error instanceof ProviderError) return error;
          throw error;
        });
        known.set(submissionId, answer);
      }
      return answer;
    };
  }

  return {
    /** The directories the listings are named from. */
    directoryCatalogue: catalogueRead,

    /**
     * A page of the list as the route sends it: the contract's JSON, written by the database and named
     * from the catalogue read given (the one a cached answer is kept under), else a fresh one.
     */
    async listWritten(organizationId: string, query: Omit<ListingListQuery, 'organizationId'>, catalogue?: DirectoryCatalogue) {
      await assertOwnBusiness(organizationId, query.businessId);
      const read = await (catalogue ?? catalogueRead());
      await providerCall(async () => {
        if (read.directories instanceof ProviderError) throw read.directories;
      });
      return listings.listWritten({ ...query, organizationId }, namesJsonOf(read));
    },

    async summary(organizationId: string) {
      const { byStatus, lastSyncAt } = await listings.summary(organizationId);
      const total = LISTING_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
      return { total, byStatus, lastSyncAt };
    },

    /** The organization's listings as CSV, or one of its businesses' (404 for a business it does not have). */
    async exportCsv(organizationId: string, businessId?: string): Promise<string> {
      await assertOwnBusiness(organizationId, businessId);
      const records = [LISTING_CSV_HEADER];
      const all = inBatches((afterId) => listings.batch({ organizationId, businessId, afterId, limit: BATCH_SIZE }));
      for await (const listing of all) records.push(listingCsvRecord(listing));
      return formatCsv(records);
    },

    /** Records how submitted and live listings stand at the provider, a batch at a time. */
    async sync(context: OrganizationContext, actorUserId: string, businessId?: string): Promise<SyncResult> {
      const organizationId = context.organization.id;
      await assertOwnBusiness(organizationId, businessId);
      assertListingSubmissionOn(await deps.integrationStatus());
      const statusOf = submissionStatuses(organizationId);
      const now = clock();
      const result: SyncResult = { checked: 0, published: 0, errors: 0, lastSyncAt: now };
      const failures: ProviderError[] = [];

      for (let afterId: string | undefined; ; ) {
        const batch = await listings.batch({
          organizationId,
          businessId,
          statuses: SYNCABLE_LISTING_STATUSES,
          afterId,
          limit: SYNC_BATCH_SIZE,
        });
        const updates: { id: string; changes: ListingUpdate }[] = [];
        for (const listing of batch) {
          if (!listing.dataAxleSubmissionId) continue;
          const submission = await statusOf(listing.dataAxleSubmissionId);
          if (submission instanceof ProviderError) {
            // Kept as it was: the next sync asks again.
            failures.push(submission);
            continue;
          }
          const outcome = submission.directories.find(
            (candidate) => candidate.directory === (listing.dataAxleDirectory ?? listing.platform),
          );
          if (!outcome) continue;
          const { status } = outcome;
          updates.push({
            id: listing.id,
            changes: {
              status,
              profileUrl: outcome.profileUrl ?? listing.profileUrl,
              platformId: outcome.platformId ?? listing.platformId,
              errorMessage: outcome.errorMessage,
              lastSyncAt: now,
              publishedAt: listing.publishedAt ?? (status === 'published' ? now : null),
            },
          });
          result.checked += 1;
          if (status === 'published') result.published += 1;
          if (status === 'error') result.errors += 1;
        }
        if (updates.length > 0) await listings.updateMany(organizationId, updates);
        if (batch.length < SYNC_BATCH_SIZE) break;
        afterId = batch.at(-1)!.id;
      }

      // Nothing could be asked at all: the provider is down, which the caller should hear.
      if (result.checked === 0 && failures.length > 0) throw new ApiError(502, failures[0]!.message);
      const listingsChecked = `${result.checked} ${result.checked === 1 ? 'listing' : 'listings'}`;
      const unchecked = failures.length > 0 ? `; ${failures.length} could not be checked: ${failures[0]!.message}` : '';
      await activity.record({
        organizationId,
        businessId: businessId ?? null,
        actorUserId,
        kind: 'listings_synced',
        title: 'Listings synced',
        description: `Checked ${listingsChecked}: ${result.published} live, ${result.errors} refused${unchecked}`,
      });
      return result;
    },

    /** The directory network with the plan's allowance and the organization's listings on each. */
    async directories(context: OrganizationContext): Promise<{ directories: DirectoryStanding[]; lastSyncAt: Date | null }> {
      const organizationId = context.organization.id;
      const [catalogue, counts, summary] = await Promise.all([
        providerCall(() => provider.directories()),
        listings.countsByPlatform(organizationId),
        listings.summary(organizationId),
      ]);
      return {
        directories: catalogue.map((directory) => {
          const directoryCounts = counts.get(directory.id) ?? NO_LISTINGS;
          return {
            directory,
            allowed: directoryAllowed(directory, context.organization),
            status: directoryStatus(directoryCounts),
            counts: directoryCounts,
          };
        }),
        lastSyncAt: summary.lastSyncAt,
      };
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
