import { lazy, Suspense, useId, useState } from 'react';
import { MapPin, Pencil, Send, Sparkles } from 'lucide-react';
import type { Business } from '../../../shared/contract/businesses';
import { businessCompleteness } from '../../../shared/domain/business-completeness';
import { BUSINESS_STATUS_LABELS, businessStatus, type BusinessStatus } from '../../../shared/domain/business-status';
import { matchGradeLabel, matchPercent } from '../../../shared/domain/match-grade';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePublishBusiness } from './queries';
import { CompletenessMeter } from './completeness-meter';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useCanEditBusinesses } from './use-business-permissions';

// Matching and enrichment load when someone asks to enhance a business, not with every list of cards.
const EnhanceDialog = lazy(() => import('./enhance-dialog').then((module) => ({ default: module.EnhanceDialog })));

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const STATUS_TONES: Record<BusinessStatus, BadgeTone> = { issues: 'red', active: 'green', pending: 'grey' };

interface BusinessCardProps {
  business: Business;
  /** Opens the Edit Business dialog; the screen holds one for all its cards. */
  onEdit(business: Business): void;
}

/**
 * One business at a glance: where it is, how complete and how verified its profile is, how its
 * listings stand, and the actions on it. Viewers see no Edit or Publish.
 */
export function BusinessCard({ business, onEdit }: BusinessCardProps) {
  const titleId = useId();
  const canEdit = useCanEditBusinesses();
  const publish = usePublishBusiness();
  const [enhanceOpen, setEnhanceOpen] = useState(false);
  const enhanceMounted = useOpenedOnce(enhanceOpen);
  const status = businessStatus(business.listingCounts);
  const percent = matchPercent(business.dataAxleConfidenceScore);

  // Awaited here rather than through mutate's callbacks, so the toast comes even if the card has gone.
  const onPublish = async () => {
    try {
      const listings = await publish.mutateAsync(business.id);
      toast({
        title: 'Listings published successfully',
        description: `${business.name}: ${listings.length} ${listings.length === 1 ? 'listing' : 'listings'} sent to directories.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error publishing listings',
        description: failureMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="business-card"
      data-business-id={business.id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold text-slate-900" data-testid="business-name">
            {business.name}
          </h3>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-500" data-testid="business-address">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">
              {business.address}, {business.city}, {business.state}
            </span>
          </p>
        </div>
        <Badge tone={STATUS_TONES[status]} data-testid="business-status" data-status={status}>
          {BUSINESS_STATUS_LABELS[status]}
        </Badge>
      </div>

      {(business.dataAxleInfogroupId !== null || percent !== null) && (
        <div className="flex flex-wrap gap-1.5">
          {business.dataAxleInfogroupId !== null && (
            <Badge tone="blue" className="gap-1" data-testid="business-enhanced">
              <Sparkles aria-hidden="true" className="size-3" />
              Enhanced · {matchGradeLabel(business.dataAxleMatchGrade)}
            </Badge>
          )}
          {percent !== null && (
            <Badge tone="purple" data-testid="business-match-percent">
              {percent}% match
            </Badge>
          )}
        </div>
      )}

      <CompletenessMeter percent={businessCompleteness(business)} />

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-500" data-testid="business-updated">
          Updated <time dateTime={business.updatedAt}>{DATE_FORMAT.format(new Date(business.updatedAt))}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            data-testid="business-enhance"
            onClick={() => setEnhanceOpen(true)}
          >
            <Sparkles aria-hidden="true" />
            Enhance
            <span className="sr-only"> {business.name}</span>
          </Button>
          {canEdit && (
            <>
              <Button
                variant="outline"
                size="sm"
                data-testid="business-edit"
                onClick={() => onEdit(business)}
              >
                <Pencil aria-hidden="true" />
                Edit
                <span className="sr-only"> {business.name}</span>
              </Button>
              <Button
                size="sm"
                data-testid="business-publish"
                disabled={publish.isPending}
                onClick={() => void onPublish()}
              >
                <Send aria-hidden="true" />
                {publish.isPending ? 'Publishing...' : 'Publish'}
                <span className="sr-only"> {business.name}</span>
              </Button>
            </>
          )}
        </div>
      </div>

      {enhanceMounted && (
        <Suspense fallback={null}>
          <EnhanceDialog business={business} open={enhanceOpen} onOpenChange={setEnhanceOpen} />
        </Suspense>
      )}
    </article>
  );
}
