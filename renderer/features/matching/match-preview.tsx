import { Check, X } from 'lucide-react';
import type { MatchResult } from '../../../shared/contract/provider';
import { matchPercent } from '../../../shared/domain/match-grade';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { MatchGradeBadge } from './match-grade-badge';

interface MatchPreviewProps {
  match: MatchResult;
  /** Members decide; viewers only see what was found. */
  canDecide: boolean;
  /** Which decision is on its way to the server, if any. */
  pending: 'accept' | 'skip' | null;
  onAccept(): void;
  onSkip(): void;
}

/** The business the provider found, how sure it is, and the choice to accept it or skip it. */
export function MatchPreview({ match, canDecide, pending, onAccept, onSkip }: MatchPreviewProps) {
  return (
    <div className="space-y-3" data-testid="match-result">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Match found</p>
        <p className="mt-1 font-semibold text-slate-900" data-testid="match-name">
          {match.businessName}
        </p>
        <p className="text-sm text-slate-600" data-testid="match-address">
          {match.address}, {match.city}, {match.state} {match.zipCode}
        </p>
        {match.phone && <p className="text-sm text-slate-600">{match.phone}</p>}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <MatchGradeBadge grade={match.matchGrade} />
        <Badge tone="purple" data-testid="match-confidence">
          {matchPercent(match.confidenceScore)}% confidence
        </Badge>
      </div>
      {canDecide && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending !== null} onClick={onAccept} data-testid="accept-match-button">
            <Check aria-hidden="true" />
            {pending === 'accept' ? 'Enriching...' : 'Accept & Enrich'}
          </Button>
          <Button variant="outline" size="sm" disabled={pending !== null} onClick={onSkip} data-testid="skip-match-button">
            <X aria-hidden="true" />
            {pending === 'skip' ? 'Skipping...' : 'Skip'}
          </Button>
        </div>
      )}
    </div>
  );
}
