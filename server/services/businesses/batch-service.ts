import { ERROR_CODES } from '../../../shared/contract/errors';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { BATCH_MAX_ITEMS, type BatchKind } from '../../../shared/domain/batches';
import type { MatchGrade } from '../../../shared/domain/match-grade';
import type { BatchItemRecord, BatchItemWithBusiness, BatchRecord } from '../../db/records';
import type { BusinessRepository, Repositories } from '../../db/repositories';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { BatchWorker, JobQueue } from '../../jobs/job-queue';
import { BatchHaltedError, runBatch, type ItemOutcome } from '../../jobs/run-batch';
import type { Logger } from '../../logger';
import { ProviderError, type BusinessDataProvider } from '../../providers/provider';
import type { DataAxleFeature } from '../../settings/setting-definitions';
import type { BusinessService } from './business-service';
import { directoriesCount, publishTargets } from '../listings/publish-targets';
import { assertOrganizationActive } from '../organizations/organization-context';
import type { CitationScanService } from '../citations/citation-scan-service';
import { assertFeatureOn } from '../integrations/integration-status';
import { providerCall } from '../integrations/provider-call';
import { NOT_CONNECTED_MESSAGE, type GoogleBusinessService } from '../integrations/google-business-service';
import type { ProviderService } from '../integrations/provider-service';

export interface BatchView {
  batch: BatchRecord;
  items: BatchItemWithBusiness[];
}

/** A batch enriches only confident matches; weaker ones wait for a person to look at them. */
const ACCEPTED_GRADES: readonly MatchGrade[] = ['A', 'B'];

/** The business-data feature each kind needs; Google updates need the organization's Google connection instead. */
const FEATURE_OF: Record<Exclude<BatchKind, 'google_update'>, DataAxleFeature> = {
  match: 'businessMatching',
  submit: 'listingSubmission',
  scan: 'citationScanning',
};

export const NO_BUSINESSES_TO_SCAN_MESSAGE = 'Add a business before scanning';

/** Businesses read per query while gathering all of an organization's. */
const BUSINESS_PAGE = 500;

/** Every business of the organization, a page of ids at a time, however many there are. */
export async function allBusinessIds(businesses: Pick<BusinessRepository, 'batchByOrganization'>, organizationId: string): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const page = await businesses.batchByOrganization(organizationId, ids.at(-1), BUSINESS_PAGE);
    ids.push(...page.map((business) => business.id));
    if (page.length < BUSINESS_PAGE) return ids;
  }
}

const openIssuesCount = (n: number) => `${n} open ${n === 1 ? 'issue' : 'issues'}`;

