import { Link } from 'wouter';
import { ArrowRight, ScanSearch } from 'lucide-react';
import type { CitationListingMark, CitationScan } from '../../../shared/contract/citations';
import { CITATION_SOURCE_LABELS } from '../../../shared/domain/citation-sources';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses, FOCUS_RING, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { SimulatedNotice } from '../../components/ui/simulated-notice';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { SOURCE_ATTRIBUTIONS } from './citation-source-text';
import { DirectoryResultRow } from './directory-result-row';
import { useLatestScan, useListingMarks } from './queries';
import { DIRECTORY_SCAN_STATUS_TONES, scanResultGroups } from './scan-result-groups';
import { issueChangesLabel, napScoreLabel } from './scan-text';
import { citationsPathForBusiness } from './scanner-address';

interface ScanResultsProps {
  businessId: string;
  /** Members and up mark found listings "not this business"; viewers only read. */
  canMark: boolean;
}

/** The business's latest scan: how it went, then each directory by how it came out. */
export function ScanResults({ businessId, canMark }: ScanResultsProps) {
  const query = useLatestScan(businessId);
  const marks = useListingMarks(businessId);
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
        {scan.simulated && <SimulatedNotice data-testid="scan-simulated" />}
        <SourceFailures failures={scan.sourceFailures} />
        <ScanSummary scan={scan} />
        <DirectoryGroups scan={scan} marks={marks.data} canMark={canMark} />
        <Attribution scan={scan} />
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

/** Sources that failed during the scan: their directories kept the issues they had. */
function SourceFailures({ failures }: { failures: CitationScan['sourceFailures'] }) {
  if (failures.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="scan-source-failures">
      <p className="font-medium">These directories were not checked this time</p>
      <ul className="mt-1 space-y-0.5">
        {failures.map((failure) => (
          <li key={failure.source} data-testid="scan-source-failure" data-source={failure.source} className="break-words">
            <span className="font-medium">{CITATION_SOURCE_LABELS[failure.source]}:</span> {failure.message}
          </li>
        ))}
      </ul>
      <p className="mt-1">Their earlier issues stay as they were until a scan reads them again.</p>
    </Alert>
  );
}

/** What the terms of the sources whose data shows ask for, beside the results. */
function Attribution({ scan }: { scan: CitationScan }) {
  const sources = [...new Set(scan.results.flatMap((result) => (result.source ? [result.source] : [])))];
  const shown = sources.flatMap((source) => {
    const attribution = SOURCE_ATTRIBUTIONS[source];
    return attribution ? [{ source, ...attribution }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500" data-testid="scan-attribution">
      {shown.map(({ source, text, href }) => (
        <span key={source} data-source={source}>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={cn('rounded hover:underline', TEXT_TOUCH_TARGET, FOCUS_RING)}>
              {text}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            text
          )}
        </span>
      ))}
    </p>
  );
}

interface DirectoryGroupsProps {
  scan: CitationScan;
  marks: readonly CitationListingMark[] | undefined;
  canMark: boolean;
}

function DirectoryGroups({ scan, marks, canMark }: DirectoryGroupsProps) {
  const groups = scanResultGroups(scan.results);
  if (groups.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500" data-testid="scan-no-directories">
        {scan.simulated
          ? 'This scan checked no directory. Check that your plan includes directories that list this business.'
          : 'No citation source could read a directory for this business. Add the address of a listing below, or ask an administrator to switch on more citation sources.'}
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
              <DirectoryResultRow key={result.platform} result={result} businessId={scan.businessId} marks={marks} canMark={canMark} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
