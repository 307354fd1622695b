import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CitationSummary } from '../../../shared/contract/citations';
import { CITATION_ISSUE_LABELS } from '../../../shared/domain/citation-issues';
import { NAP_TREND_WEEKS } from '../../../shared/domain/citation-scans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { SimulatedNotice } from '../../components/ui/simulated-notice';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { NapScore } from './nap-score';
import { NapTrendChart } from './nap-trend-chart';
import { simulatedSummaryText } from './simulated-summary-text';

const COUNT_FORMAT = new Intl.NumberFormat();
const SCAN_TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

interface SummaryProps {
  summary: UseQueryResult<CitationSummary>;
  /** The figures are one business's, not the organization's. */
  forOneBusiness: boolean;
}

/** The headline figures: NAP score, open issues, regressions and the last scan. */
export function CitationSummaryCards({ summary, forOneBusiness }: SummaryProps) {
  if (!summary.data) {
    if (summary.isError) {
      return (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={summary} subject="the NAP score" />
        </Card>
      );
    }
    return (
      <SkeletonGroup label="Loading the NAP score" className={GRID}>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} className="space-y-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </SkeletonGroup>
    );
  }

  const { napScore, businessesScanned, simulatedBusinesses, openIssues, regressions, byType, lastScanAt } = summary.data;
  const types = byType.filter(({ count }) => count > 0);
  const simulated = simulatedSummaryText(summary.data, forOneBusiness);
  return (
    <div className="space-y-3">
      {simulated && <SimulatedNotice explanation={simulated} data-testid="citation-summary-simulated" />}
      <div className={GRID} data-testid="citation-summary" data-simulated-businesses={simulatedBusinesses}>
        <Figure title="NAP score" testId="summary-nap-score">
          <NapScore score={napScore} size="lg" />
          <Note>
            {forOneBusiness
              ? 'This business, from its latest scan'
              : `All businesses, ${COUNT_FORMAT.format(businessesScanned)} scanned`}
          </Note>
        </Figure>
        <Figure title="Open issues" testId="summary-open-issues">
          <Value>{COUNT_FORMAT.format(openIssues)}</Value>
          <Note>
            {types.length > 0
              ? types.map(({ issueType, count }) => `${CITATION_ISSUE_LABELS[issueType]} ${COUNT_FORMAT.format(count)}`).join(' · ')
              : 'Nothing to fix'}
          </Note>
        </Figure>
        <Figure title="Regressions" testId="summary-regressions">
          <Value tone={regressions > 0 ? 'warning' : 'plain'}>{COUNT_FORMAT.format(regressions)}</Value>
          <Note>Open issues that were fixed before</Note>
        </Figure>
        <Figure title="Last scan" testId="summary-last-scan">
          <Value>
            <RelativeTime at={lastScanAt} now={summary.dataUpdatedAt} fallback="Never" />
          </Value>
          <Note>{lastScanAt ? SCAN_TIME_FORMAT.format(new Date(lastScanAt)) : 'Run a scan to get a score'}</Note>
        </Figure>
      </div>
    </div>
  );
}

/** The weekly scores of the last weeks, drawn and in words. */
export function NapTrendCard({ summary }: { summary: UseQueryResult<CitationSummary> }) {
  const titleId = useId();
  return (
    <Card data-testid="nap-trend-card" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>NAP score trend</CardTitle>
        <CardDescription>Week by week, the last {NAP_TREND_WEEKS} weeks</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.data ? (
          <NapTrendChart trend={summary.data.trend} />
        ) : summary.isError ? (
          <QueryStatus query={summary} subject="the NAP score trend" />
        ) : (
          <SkeletonGroup label="Loading the NAP score trend" className="space-y-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-24 w-full" />
          </SkeletonGroup>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} className="flex min-w-0 flex-col gap-2 p-5">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      {children}
    </Card>
  );
}

function Value({ tone = 'plain', children }: { tone?: 'plain' | 'warning'; children: ReactNode }) {
  return (
    <p
      data-testid="summary-value"
      className={cn('text-3xl font-semibold tracking-tight tabular-nums', tone === 'warning' ? 'text-amber-700' : 'text-slate-900')}
    >
      {children}
    </p>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs text-slate-500">{children}</p>;
}
