import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { Report } from '../../../shared/contract/reports';
import { periodBuckets, REPORT_PERIOD_LABELS, type PeriodBucket } from '../../../shared/domain/report-periods';
import type { ReportCsvDataset } from '../../../shared/domain/reports';
import { napHistorySince, napScoreOf, napScoresAt } from '../../citations/nap-history';
import type { BusinessRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { ERROR_CODES } from '../../../shared/contract/errors';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { AnalyticsPeriod, BusinessDataProvider } from '../../providers/provider';
import type { ListingService } from '../listings/listing-service';
import { providerBusinessOf } from '../businesses/provider-business';
import { formatCsv } from '../infrastructure/csv';
import { directoryNames } from '../listings/directory-names';
import { providerCall } from '../integrations/provider-call';
import { ISSUE_CSV_HEADER, issueCsvRecord, summaryCsvRecords } from './report-csv';
import type { GoogleAnalyticsReader } from '../integrations/google-analytics-service';
import type { ProviderQuota } from '../integrations/provider-quota';

export interface ReportQuery {
  period: AnalyticsPeriod;
  businessId?: string;
}

type Analytics = NonNullable<Report['analytics']>;
type Figures = Analytics['totals'];
type ProviderAnalytics = NonNullable<Awaited<ReturnType<BusinessDataProvider['analytics']>>>;

/**
 * An organization's analytics add up those of its first businesses by name, one provider call each:
 * a cap, so a large organization's report does not make thousands of calls.
 */
export const ANALYTICS_BUSINESS_LIMIT = 200;
/** Provider calls in flight at once while adding up an organization's analytics. */
const ANALYTICS_CALLS_AT_ONCE = 8;
const ISSUES_PER_PAGE = 500;

const ZERO: Figures = { views: 0, searches: 0, clicks: 0, calls: 0, directionRequests: 0 };

const add = (a: Figures, b: Figures): Figures => ({
  views: a.views + b.views,
  searches: a.searches + b.searches,
  clicks: a.clicks + b.clicks,
  calls: a.calls + b.calls,
  directionRequests: a.directionRequests + b.directionRequests,
});

/** How many of the times (oldest first) fall in each bucket. */
function countPerBucket(times: readonly Date[], buckets: readonly PeriodBucket[]): number[] {
  return buckets.map(({ start, end }) => times.filter((time) => time >= start && time < end).length);
}

/** The businesses' analytics added up, point by point (by date); null when none has any. */
export function sumAnalytics(each: readonly ProviderAnalytics[]): Analytics | null {
  if (each.length === 0) return null;
  let totals = ZERO;
  const byDate = new Map<string, Figures>();
  for (const analytics of each) {
    totals = add(totals, analytics.totals);
    for (const { date, ...figures } of analytics.series) byDate.set(date, add(byDate.get(date) ?? ZERO, figures));
  }
  const series = [...byDate].sort(([a], [b]) => Date.parse(a) - Date.parse(b)).map(([date, figures]) => ({ date, ...figures }));
  return { totals, series };
}

/** A report's analytics with where they come from. */
type Sourced = Pick<Report, 'analytics' | 'analyticsSource' | 'analyticsImpressions'>;
const NO_ANALYTICS: Sourced = { analytics: null, analyticsSource: null, analyticsImpressions: null };

/** Runs the calls at most `atOnce` at a time, answering their results in order. */
async function inGroups<T, R>(items: readonly T[], atOnce: number, call: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += atOnce) {
    results.push(...(await Promise.all(items.slice(start, start + atOnce).map(call))));
  }
  return results;
}

