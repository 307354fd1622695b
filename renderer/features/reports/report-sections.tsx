import type { UseQueryResult } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Report } from '../../../shared/contract/reports';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { ReportAnalyticsCard } from './report-analytics-card';
import { ReportCoverageCard } from './report-coverage-card';
import { ReportEnrichmentCard } from './report-enrichment-card';
import { reportRangeLabel } from './report-format';
import { ReportIssuesCard } from './report-issues-card';
import { ReportNapCard } from './report-nap-card';

const GRID = 'grid gap-4 lg:grid-cols-2';

/** The report's sections once it has loaded; skeletons before, the reason and a retry when it fails. */
export function ReportSections({ report }: { report: UseQueryResult<Report> }) {
  if (!report.data) {
    if (report.isError) {
      return (
        <Card className="p-4 sm:p-6" data-testid="report-error">
          <QueryStatus query={report} subject="the report" />
        </Card>
      );
    }
    return (
      <SkeletonGroup label="Loading the report" className={GRID} data-testid="report-loading">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} className="space-y-4 p-5 sm:p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-48 w-full" />
          </Card>
        ))}
      </SkeletonGroup>
    );
  }

  const { scope, period, coverage, nap, issues, enrichment, citationsSimulated } = report.data;
  const { analytics, analyticsError, analyticsSimulated, analyticsSource, analyticsImpressions } = report.data;
  // An organization's report counts every business; none means there is nothing to report on.
  if (scope.kind === 'organization' && enrichment.total === 0) {
    return (
      <Card data-testid="report-no-businesses">
        <EmptyState
          icon={Building2}
          title="No businesses yet"
          description="Reports show listing coverage, citation health and analytics of your businesses. Add a business to get started."
          action={
            <Link href="/businesses" className={buttonClasses('primary')}>
              Go to Business Profiles
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <div className="space-y-4" data-testid="report" aria-busy={report.isFetching}>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-slate-900" data-testid="report-title">
          {report.data.title}
        </h2>
        <p className="text-sm text-slate-500" data-testid="report-range">
          {reportRangeLabel(report.data)}
        </p>
      </div>
      <div className={GRID}>
        <ReportCoverageCard coverage={coverage} />
        <ReportNapCard nap={nap} period={period} simulated={citationsSimulated} />
        <ReportIssuesCard issues={issues} period={period} simulated={citationsSimulated} />
        <ReportEnrichmentCard enrichment={enrichment} />
        <div className="min-w-0 lg:col-span-2">
          <ReportAnalyticsCard
            analytics={analytics}
            analyticsError={analyticsError}
            period={period}
            simulated={analyticsSimulated}
            source={analyticsSource}
            impressions={analyticsImpressions}
          />
        </div>
      </div>
    </div>
  );
}
