import { ExternalLink } from 'lucide-react';
import type { DirectoryScanResult, ScanFinding } from '../../../shared/contract/citations';
import { CITATION_ISSUE_LABELS } from '../../../shared/domain/citation-issues';
import { Badge } from '../../components/ui/badge';
import { FOCUS_RING } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { DifferingText } from './differing-text';

/** One directory of a scan: its name, the listing's page there, and what it shows differently. */
export function DirectoryResultRow({ result }: { result: DirectoryScanResult }) {
  return (
    <li className="space-y-3 px-3 py-3 sm:px-4" data-testid="scan-directory" data-platform={result.platform} data-status={result.status}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words text-slate-900">{result.platformName}</p>
        {result.profileUrl && (
          <a
            href={result.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('inline-flex items-center gap-1 rounded text-sm text-primary hover:underline', FOCUS_RING)}
            data-testid="scan-profile-link"
          >
            View listing
            <span className="sr-only"> on {result.platformName} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
      {result.findings.length > 0 && (
        <ul className="space-y-3" aria-label={`Issues on ${result.platformName}`}>
          {result.findings.map((finding, index) => (
            <FindingItem key={`${finding.issueType}-${index}`} finding={finding} />
          ))}
        </ul>
      )}
    </li>
  );
}

function FindingItem({ finding }: { finding: ScanFinding }) {
  return (
    <li className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="scan-finding" data-issue-type={finding.issueType}>
      <Badge tone={finding.issueType === 'missing_listing' ? 'red' : 'amber'}>{CITATION_ISSUE_LABELS[finding.issueType]}</Badge>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[6rem_minmax(0,1fr)]">
        <dt className="text-slate-500">Expected</dt>
        <dd className="break-words text-slate-900" data-testid="scan-expected">
          {finding.expectedValue ?? <span className="text-slate-500 italic">Not on the profile</span>}
        </dd>
        <dt className="text-slate-500">Actual</dt>
        <dd className="text-slate-900" data-testid="scan-actual">
          <DifferingText expected={finding.expectedValue} actual={finding.actualValue} />
        </dd>
      </dl>
    </li>
  );
}