/** The /reports figures for an organization or one of its businesses over a period, and their CSV exports. */
export function createReportService(deps: {
  repositories: Repositories;
  provider: BusinessDataProvider;
  /** Spends one of the organization's paid provider calls. */
  quota: ProviderQuota;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
  listingExport: Pick<ListingService, 'exportCsv'>;
  /** Google's figures of a business linked to its Google location (null otherwise). */
  googleAnalytics?: GoogleAnalyticsReader;
}) {
  const { repositories, provider, clock } = deps;

  async function ownBusiness(organizationId: string, businessId: string | undefined): Promise<BusinessRecord | undefined> {
    if (!businessId) return undefined;
    const business = await repositories.businesses.findInOrganization(organizationId, businessId);
    if (!business) throw notFound('Business');
    return business;
  }

  /** Google's figures of the linked businesses (the one, or the organization's first ones) added up; null when none is linked. */
  async function googleAnalyticsOf(organizationId: string, business: BusinessRecord | undefined, period: AnalyticsPeriod, until: Date): Promise<Sourced | null> {
    const read = deps.googleAnalytics;
    if (!read) return null;
    const businessIds = business
      ? [business.id]
      : (await repositories.googleLocationLinks.list(organizationId)).slice(0, ANALYTICS_BUSINESS_LIMIT).map((link) => link.businessId);
    const each = (await inGroups(businessIds, ANALYTICS_CALLS_AT_ONCE, (id) => providerCall(() => read(organizationId, id, period, until)))).filter(
      (analytics) => analytics !== null,
    );
    const analytics = sumAnalytics(each);
    if (!analytics) return null;
    const impressions = { desktopMaps: 0, desktopSearch: 0, mobileMaps: 0, mobileSearch: 0 };
    for (const one of each) for (const kind of Object.keys(impressions) as (keyof typeof impressions)[]) impressions[kind] += one.impressions[kind];
    return { analytics, analyticsSource: 'google', analyticsImpressions: impressions };
  }

  /**
   * Google's figures where businesses are linked to their Google locations; else the provider's analytics of
   * the business, or of the organization's businesses added up (null while the feature is off).
   */
  async function analyticsOf(organizationId: string, business: BusinessRecord | undefined, period: AnalyticsPeriod, until: Date): Promise<Sourced> {
    const fromGoogle = await googleAnalyticsOf(organizationId, business, period, until);
    if (fromGoogle) return fromGoogle;
    const integration = await deps.integrationStatus();
    if (!integration.features.analytics) return NO_ANALYTICS;
    const businesses = business
      ? [business]
      : (await repositories.businesses.list({ organizationId, sort: 'name', limit: ANALYTICS_BUSINESS_LIMIT })).items;
    const each = await inGroups(businesses, ANALYTICS_CALLS_AT_ONCE, async (one) => {
      await deps.quota(organizationId);
      return providerCall(() => provider.analytics(providerBusinessOf(one), period, until));
    });
    const analytics = sumAnalytics(each.filter((figures) => figures !== null));
    // In the sandbox the provider is its simulator, whose analytics are made up.
    const source = integration.environment === 'sandbox' ? 'simulated' : 'provider';
    return analytics ? { analytics, analyticsSource: source, analyticsImpressions: null } : NO_ANALYTICS;
  }

  /** The analytics, or why they could not be read: a report without them beats no report. */
  async function analyticsOrWhyNot(...args: Parameters<typeof analyticsOf>): Promise<Sourced & Pick<Report, 'analyticsError'>> {
    try {
      return { ...(await analyticsOf(...args)), analyticsError: null };
    } catch (error) {
      // The provider or Google failing, or the organization's outside calls spent for the hour: the rest of the report stands.
      const withoutAnalytics =
        error instanceof ApiError && (error.code === ERROR_CODES.providerFailed || error.code === ERROR_CODES.rateLimited || error.code === ERROR_CODES.conflict);
      if (withoutAnalytics) return { ...NO_ANALYTICS, analyticsError: error.message };
      throw error;
    }
  }

  async function build(context: OrganizationContext, query: ReportQuery): Promise<Report> {
    const organizationId = context.organization.id;
    const business = await ownBusiness(organizationId, query.businessId);
    const businessId = business?.id;
    const now = clock();
    const buckets = periodBuckets(query.period, now);
    const from = buckets[0]!.start;
    const to = buckets.at(-1)!.end;
    const [coverage, names, latestScans, scanHistory, openCounts, issueEvents, enrichment, analytics] = await Promise.all([
      repositories.reports.coverage(organizationId, businessId),
      directoryNames(provider),
      repositories.citationScans.latestScores(organizationId, businessId),
      repositories.citationScans.history(organizationId, napHistorySince(from), businessId),
      repositories.citationIssues.openCounts(organizationId, businessId),
      repositories.reports.issueEvents(organizationId, from, to, businessId),
      repositories.reports.enrichment(organizationId, businessId),
      analyticsOrWhyNot(organizationId, business, query.period, now),
    ]);

    const byDirectory = coverage
      .map(({ platform, published, waiting, error }) => ({
        directory: platform,
        directoryName: names.get(platform) ?? platform,
        published,
        pending: waiting,
        error,
      }))
      .sort((a, b) => b.published + b.pending + b.error - (a.published + a.pending + a.error) || a.directoryName.localeCompare(b.directoryName));
    const totals = { published: 0, pending: 0, error: 0 };
    for (const directory of byDirectory) {
      totals.published += directory.published;
      totals.pending += directory.pending;
      totals.error += directory.error;
    }

    // Each series point is dated by its start, as the provider's analytics are; a NAP point scores its end.
    const dates = buckets.map((bucket) => bucket.start.toISOString());
    const napScores = napScoresAt(scanHistory, buckets.map((bucket) => bucket.end));
    const opened = countPerBucket(issueEvents.opened, buckets);
    const resolved = countPerBucket(issueEvents.resolved, buckets);
    const name = business?.name ?? context.organization.name;

    return {
      title: `${REPORT_PERIOD_LABELS[query.period]} report: ${name}`,
      scope: { kind: business ? 'business' : 'organization', businessId: businessId ?? null, name },
      period: query.period,
      from: from.toISOString(),
      to: to.toISOString(),
      generatedAt: now.toISOString(),
      coverage: { totals, byDirectory },
      nap: {
        score: napScoreOf(latestScans),
        series: dates.map((date, point) => ({ date, score: napScores[point]! })),
      },
      issues: {
        open: openCounts.byType.reduce((sum, entry) => sum + entry.count, 0),
        opened: issueEvents.opened.length,
        resolved: issueEvents.resolved.length,
        series: dates.map((date, point) => ({ date, opened: opened[point]!, resolved: resolved[point]! })),
      },
      enrichment: {
        ...enrichment,
        rate: enrichment.total === 0 ? 0 : Math.round((100 * enrichment.enriched) / enrichment.total),
      },
      ...analytics,
      citationsSimulated: latestScans.some((scan) => scan.simulated),
      analyticsSimulated: analytics.analyticsSource === 'simulated',
    };
  }

  /** Every citation issue of the scope, open and resolved, newest discovered first. */
  async function issuesCsv(organizationId: string, businessId: string | undefined): Promise<string> {
    await ownBusiness(organizationId, businessId);
    const names = await directoryNames(provider);
    const records = [ISSUE_CSV_HEADER];
    let cursor: string | undefined;
    do {
      const page = await repositories.citationIssues.list({ organizationId, businessId, status: 'all', limit: ISSUES_PER_PAGE, cursor });
      for (const issue of page.items) records.push(issueCsvRecord(issue, names.get(issue.platform) ?? issue.platform));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return formatCsv(records);
  }

  return {
    build,

    async csv(context: OrganizationContext, query: ReportQuery & { dataset: ReportCsvDataset }): Promise<string> {
      const organizationId = context.organization.id;
      switch (query.dataset) {
        case 'summary':
          return formatCsv(summaryCsvRecords(await build(context, query)));
        case 'issues':
          return issuesCsv(organizationId, query.businessId);
        case 'listings':
          return deps.listingExport.exportCsv(organizationId, query.businessId);
      }
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