export function createBatchService(deps: {
  repositories: Repositories;
  provider: BusinessDataProvider;
  queue: Pick<JobQueue, 'enqueue'>;
  integrationStatus: () => Promise<IntegrationStatus>;
}) {
  const { repositories, provider, queue } = deps;

  async function view(batch: BatchRecord): Promise<BatchView> {
    return { batch, items: await repositories.batches.items(batch.id) };
  }

  async function queued(
    organizationId: string,
    actorUserId: string,
    kind: BatchKind,
    businessIds: readonly string[],
    directories: readonly string[],
  ): Promise<BatchView> {
    const batch = await repositories.batches.create({ organizationId, createdByUserId: actorUserId, kind, directories, businessIds });
    await queue.enqueue(batch.id);
    return view(batch);
  }

  return {
    /**
     * Queues a batch after checking what would refuse it at once: the feature, each business being the
     * organization's, and (to submit) each directory for each business, as a single submit would.
     */
    async create(
      context: OrganizationContext,
      actorUserId: string,
      kind: Exclude<BatchKind, 'google_update'>,
      businessIds: readonly string[],
      directories: readonly string[],
    ): Promise<BatchView> {
      const { organization } = context;
      assertOrganizationActive(organization);
      assertFeatureOn(await deps.integrationStatus(), FEATURE_OF[kind]);
      const unique = [...new Set(businessIds)];
      const found = await repositories.businesses.findManyInOrganization(organization.id, unique);
      if (found.length !== unique.length) throw notFound('Business');
      if (kind === 'submit') {
        const catalogue = await providerCall(() => provider.directories());
        for (const business of found) publishTargets(catalogue, business, organization, directories);
      }
      return queued(organization.id, actorUserId, kind, unique, kind === 'submit' ? [...new Set(directories)] : []);
    },

    /**
     * Updates the Google locations of the chosen linked businesses (every linked one when none is chosen), each
     * with every field that differs, in the background.
     */
    async googleUpdates(context: OrganizationContext, actorUserId: string, businessIds: readonly string[] | undefined): Promise<BatchView> {
      const { organization } = context;
      assertOrganizationActive(organization);
      const links = await repositories.googleLocationLinks.list(organization.id);
      const unique = [...new Set(businessIds ?? links.slice(0, BATCH_MAX_ITEMS).map((link) => link.businessId))];
      const found = await repositories.businesses.findManyInOrganization(organization.id, unique);
      if (found.length !== unique.length) throw notFound('Business');
      if (!(await repositories.googleConnections.find(organization.id))) throw new ApiError(409, NOT_CONNECTED_MESSAGE, ERROR_CODES.conflict);
      if (unique.length === 0) throw new ApiError(409, 'Link a business to its Google location first.', ERROR_CODES.conflict);
      const linked = new Set(links.map((link) => link.businessId));
      const unlinked = found.filter((business) => !linked.has(business.id));
      if (unlinked.length > 0) {
        const names = unlinked.slice(0, 3).map((business) => business.name).join(', ');
        throw new ApiError(409, `Link each business to its Google location first: ${names}${unlinked.length > 3 ? ` and ${unlinked.length - 3} more` : ''}.`, ERROR_CODES.conflict);
      }
      return queued(organization.id, actorUserId, 'google_update', unique, []);
    },

    /** Scans every business of the organization, however many, as one batch. */
    async scanAll(context: OrganizationContext, actorUserId: string): Promise<BatchView> {
      const { organization } = context;
      assertOrganizationActive(organization);
      assertFeatureOn(await deps.integrationStatus(), 'citationScanning');
      const businessIds = await allBusinessIds(repositories.businesses, organization.id);
      if (businessIds.length === 0) throw new ApiError(400, NO_BUSINESSES_TO_SCAN_MESSAGE, ERROR_CODES.validation);
      return queued(organization.id, actorUserId, 'scan', businessIds, []);
    },

    async get(context: OrganizationContext, id: string): Promise<BatchView> {
      const batch = await repositories.batches.findInOrganization(context.organization.id, id);
      if (!batch) throw notFound('Batch');
      return view(batch);
    },

    async list(context: OrganizationContext, limit: number): Promise<BatchView[]> {
      return Promise.all((await repositories.batches.latest(context.organization.id, limit)).map(view));
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;

/** Works through a batch's items: each business matched (and enriched when confident), submitted or scanned. */
export function createBatchWorker(deps: {
  repositories: Repositories;
  businesses: Pick<BusinessService, 'submit'>;
  matching: Pick<ProviderService, 'findMatch' | 'applyMatch'>;
  scans: Pick<CitationScanService, 'scan'>;
  google: Pick<GoogleBusinessService, 'updateAll'>;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
  logger: Logger;
}): BatchWorker {
  const { repositories, businesses, matching } = deps;

  async function contextOf(batch: BatchRecord): Promise<OrganizationContext> {
    const organization = await repositories.organizations.findById(batch.organizationId);
    if (!organization) throw notFound('Organization');
    // The creator's role was checked when the batch was made; services only read the organization.
    return { organization, role: 'member' };
  }

  async function matchItem(batch: BatchRecord, item: BatchItemRecord): Promise<string> {
    assertFeatureOn(await deps.integrationStatus(), 'businessMatching');
    const context = await contextOf(batch);
    const business = await repositories.businesses.findInOrganization(batch.organizationId, item.businessId);
    if (!business) throw notFound('Business');
    const match = await matching.findMatch(business);
    if (!match) return 'No match found';
    if (!ACCEPTED_GRADES.includes(match.grade)) return `Grade ${match.grade} match: review it on Business Matching`;
    await matching.applyMatch(context, batch.createdByUserId, business, match);
    return `Grade ${match.grade} match`;
  }

  async function submitItem(batch: BatchRecord, item: BatchItemRecord): Promise<string> {
    const context = await contextOf(batch);
    const { outcomes } = await businesses.submit(context, batch.createdByUserId, item.businessId, batch.directories, batch.id);
    const refused = outcomes.filter((outcome) => outcome.status === 'error').length;
    return `Sent to ${directoriesCount(outcomes.length)}${refused > 0 ? `; ${refused} refused` : ''}`;
  }

  async function scanItem(batch: BatchRecord, item: BatchItemRecord): Promise<string> {
    const context = await contextOf(batch);
    // Nobody started a scheduled rescan; a person started every other batch.
    const trigger = batch.createdByUserId === null ? 'scheduled' : 'batch';
    const scan = await deps.scans.scan(context, batch.createdByUserId, item.businessId, { trigger });
    return `${openIssuesCount(scan.openIssues)} · ${scan.napScore === null ? 'No NAP score yet' : `NAP ${scan.napScore}`}`;
  }

  const workOf: Record<BatchKind, (batch: BatchRecord, item: BatchItemRecord) => Promise<string>> = {
    match: matchItem,
    submit: submitItem,
    scan: scanItem,
    google_update: (batch, item) => deps.google.updateAll(batch.organizationId, item.businessId),
  };

  async function work(item: BatchItemRecord, batch: BatchRecord): Promise<ItemOutcome> {
    try {
      const result = await workOf[batch.kind](batch, item);
      return { status: 'done', result, errorMessage: null };
    } catch (error) {
      // Switched off by an admin meanwhile: no business left can succeed.
      if (error instanceof ApiError && error.code === ERROR_CODES.featureDisabled) throw new BatchHaltedError(error.message);
      // A refusal or a provider failure belongs to this business alone.
      if (error instanceof ApiError || error instanceof ProviderError) {
        return { status: 'error', result: null, errorMessage: error.message };
      }
      throw error;
    }
  }

  return (batchId, signal) =>
    runBatch(batchId, { batches: repositories.batches, work, clock: deps.clock, logger: deps.logger, signal });
}
