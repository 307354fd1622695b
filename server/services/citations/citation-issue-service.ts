import { CITATION_ISSUE_TYPES, type CitationIssueType } from '../../../shared/domain/citation-issues';
import type { CitationSourceId } from '../../../shared/domain/citation-sources';
import { NAP_TREND_WEEKS } from '../../../shared/domain/citation-scans';
import { napHistorySince, napScoreOf, napScoresAt, type ScoredScan } from '../../citations/nap-history';
import type { BusinessRecord, CitationIssueWithBusiness } from '../../db/records';
import type { SeenBy } from '../../db/seen-by';
import type { CitationIssueListQuery, Repositories } from '../../db/repositories';
import { notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { BusinessDataProvider } from '../../providers/provider';
import type { ActivityService } from '../businesses/activity-service';
import { citationIssuesCount, issueOnDirectory } from './citation-notices';
import { directoryCatalogue, directoryNames, namesJsonOf, type DirectoryCatalogue } from '../listings/directory-names';
import type { CitationScanView } from './citation-scan-service';

export type NamedCitationIssue = CitationIssueWithBusiness & {
  platformName: string;
  /** The source that saw the directory's listing in the business's latest scan; null when none did. */
  source: CitationSourceId | null;
  /** False when that source's terms let us keep only its ids, so the issue's actual value was not kept. */
  valueKept: boolean;
};

/** Where the issue's directory was seen in the business's latest scan; with no entry, no source and its values kept. */
export function issueSourceOf(
  issue: Pick<CitationIssueWithBusiness, 'platform'>,
  seenBy: SeenBy | undefined,
): Pick<NamedCitationIssue, 'source' | 'valueKept'> {
  const seen = seenBy && Object.hasOwn(seenBy, issue.platform) ? seenBy[issue.platform] : undefined;
  return { source: seen?.source ?? null, valueKept: seen?.valuesKept ?? true };
}

export interface NapTrendPoint {
  weekStart: Date;
  score: number | null;
}

export interface CitationSummaryView {
  napScore: number | null;
  businessesScanned: number;
  simulatedBusinesses: number;
  openIssues: number;
  regressions: number;
  byType: { issueType: CitationIssueType; count: number }[];
  lastScanAt: Date | null;
  trend: NapTrendPoint[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week the moment falls in. */
export function weekStartOf(at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - daysSinceMonday * DAY_MS);
}

/**
 * The last NAP_TREND_WEEKS weeks up to the one `now` is in, oldest first: each week's score is that of
 * each business's latest scan before the week's end. `history` is oldest first.
 */
export function napTrend(history: readonly ScoredScan[], now: Date): NapTrendPoint[] {
  const firstWeek = firstTrendWeek(now).getTime();
  const weekStarts = Array.from({ length: NAP_TREND_WEEKS }, (_, week) => firstWeek + week * WEEK_MS);
  const scores = napScoresAt(history, weekStarts.map((weekStart) => new Date(weekStart + WEEK_MS)));
  return weekStarts.map((weekStart, week) => ({ weekStart: new Date(weekStart), score: scores[week]! }));
}

/** Monday of the trend's first week. */
function firstTrendWeek(now: Date): Date {
  return new Date(weekStartOf(now).getTime() - (NAP_TREND_WEEKS - 1) * WEEK_MS);
}

export function createCitationIssueService(deps: {
  repositories: Repositories;
  provider: BusinessDataProvider;
  activity: Pick<ActivityService, 'record'>;
  clock: () => Date;
}) {
  const { repositories, provider, activity, clock } = deps;
  const issues = repositories.citationIssues;
  const catalogueRead = directoryCatalogue(provider, clock);

  async function ownBusiness(organizationId: string, businessId: string): Promise<BusinessRecord> {
    const business = await repositories.businesses.findInOrganization(organizationId, businessId);
    if (!business) throw notFound('Business');
    return business;
  }

  /** Named from the catalogue, with where the business's latest scan saw each issue's listing (one read for them all). */
  async function named(
    organizationId: string,
    found: readonly CitationIssueWithBusiness[],
    names: ReadonlyMap<string, string>,
  ): Promise<NamedCitationIssue[]> {
    const seenBy =
      found.length > 0
        ? await repositories.citationScans.latestSeenBy(organizationId, found.map((issue) => issue.businessId))
        : new Map<string, SeenBy>();
    return found.map((issue) => ({
      ...issue,
      platformName: names.get(issue.platform) ?? issue.platform,
      ...issueSourceOf(issue, seenBy.get(issue.businessId)),
    }));
  }

  return {
    /** The directories the issues are named from. */
    directoryCatalogue: catalogueRead,

    /**
     * A page of the list as the route sends it: the contract's JSON, written by the database and named
     * from the catalogue read given (the one a cached answer is kept under), else a fresh one.
     */
    async listWritten(context: OrganizationContext, query: Omit<CitationIssueListQuery, 'organizationId'>, catalogue?: DirectoryCatalogue) {
      const organizationId = context.organization.id;
      if (query.businessId) await ownBusiness(organizationId, query.businessId);
      const read = await (catalogue ?? catalogueRead());
      return issues.listWritten({ ...query, organizationId }, namesJsonOf(read));
    },

    /** Marks the issue resolved by hand; a later scan confirms the fix or reopens it. */
    async resolve(context: OrganizationContext, actorUserId: string, id: string): Promise<NamedCitationIssue> {
      const organizationId = context.organization.id;
      const issue = await issues.findInOrganization(organizationId, id);
      if (!issue) throw notFound('Citation issue');
      const resolved = await issues.resolve(organizationId, id, clock());
      if (!resolved) throw notFound('Citation issue');
      const view = (await named(organizationId, [{ ...resolved, businessName: issue.businessName }], await directoryNames(provider)))[0]!;
      if (!issue.resolved) {
        await activity.record({
          organizationId,
          businessId: issue.businessId,
          actorUserId,
          kind: 'citation_resolved',
          title: 'Citation issue resolved',
          description: `${issueOnDirectory(view)} for ${issue.businessName}`,
        });
      }
      return view;
    },

    /** Resolves those of the ids that are the organization's and open; one activity entry for them all. */
    async resolveMany(context: OrganizationContext, actorUserId: string, ids: readonly string[]): Promise<number> {
      const organizationId = context.organization.id;
      const resolved = await issues.resolveMany(organizationId, [...new Set(ids)], clock());
      if (resolved > 0) {
        await activity.record({
          organizationId,
          actorUserId,
          kind: 'citation_resolved',
          title: `${citationIssuesCount(resolved)} resolved`,
          description: 'Marked resolved; the next scan confirms each fix',
        });
      }
      return resolved;
    },

    async latestScan(context: OrganizationContext, businessId: string): Promise<CitationScanView | null> {
      const organizationId = context.organization.id;
      const business = await ownBusiness(organizationId, businessId);
      const scan = await repositories.citationScans.latest(organizationId, business.id);
      return scan ? { ...scan, businessName: business.name } : null;
    },

    /** The NAP score from each business's latest scan, its weekly trend, and the open issues; one business's when given. */
    async summary(context: OrganizationContext, query: { businessId?: string }): Promise<CitationSummaryView> {
      const organizationId = context.organization.id;
      if (query.businessId) await ownBusiness(organizationId, query.businessId);
      const now = clock();
      const [latest, history, counts] = await Promise.all([
        repositories.citationScans.latestScores(organizationId, query.businessId),
        repositories.citationScans.history(organizationId, napHistorySince(firstTrendWeek(now)), query.businessId),
        issues.openCounts(organizationId, query.businessId),
      ]);
      const countOf = new Map(counts.byType.map((entry) => [entry.issueType, entry.count]));
      const byType = CITATION_ISSUE_TYPES.map((issueType) => ({ issueType, count: countOf.get(issueType) ?? 0 }));
      const lastScanAt = latest.reduce<Date | null>((last, scan) => (last && last >= scan.scannedAt ? last : scan.scannedAt), null);
      return {
        napScore: napScoreOf(latest),
        businessesScanned: latest.length,
        simulatedBusinesses: latest.filter((scan) => scan.simulated).length,
        openIssues: byType.reduce((sum, entry) => sum + entry.count, 0),
        regressions: counts.regressions,
        byType,
        lastScanAt,
        trend: napTrend(history, now),
      };
    },
  };
}

export type CitationIssueService = ReturnType<typeof createCitationIssueService>;
