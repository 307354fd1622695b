import { Link } from 'wouter';
import { ArrowRight, ScanSearch } from 'lucide-react';
import type { CitationScan } from '../../../shared/contract/citations';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { DirectoryResultRow } from './directory-result-row';
import { DIRECTORY_SCAN_STATUS_TONES, scanResultGroups } from './scan-result-groups';
import { issueChangesLabel, napScoreLabel } from './scan-text';
import { citationsPathForBusiness } from './scanner-address';
import { useLatestScan } from './scanner-queries';

/** The business's latest scan: how it went, then each directory by how it came out. */
export function ScanResults({ businessId }: { businessId: string }) {
  const query = useLatestScan(businessId);
  const scan = query.data;

  if (scan === undefined) {
    return (
      <Card data-testid="scan-results" data-state={query.isError ? 'error' : 'loading'}>
        <CardContent>
          {query.isError ? (
            <QueryStatus query={query} subject="the latest scan" />
          ) : (
            <SkeletonGroup label="Loading the latest scan" className="space-y-4">
              <Skeleton className="h-5 w-48" />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                {Array.from({ length: 5 }, (_, index) => (
                  <Skeleton key={index} className="h-12" />
                ))}
              </div>
              <Skeleton className="h-24" />
            </SkeletonGroup>
          )}
        </CardContent>
      </Card>
    );
  }

  if (scan === null) {
    return (
      <Card data-testid="scan-results" data-state="empty">
        <EmptyState
          icon={ScanSearch}
          title="No scans yet"
          description="Scan this business to see how each directory lists its name, address, phone and website."
        />
      </Card>
    );
  }

  return (
    <Card data-testid="scan-results" data-state="scanned">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <CardTitle className="break-words">{scan.businessName}</CardTitle>
          <CardDescription>
            Scanned <RelativeTime at={scan.scannedAt} now={query.dataUpdatedAt} />
          </CardDescription>
        </div>
        <Link
          href={citationsPathForBusiness(scan.businessId)}
          className={buttonClasses('outline', 'sm', 'w-full sm:w-auto')}
          data-testid="scan-follow-up-link"
        >
          Follow up in Citation Monitoring
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="space-y-5">
        <ScanSummary scan={scan} />
        <DirectoryGroups scan={scan} />
      </CardContent>
    </Card>
  );
}

function ScanSummary({ scan }: { scan: CitationScan }) {
  const figures = [
    { label: 'Directories checked', value: String(scan.directoriesChecked), testId: 'scan-directories-checked' },
    { label: 'Citations found', value: String(scan.citationsFound), testId: 'scan-citations-found' },
    { label: 'NAP score', value: napScoreLabel(scan.napScore), testId: 'scan-nap-score' },
    { label: 'Issues', value: issueChangesLabel(scan), testId: 'scan-issue-changes' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="scan-summary">
      {figures.map(({ label, value, testId }) => (
        <div key={label} className="min-w-0 rounded-lg border border-slate-200 px-3 py-2">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-semibold break-words text-slate-900" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DirectoryGroups({ scan }: { scan: CitationScan }) {
  const groups = scanResultGroups(scan.results);
  if (groups.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
        This scan checked no directory. Check that your plan includes directories that list this business.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <details
          key={group.status}
          open={group.openByDefault}
          className="rounded-lg border border-slate-200"
          data-testid="scan-group"
          data-status={group.status}
        >
          <summary className="cursor-pointer rounded-lg px-3 py-2 max-sm:py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:px-4">
            <Badge tone={DIRECTORY_SCAN_STATUS_TONES[group.status]}>{group.heading}</Badge>
          </summary>
          <ul className="divide-y divide-slate-100 border-t border-slate-200">
            {group.results.map((result) => (
              <DirectoryResultRow key={result.platform} result={result} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
