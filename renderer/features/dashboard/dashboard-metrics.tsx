import { ListChecks, Percent, Sparkles, Store } from 'lucide-react';
import type { DashboardFigures } from '../../../shared/contract/dashboard';
import { metricChange } from '../../../shared/domain/metric-change';
import { Card } from '../../components/ui/card';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useDashboardMetrics } from './queries';
import { MetricCard } from './metric-card';
import { metricChangeText, type MetricUnit } from './metric-change-text';

const COUNT_FORMAT = new Intl.NumberFormat();

const METRICS: readonly {
  key: keyof DashboardFigures;
  title: string;
  testId: string;
  icon: typeof Store;
  unit: MetricUnit;
}[] = [
  { key: 'totalBusinesses', title: 'Total Businesses', testId: 'metric-total-businesses', icon: Store, unit: 'count' },
  { key: 'activeListings', title: 'Active Listings', testId: 'metric-active-listings', icon: ListChecks, unit: 'count' },
  { key: 'dataAxleEnriched', title: 'Businesses Enhanced', testId: 'metric-businesses-enhanced', icon: Sparkles, unit: 'count' },
  { key: 'enrichmentRate', title: 'Enrichment Rate', testId: 'metric-enrichment-rate', icon: Percent, unit: 'points' },
];

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** The four figures of the organization, each against the start of the period. */
export function DashboardMetrics() {
  const metrics = useDashboardMetrics();

  if (!metrics.data) {
    if (metrics.isError) return <QueryStatus query={metrics} subject="the dashboard figures" />;
    return (
      <SkeletonGroup label="Loading the dashboard figures" className={GRID}>
        {METRICS.map(({ key }) => (
          <Card key={key} className="space-y-3 p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </SkeletonGroup>
    );
  }

  const { previous, periodDays } = metrics.data;
  return (
    <div className={GRID} data-testid="dashboard-metrics">
      {METRICS.map(({ key, title, testId, icon, unit }) => {
        const current = metrics.data[key];
        const change = metricChange(current, previous[key]);
        return (
          <MetricCard
            key={key}
            title={title}
            testId={testId}
            icon={icon}
            value={unit === 'points' ? `${current}%` : COUNT_FORMAT.format(current)}
            change={{ change, text: metricChangeText(change, unit, periodDays) }}
          />
        );
      })}
    </div>
  );
}
