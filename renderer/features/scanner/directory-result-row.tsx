import { ExternalLink } from 'lucide-react';
import type { CitationListingMark, DirectoryScanResult, ScanFinding } from '../../../shared/contract/citations';
import { CITATION_ISSUE_LABELS } from '../../../shared/domain/citation-issues';
import { Badge } from '../../components/ui/badge';
import { FOCUS_RING, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { SimulatedBadge } from '../../components/ui/simulated-notice';
import { cn } from '../../lib/cn';
import { canRejectListings, shortUrl, SOURCE_VIA_LABELS, VALUE_NOT_KEPT, valuesWithheldText } from './citation-source-text';
import { DifferingText } from './differing-text';
import { NotThisBusiness } from './not-this-business';

interface DirectoryResultRowProps {
  result: DirectoryScanResult;
  businessId: string;
  /** The business's listing marks, when loaded. */
  marks: readonly CitationListingMark[] | undefined;
  /** Members and up mark listings "not this business"; viewers only read. */
  canMark: boolean;
}

const LINK = cn('inline-flex items-center gap-1 rounded text-sm text-primary hover:underline', TEXT_TOUCH_TARGET, FOCUS_RING);

/**
 * One directory of a scan: its name and the source that saw the listing, the listing's page there, what
 * it shows differently, and the other listings the source shows there; each listing can be marked
 * "not this business".
 */
export function DirectoryResultRow({ result, businessId, marks, canMark }: DirectoryResultRowProps) {
  const markable = canMark && canRejectListings(result);
  // A stored scan of a source whose terms let us keep its ids only: the values were compared, not kept.
  const withheld = !result.valuesKept && result.found === null && result.source !== null;
  return (
    <li className="space-y-3 px-3 py-3 sm:px-4" data-testid="scan-directory" data-platform={result.platform} data-status={result.status}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium break-words text-slate-900">{result.platformName}</p>
          <SourceLabel source={result.source} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {result.profileUrl && (
            <a href={result.profileUrl} target="_blank" rel="noopener noreferrer" className={LINK} data-testid="scan-profile-link">
              View listing
              <span className="sr-only"> on {result.platformName} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
          {markable && (
            <NotThisBusiness
              businessId={businessId}
              marks={marks}
              listing={{ source: result.source!, listingId: result.listingId!, directory: result.platform, url: result.profileUrl }}
              listingName={`the listing on ${result.platformName}`}
            />
          )}
        </div>
      </div>
      {withheld && (
        <p className="text-sm text-slate-600" data-testid="scan-values-withheld">
          {valuesWithheldText(result.source)}
        </p>
      )}
      {result.findings.length > 0 && (
        <ul className="space-y-3" aria-label={`Issues on ${result.platformName}`}>
          {result.findings.map((finding, index) => (
            <FindingItem key={`${finding.issueType}-${index}`} finding={finding} withheld={withheld} />
          ))}
        </ul>
      )}
      {result.duplicates.length > 0 && (
        <Duplicates result={result} businessId={businessId} marks={marks} markable={markable} />
      )}
    </li>
  );
}

/** 'via Yelp API', 'via listing page'; the Simulated badge for made-up listings; nothing when none was seen. */
function SourceLabel({ source }: { source: DirectoryScanResult['source'] }) {
  if (source === null) return null;
  if (source === 'simulated') return <SimulatedBadge />;
  return (
    <p className="text-xs text-slate-500" data-testid="scan-source" data-source={source}>
      {SOURCE_VIA_LABELS[source]}
    </p>
  );
}

/** The other listings the same source shows on the directory: a duplicate to remove, or another business. */
function Duplicates({
  result,
  businessId,
  marks,
  markable,
}: {
  result: DirectoryScanResult;
  businessId: string;
  marks: readonly CitationListingMark[] | undefined;
  markable: boolean;
}) {
  const count = result.duplicates.length;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="scan-duplicates">
      <p className="text-sm font-medium text-slate-800">
        {count === 1 ? 'Another listing' : `${count} other listings`} on {result.platformName}
      </p>
      <p className="text-xs text-slate-500">
        A duplicate of this business is best removed or merged on {result.platformName}; one that is another business can be left
        out of scans.
      </p>
      <ul className="divide-y divide-slate-100">
        {result.duplicates.map((duplicate, index) => (
          <li
            key={duplicate.listingId}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
            data-testid="scan-duplicate"
            data-listing-id={duplicate.listingId}
          >
            {duplicate.url ? (
              <a href={duplicate.url} target="_blank" rel="noopener noreferrer" className={cn(LINK, 'min-w-0 break-all')} data-testid="scan-duplicate-link">
                {shortUrl(duplicate.url)}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            ) : (
              <span className="min-w-0 text-sm break-all text-slate-700">Listing {duplicate.listingId}</span>
            )}
            {markable && (
              <NotThisBusiness
                businessId={businessId}
                marks={marks}
                listing={{ source: result.source!, listingId: duplicate.listingId, directory: result.platform, url: duplicate.url }}
                listingName={`other listing ${index + 1} on ${result.platformName}`}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FindingItem({ finding, withheld }: { finding: ScanFinding; withheld: boolean }) {
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
          {withheld && finding.actualValue === null ? (
            <span className="text-slate-500 italic" data-testid="scan-value-not-kept">
              {VALUE_NOT_KEPT}
            </span>
          ) : (
            <DifferingText expected={finding.expectedValue} actual={finding.actualValue} />
          )}
        </dd>
      </dl>
    </li>
  );
}
