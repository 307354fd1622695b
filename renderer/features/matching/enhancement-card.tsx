import { useState } from 'react';
import { RotateCw, Search } from 'lucide-react';
import type { Business } from '../../../shared/contract/businesses';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useIntegrationStatus } from '../directories/queries';
import { useEnrichBusiness, useMatchBusiness } from './queries';
import {
  ENRICH_FAILED_FALLBACK,
  ENRICH_FAILED_TITLE,
  ENRICHED_DESCRIPTION,
  ENRICHED_TITLE,
  MATCH_FAILED_FALLBACK,
  MATCH_FAILED_TITLE,
  MATCH_SEARCH_FAILED_MESSAGE,
  NO_MATCH_MESSAGE,
} from '../businesses/enhancement-text';
import { useCanEditBusinesses } from '../businesses/use-business-permissions';
import { EnhancedSummary } from './enhanced-summary';
import { enhancementState, NO_ATTEMPT, type MatchAttempt } from './enhancement-state';
import { MatchPreview } from './match-preview';

const CARD_CLASSES = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';

/**
 * One business's enhancement, in the card's six states: find its match, accept and
 * enrich it or skip it, see why nothing came back, or read what enhancing added. Viewers see the
 * state but no action.
 */
export function EnhancementCard({ business }: { business: Business }) {
  const integration = useIntegrationStatus();
  const canEdit = useCanEditBusinesses();
  const matchBusiness = useMatchBusiness();
  const enrich = useEnrichBusiness();
  const [attempt, setAttempt] = useState<MatchAttempt>(NO_ATTEMPT);

  if (!integration.data) {
    if (integration.isError) return <QueryStatus query={integration} subject="business enhancement" />;
    return (
      <SkeletonGroup label="Loading business enhancement" className={CARD_CLASSES} data-testid="enhancement-card" data-state="loading">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-28" />
      </SkeletonGroup>
    );
  }

  const state = enhancementState(integration.data, business, attempt);

  // Awaited here rather than through mutate's callbacks, so the toast comes even if the card has gone.
  const findMatch = async () => {
    try {
      const match = await matchBusiness.mutateAsync(business.id);
      setAttempt(match ? { kind: 'found', match } : { kind: 'no-match' });
    } catch (error) {
      setAttempt({ kind: 'error' });
      toast({ title: MATCH_FAILED_TITLE, description: failureMessage(error, MATCH_FAILED_FALLBACK), variant: 'destructive' });
    }
  };

  const decide = async (acceptMatch: boolean) => {
    try {
      await enrich.mutateAsync({ id: business.id, acceptMatch });
      setAttempt(NO_ATTEMPT);
      if (acceptMatch) toast({ title: ENRICHED_TITLE, description: ENRICHED_DESCRIPTION, variant: 'success' });
    } catch (error) {
      toast({ title: ENRICH_FAILED_TITLE, description: failureMessage(error, ENRICH_FAILED_FALLBACK), variant: 'destructive' });
    }
  };

  const searchAgain = (label: string) =>
    canEdit && (
      <Button variant="outline" size="sm" disabled={matchBusiness.isPending} onClick={() => void findMatch()} data-testid="retry-match-button">
        <RotateCw aria-hidden="true" />
        {matchBusiness.isPending ? 'Searching...' : label}
      </Button>
    );

  return (
    <section aria-label={`Enhancement of ${business.name}`} className={CARD_CLASSES} data-testid="enhancement-card" data-state={state}>
      {state === 'disabled' && <Alert variant="info">{ENHANCEMENT_DISABLED_MESSAGE}</Alert>}

      {state === 'available' && (
        <>
          <p className="text-sm text-slate-600">
            Not enhanced yet. Finding this business in our business database verifies it and adds details such as
            employee count, annual revenue, year established and social profiles. Nothing changes until a match is
            accepted.
          </p>
          {canEdit && (
            <Button size="sm" disabled={matchBusiness.isPending} onClick={() => void findMatch()} data-testid="find-match-button">
              <Search aria-hidden="true" />
              {matchBusiness.isPending ? 'Searching...' : 'Find Match'}
            </Button>
          )}
        </>
      )}

      {attempt.kind === 'found' && state === 'match-found' && (
        <MatchPreview
          match={attempt.match}
          canDecide={canEdit}
          pending={enrich.isPending ? (enrich.variables.acceptMatch ? 'accept' : 'skip') : null}
          onAccept={() => void decide(true)}
          onSkip={() => void decide(false)}
        />
      )}

      {state === 'no-match' && (
        <>
          <Alert variant="info" data-testid="no-match-alert">
            {NO_MATCH_MESSAGE}
          </Alert>
          {searchAgain('Search again')}
        </>
      )}

      {state === 'error' && (
        <>
          <Alert variant="destructive" data-testid="match-error-alert">
            {MATCH_SEARCH_FAILED_MESSAGE}
          </Alert>
          {searchAgain('Try again')}
        </>
      )}

      {state === 'enhanced' && <EnhancedSummary business={business} />}
    </section>
  );
}

