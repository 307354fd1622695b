import { useId, useState } from 'react';
import { ChevronDown, ExternalLink, Sparkles } from 'lucide-react';
import type { Business } from '../../../shared/contract/businesses';
import { matchPercent } from '../../../shared/domain/match-grade';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { enrichmentFacts } from './enrichment-facts';
import { MatchGradeBadge } from './match-grade-badge';

const SYNCED_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type EnhancedBusiness = Pick<
  Business,
  'dataAxleMatchGrade' | 'dataAxleConfidenceScore' | 'dataAxleLastSynced' | 'dataAxleEnrichmentData'
>;

/** An enhanced business: its grade, match and last sync, and the verified details on request. */
export function EnhancedSummary({ business }: { business: EnhancedBusiness }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const percent = matchPercent(business.dataAxleConfidenceScore);
  const facts = enrichmentFacts(business.dataAxleEnrichmentData);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="blue" className="gap-1" data-testid="enhanced-badge">
          <Sparkles aria-hidden="true" className="size-3" />
          Enhanced
        </Badge>
        <MatchGradeBadge grade={business.dataAxleMatchGrade} />
        {percent !== null && (
          <Badge tone="purple" data-testid="enhanced-match-percent">
            {percent}% match
          </Badge>
        )}
      </div>
      {business.dataAxleLastSynced && (
        <p className="text-sm text-slate-500" data-testid="enhanced-last-synced">
          Last synced{' '}
          <time dateTime={business.dataAxleLastSynced}>{SYNCED_FORMAT.format(new Date(business.dataAxleLastSynced))}</time>
        </p>
      )}
      <Button
        variant="link"
        size="sm"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        data-testid="enhanced-details-toggle"
      >
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <dl
        id={detailsId}
        hidden={!open}
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm"
        data-testid="enhanced-details"
      >
        <dt className="text-slate-500">Employees</dt>
        <dd className="font-medium text-slate-900" data-testid="enhanced-employees">
          {facts.employees}
        </dd>
        <dt className="text-slate-500">Annual revenue</dt>
        <dd className="font-medium text-slate-900" data-testid="enhanced-revenue">
          {facts.revenue}
        </dd>
        <dt className="text-slate-500">Year established</dt>
        <dd className="font-medium text-slate-900" data-testid="enhanced-year">
          {facts.yearEstablished}
        </dd>
        <dt className="text-slate-500">Social profiles</dt>
        <dd data-testid="enhanced-social">
          {facts.socialLinks.length === 0 ? (
            <span className="font-medium text-slate-900">N/A</span>
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {facts.socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                    data-testid="enhanced-social-link"
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}
